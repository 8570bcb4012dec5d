import { CONTENT_LIMITS, isContentPageSlug, isLocale } from '@jeton/domain';
import { type ClientLoaderFunctionArgs, data, Link, useLoaderData } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { RouteErrorView } from '../../ui/states.js';
import { ContentEditor } from './content-editor.js';

// One content page in one language: its fields, a Markdown preview rendered by the server (the same
// renderer players get), and Publish, which makes the next version.

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const { slug, locale } = params;
  if (!isContentPageSlug(slug) || !isLocale(locale)) throw data(null, { status: 404 });
  return loadWithSession(request, () => boCall('content/get', { slug, locale }));
}

export default function ContentEditRoute() {
  const { t, format, locale } = useI18n();
  const page = useLoaderData<typeof clientLoader>();
  return (
    <section className="page">
      <p>
        <Link to="/content">{t.content.back}</Link>
      </p>
      <div className="page-head">
        <h1>{format(t.content.editTitle, { title: page.title, locale: t.locales[page.locale] })}</h1>
      </div>
      <p data-testid="content-version">
        {format(t.content.version, { version: page.version, date: formatDateTime(page.updatedAt, locale) })}
      </p>
      {/* Keyed by version: a publish reloads the page, and the form starts from what is now in force. */}
      <ContentEditor key={page.version} page={page} limits={CONTENT_LIMITS} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
