import { createApiClient, type ApiClient } from './client.ts';
import { notify } from './notify.ts';
import { navigate } from './navigation.ts';
import { markSignedOut } from './session-store.ts';
import { browserStore } from './storage.ts';

// The browser's one client. Created on first use (never during the server render).

let client: ApiClient | null = null;

export function api(): ApiClient {
  if (typeof window === 'undefined')
    throw new Error('api() is for the browser; loaders use the load context');
  client ??= createApiClient({
    local: browserStore('local'),
    session: browserStore('session'),
    notify,
    currentUrl: () => `${window.location.pathname}${window.location.search}`,
    currentHref: () => window.location.href,
    navigate,
    userAgent: () => navigator.userAgent,
    onSessionCleared: markSignedOut,
  });
  // End-to-end tests drive the shared client directly (several requests at once) when they ask to.
  if (window.localStorage.getItem('xt:e2e') === '1')
    (window as unknown as { __xingtuApi?: ApiClient }).__xingtuApi = client;
  return client;
}
