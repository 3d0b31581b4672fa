import type { AppLoadContext } from 'react-router';
import type { Envelope } from '@xingtu/contracts/envelope';

// Server renders of chart pages post to the chart API in-process (or over HTTP under `react-router dev`).
const DEV_API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export async function postChartApi<T>(
  context: AppLoadContext,
  path: string,
  body: unknown,
): Promise<Envelope<T> | null> {
  const init: RequestInit = {
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
    console.error('chart api call failed', path, error);
    return null;
  }
}
