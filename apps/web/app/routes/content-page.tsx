import type { ContentPage as ContentPageData } from '@jeton/domain';
import { useRevalidator } from 'react-router';
import { getContentPage } from '../api/content.js';
import { notFound } from '../errors/not-found.js';
import { ContentArticle } from '../features/content/content-article.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { isContentSlug } from '../routing/content-pages.js';
import { metaMessages, pageMeta, siteOrigin } from '../seo/page-meta.js';
import { webPageJsonLd } from '../seo/structured-data.js';
import { PageHeader } from '../ui/page-header.js';
import type { Route } from './+types/content-page';

// /{slug}: a content page, the operator's Markdown rendered by the server. Unknown slugs, and pages
// with no text in this locale, are a 404.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isContentSlug(params.slug)) throw notFound(request.url);
  const locale = localeFromPath(new URL(request.url).pathname);
  let page: ContentPageData | null;
  try {
    page = await getContentPage(params.slug, {
      request,
      origin: context.apiOrigin,
      fetch: context.apiFetch,
      locale,
    });
  } catch (error) {
    // Logged; the page offers to try again.
    console.error('content/getPage failed', error);
    return { slug: params.slug, page: null };
  }
  if (!page) throw notFound(request.url);
  return { slug: params.slug, page };
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  const t = metaMessages(args);
  const { page, slug } = args.loaderData;
  if (!page) return pageMeta(args, { title: t.content.titles[slug], description: '', noindex: true });
  const origin = siteOrigin(args);
  return pageMeta(args, {
    title: page.title,
    description: page.description,
    noindex: page.robots === 'noindex',
    ogType: 'article',
    ogImage: page.ogImage,
    jsonLd: [
      webPageJsonLd({
        url: origin + args.location.pathname,
        name: page.title,
        description: page.description,
        locale: page.locale,
        dateModified: page.updatedAt,
        publisher: t.meta.siteName,
      }),
    ],
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  if (loaderData.page) return <ContentArticle page={loaderData.page} />;
  const title = t.content.titles[loaderData.slug];
  return (
    <div className="page">
      <PageHeader title={title} breadcrumb={[{ label: title }]} />
      <div role="alert">
        <p>{t.content.loadError}</p>
        <button type="button" className="button button-primary" onClick={() => void revalidator.revalidate()}>
          {t.content.retry}
        </button>
      </div>
    </div>
  );
}
