import type { AppLoadContext } from 'react-router';
import type { Envelope } from '@xingtu/contracts/envelope';

// Loaders call the API in-process through the load context the Fastify server provides (`apiJson`,
// which answers the parsed envelope); the visitor's Authorization header travels along. Under
// `react-router dev` there is no context, so the API is reached over HTTP instead.

const DEV_API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export interface ServerApiCall {
  method?: 'GET' | 'POST';
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** A JSON text. */
  body?: string;
}

const JSON_HEADERS = { accept: 'application/json', platform: '1' } as const;

/** One API call from a loader: its envelope, or null when the API could not be reached or answered no JSON. */
export async function callServerApi<T>(
  context: AppLoadContext,
  path: string,
  call: ServerApiCall,
): Promise<Envelope<T> | null> {
  try {
    const answer =
      typeof context?.apiJson === 'function'
        ? await context.apiJson(path, call)
        : await (await fetch(`${DEV_API_ORIGIN}${path}`, call)).json();
    return answer as Envelope<T>;
  } catch (error) {
    console.error('server api call failed', path, error);
    return null;
  }
}

/** A GET as the visitor of the page. */
export async function serverApi<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
): Promise<Envelope<T> | null> {
  const authorization = request.headers.get('authorization');
  return callServerApi<T>(context, path, {
    headers: authorization ? { ...JSON_HEADERS, authorization } : { ...JSON_HEADERS },
  });
}

/** A POST of a JSON body, anonymous (the chart and tool calculators). */
export async function postServerApi<T>(
  context: AppLoadContext,
  path: string,
  body: unknown,
): Promise<Envelope<T> | null> {
  return callServerApi<T>(context, path, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
