// What the server mount (apps/server/src/web/ssr-plugin.ts) puts on the context of every request.
// With middleware enabled the context is a RouterContextProvider; the mount assigns these plain fields
// on it (React Router's documented migration path), because the server cannot import the web app's
// typed context keys. Read them only on the server: they do not exist in the browser.
import type { ApiFetch } from './api/client.js';
import type { StylesheetText } from './rendering/inline-stylesheets.js';

declare module 'react-router' {
  interface RouterContextProvider {
    /**
     * The server's own local address, e.g. `http://127.0.0.1:3000`. SSR calls of the product API go
     * there rather than to the request's Host, which the client controls.
     */
    apiOrigin?: string;
    /**
     * A fetch that hands the SSR calls of the product API to the same server in-process (no socket),
     * counted on the player's IP. Used with apiOrigin, whose URLs it understands.
     */
    apiFetch?: ApiFetch;
    /** The nonce that the response's Content-Security-Policy allows inline scripts with. */
    cspNonce?: string;
    /** The address players use (PUBLIC_URL), for canonical and hreflang links. */
    publicOrigin?: string;
    /**
     * The locale's content configuration document as the API serves it (JSON text), read by the
     * server from its own settings; null when the locale has none. Absent: ask the API.
     */
    contentDocument?: (locale: string) => Promise<string | null>;
    /**
     * The text of a stylesheet of the client build, which the page's HTML then carries instead of
     * waiting for the file (rendering/inline-stylesheets.ts). Absent (development): links only.
     */
    stylesheetText?: StylesheetText;
  }
}
