import type { ReactNode } from 'react';
import type { LinksFunction } from 'react-router';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import './app.css';
import { useLocale, useMessages } from './i18n/hooks.js';
import { format } from './i18n/messages.js';
import { useNonce } from './nonce.js';
import { SiteFooter } from './ui/site-footer.js';
import { SiteHeader } from './ui/site-header.js';
import { SystemPage } from './ui/system-page.js';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

// The default layout; it wraps the pages and the error boundary alike.
export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const nonce = useNonce();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteHeader />
        <main className="site-main">{children}</main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Spec section 2 maps 404 (and, for now, every other error) to the not-found page; the forbidden,
// maintenance and user-blocked pages come with the features that raise them. Not found has no button.
export function ErrorBoundary() {
  const t = useMessages();
  const { pathname, search } = useLocation();
  // One string, so the message is one text node: "Page Not Found: /path?query".
  return (
    <SystemPage
      heading={t.notFound.heading}
      description={format(t.notFound.message, { path: pathname + search })}
    />
  );
}
