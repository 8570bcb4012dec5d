// What the server mount (apps/server/src/web/ssr-plugin.ts) passes to every loader, action and entry.server.
declare module 'react-router' {
  interface AppLoadContext {
    /**
     * The server's own local address, e.g. `http://127.0.0.1:3000`. SSR calls of the product API go
     * there rather than to the request's Host, which the client controls.
     */
    apiOrigin?: string;
    /** The nonce that the response's Content-Security-Policy allows inline scripts with. */
    cspNonce?: string;
  }
}

export {};
