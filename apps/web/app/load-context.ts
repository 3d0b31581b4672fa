// The Fastify server hands every server render this context (see apps/server, web adapter).
declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the API in-process; the path starts with /api or /base. */
    apiFetch(path: string, init?: RequestInit): Promise<Response>;
    /** This render's Content-Security-Policy nonce, for the inline scripts (see nonce.ts). */
    cspNonce?: string;
  }
}

export {};
