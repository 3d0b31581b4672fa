// How long a graceful stop waits (server.ts, and the cluster primary of cluster.ts), in a module of
// its own so the cluster primary does not load the whole app for two numbers.

/** After this long a shutdown gives up waiting (compose's stop_grace_period is longer). */
export const SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * How long a shutdown leaves idle keep-alive connections for the client to close: longer than the
 * proxy's upstream keep-alive timeout (deploy/nginx.conf `keepalive_timeout 4s`).
 */
export const IDLE_CONNECTION_GRACE_MS = 5_000;
