import { notFound } from '../errors/not-found.js';
import { SaferGamblingPage } from '../features/responsible-gaming/safer-gambling-page.js';
import { formatMessage } from '../i18n/format.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { isContentSlug } from '../routing/content-pages.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { FeaturePage } from '../ui/feature-page.js';
import type { Route } from './+types/content-page';

// /{slug}: a content page. Unknown slugs are a 404, on the server and in the browser alike.

function checkSlug({ params, request }: { params: { slug: string }; request: Request }) {
  if (!isContentSlug(params.slug)) throw notFound(request.url);
  return { slug: params.slug };
}

export function loader(args: Route.LoaderArgs) {
  return checkSlug(args);
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return checkSlug(args);
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  const t = metaMessages(args);
  const title = t.pages.content.titles[args.loaderData.slug];
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title,
    description: formatMessage(t.pages.content.description, { title }, locale),
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const title = t.pages.content.titles[loaderData.slug];
  // Safer gambling has real texts in the web catalogue until the content configuration has one.
  if (loaderData.slug === 'responsible-gambling') return <SaferGamblingPage title={title} />;
  return <FeaturePage title={title} description="" empty={t.pages.content.empty} icon="empty" />;
}
