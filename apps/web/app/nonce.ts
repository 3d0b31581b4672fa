import { createContext, useContext } from 'react';

// The Content-Security-Policy nonce of this server render. The server allows only inline scripts
// carrying it (no 'unsafe-inline'), so React Router's hydration scripts take it from here. In the
// browser it is empty: scripts added after hydration are not inline.
export const NonceContext = createContext('');

export const useNonce = (): string => useContext(NonceContext);
