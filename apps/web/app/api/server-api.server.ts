import type { AppLoadContext } from 'react-router';
import type { Envelope } from '@xingtu/contracts/envelope';

// Loaders call the API in-process through the load context the Fastify server provides; the
// visitor's Authorization header travels along. Under `react-router dev` there is no context, so
// the API is reached over HTTP instead.

const DEV_API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export async function serverApi<T>(
  context: AppLoadContext,
  request: Request,
  path: string,
): Promise<Envelope<T> | null> {
  const headers = new Headers({ accept: 'application/json', platform: '1' });
  const authorization = request.headers.get('authorization');
  if (authorization) headers.set('authorization', authorization);
  try {
    const response =
      typeof context?.apiFetch === 'function'
        ? await context.apiFetch(path, { headers })
        : await fetch(`${DEV_API_ORIGIN}${path}`, { headers });
    return (await response.json()) as Envelope<T>;
  } catch (error) {
    console.error('server api call failed', path, error);
    return null;
  }
}
