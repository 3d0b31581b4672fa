import type { AppLoadContext } from 'react-router';
import type { Envelope } from '@xingtu/contracts/envelope';
import { callServerApi, postServerApi } from '../../../api/server-api.server.ts';

/**
 * The tool pages' loaders reach the learning API in-process (or over HTTP under `react-router dev`):
 * a GET with the query the form sent, or a POST with a JSON body (the house comparer); anonymous.
 */
export async function toolApi<T>(
  context: AppLoadContext,
  path: string,
  body?: unknown,
): Promise<Envelope<T> | null> {
  return body === undefined
    ? callServerApi<T>(context, path, { headers: { accept: 'application/json', platform: '1' } })
    : postServerApi<T>(context, path, body);
}
