// The Fastify server hands every server render this context (see apps/server, web adapter).
declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Calls the API in-process and answers its JSON body; the path starts with /api or /base, the
     * header names are in lower case, the body is a JSON text.
     */
    apiJson(
      path: string,
      init?: { method?: string; headers?: Record<string, string>; body?: string },
    ): Promise<unknown>;
    /** This render's Content-Security-Policy nonce, for the inline scripts (see nonce.ts). */
    cspNonce?: string;
    /**
     * The server sends this page in one piece (a public page asked for anonymously): the render
     * waits for everything and hands over one buffer instead of a stream (entry.server.tsx).
     */
    wholePage?: boolean;
  }
}

export {};
