import type { AppLoadContext } from 'react-router';
import type { Envelope } from '@xingtu/contracts/envelope';

// The tool pages' loaders reach the learning API in-process (or over HTTP under `react-router dev`); a GET with
// the query the form sent, or a POST with a JSON body (the house comparer).
const DEV_API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export async function toolApi<T>(
  context: AppLoadContext,
  path: string,
  body?: unknown,
): Promise<Envelope<T> | null> {
  const init: RequestInit =
    body === undefined
      ? { headers: { accept: 'application/json', platform: '1' } }
      : {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json', platform: '1' },
          body: JSON.stringify(body),
        };
  try {
    const response =
      typeof context?.apiFetch === 'function'
        ? await context.apiFetch(path, init)
        : await fetch(`${DEV_API_ORIGIN}${path}`, init);
    return (await response.json()) as Envelope<T>;
  } catch (error) {
    console.error('learning tool api call failed', path, error);
    return null;
  }
}
