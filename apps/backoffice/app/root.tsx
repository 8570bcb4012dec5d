import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { I18nProvider } from './i18n/i18n-context.js';
import { RouteErrorView } from './ui/states.js';
import { ToastProvider } from './ui/toast.js';
import './styles/app.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>Jeton back office</title>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <I18nProvider>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </I18nProvider>
  );
}

/** Shown by index.html until the app has started. */
export function HydrateFallback() {
  return (
    <p className="boot" aria-live="polite">
      Jeton back office…
    </p>
  );
}

export function ErrorBoundary() {
  return (
    <I18nProvider>
      <RouteErrorView />
    </I18nProvider>
  );
}
