import { lazy, type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import './styles/base.css';
import { initialDataContext, localeContext } from './context.js';
import { errorPageFor } from './errors/error-page.js';
import { SYSTEM_PAGES } from './errors/system-pages.js';
import { loadClientGuards } from './guards/load-client-guards.js';
import { serverNavigationGuards } from './guards/server-guards.server.js';
import { formatMessage } from './i18n/format.js';
import { useI18n, useLocale } from './i18n/hooks.js';
import { localeFromPath, messagesFor } from './i18n/locale.js';
import { PageTexts } from './i18n/page-texts.js';
import { DefaultChrome } from './layouts/default-chrome.js';
import { EmptyChrome } from './layouts/empty-chrome.js';
import { useNonce } from './nonce.js';
import { pageMeta } from './seo/page-meta.js';
import { loadRobotsRules } from './seo/robots-rules.js';
import { currentRootData, isInitialDataStale, rememberRootData } from './session/client-session.js';
import type { RootData } from './session/root-data.js';
import { useRootData } from './session/root-data.js';
import { EarlyStylesheets } from './styles/early-stylesheets.js';
import { followInlinedStylesheets } from './styles/follow-inlined-stylesheets.js';
import { AfterHydration } from './ui/after-hydration.js';
import type { LoadDialog } from './ui/dialog/dialog-component.js';
import { DialogLoaderContext } from './ui/dialog/dialog-loader.js';
import { SystemPageView } from './ui/system-page-view.js';

// The navigation guards: on the server for the first request, in the browser for every navigation
// after. The browser's guards are not part of the first view: their module loads when the site's
// effects start (site-effects.tsx), or at the first navigation if that comes sooner.
export const middleware: Route.MiddlewareFunction[] = [serverNavigationGuards];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (args, next) => (await loadClientGuards()).clientNavigationGuards(args, next),
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const initial = context.get(initialDataContext) ?? { account: null, general: null };
  const url = new URL(request.url);
  return {
    locale: context.get(localeContext),
    ...initial,
    siteOrigin: context.publicOrigin ?? url.origin,
    host: request.headers.get('host') ?? url.host,
    robotsRules: await loadRobotsRules({ request, origin: context.apiOrigin, fetch: context.apiFetch }),
  };
}

// In the browser the guards (client middleware) have already loaded what this navigation needs.
export function clientLoader({ context }: Route.ClientLoaderArgs): RootData {
  const known = currentRootData();
  const initial = context.get(initialDataContext) ?? {
    account: known?.account ?? null,
    general: known?.general ?? null,
    content: known?.content ?? null,
  };
  return {
    locale: context.get(localeContext),
    ...initial,
    siteOrigin: known?.siteOrigin ?? window.location.origin,
    host: known?.host ?? window.location.host,
    robotsRules: known?.robotsRules ?? [],
  };
}

/** The session guard's rule: fresh player info when the path changes, not when only the query or hash does. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isInitialDataStale() || currentUrl.pathname !== nextUrl.pathname) return true;
  if (currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export function meta(args: Route.MetaArgs) {
  // A framed game client (/studio/{kind}, routes.ts) is outside the locale layouts and has no site
  // catalogue: its layout titles it. (The root's meta sees no child match to read a handle from.)
  if (args.location.pathname.startsWith('/studio/')) return [];
  const t = messagesFor(localeFromPath(args.location.pathname));
  if (args.error) {
    const { kind } = errorPageFor(args.error);
    return [
      { title: formatMessage(t.meta.titleTemplate, { page: t.system[kind].title }) },
      { name: 'robots', content: 'noindex, follow' },
    ];
  }
  return pageMeta(args, {
    title: t.meta.defaultTitle,
    description: t.meta.defaultDescription,
    fullTitle: true,
  });
}

// The feature dialogs, handed to ui/'s dialog host and buttons. Their table is imported only when
// a dialog is warmed or opens: it is no part of the first view (issue 17).
const loadDialog: LoadDialog = (name) =>
  import('./features/dialogs.js').then(({ DIALOGS }) => DIALOGS[name]());

/** The document: it wraps the pages and the error boundary alike. */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const nonce = useNonce();
  useHydratedMark();
  // The first page's CSS came inside its HTML (rendering/inline-stylesheets.ts): it leaves with its links.
  useEffect(() => followInlinedStylesheets(document), []);
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content="#0b0e1a" />
        <link rel="manifest" href={locale === 'fr' ? '/manifest.fr.webmanifest' : '/manifest.webmanifest'} />
        <Meta />
        <EarlyStylesheets />
        <Links />
      </head>
      <body>
        <DialogLoaderContext value={loadDialog}>{children}</DialogLoaderContext>
        <PageTexts />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * `<html data-hydrated>` once React has taken over the server's page. The page's scripts start after
 * its first paint (rendering/scripts-after-paint.ts), so the browser's load event can come before
 * them; end-to-end tests wait for this mark before they type or click.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The game clients (studio layout) are framed: none of the site's popups, chat or session hooks.
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  return bare ? <Outlet /> : <SiteApp loaderData={loaderData} />;
}

// Popups, timers, tracking, chat and the dialog and toast hosts: after hydration, in a chunk of
// their own, so that the first view loads and runs only what paints it (issue 17).
const SiteEffects = lazy(() => import('./layouts/site-effects.js'));

function SiteApp({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  useEffect(() => rememberRootData(loaderData), [loaderData]);
  return (
    <>
      <Outlet />
      <AfterHydration>
        <SiteEffects />
      </AfterHydration>
    </>
  );
}

/** Spec section 2's error-to-page mapping, each system page in its own layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, format } = useI18n();
  const location = useLocation();
  const root = useRootData();
  useEffect(() => {
    if (root) rememberRootData(root);
  }, [root]);
  const page = errorPageFor(error);
  // Fatal or unhandled error details go to the console (spec section 8); expected statuses do not.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const Chrome = SYSTEM_PAGES[page.kind].layout === 'empty' ? EmptyChrome : DefaultChrome;
  const description =
    page.kind === 'notFound'
      ? format(t.system.notFound.message, { path: notFoundPath(error, location.pathname + location.search) })
      : undefined;
  return (
    <Chrome>
      <SystemPageView kind={page.kind} description={description} />
    </Chrome>
  );
}

/** The full path of a 404, as the not-found routes put it in the error; the current path otherwise. */
function notFoundPath(error: unknown, currentPath: string): string {
  const data = isRouteErrorResponse(error) ? (error.data as { path?: unknown } | null) : null;
  return typeof data?.path === 'string' ? data.path : currentPath;
}
