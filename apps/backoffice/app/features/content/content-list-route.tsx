import type { ContentListItem } from '@jeton/domain/backoffice';
import { type ClientLoaderFunctionArgs, Link, useLoaderData } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { RouteErrorView } from '../../ui/states.js';
import { RobotsEditor } from './robots-editor.js';
import './content-editor.css';

// The content pages in every language, each with a link to its editor, and the robots.txt rules.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, async () => {
    const [pages, robots] = await Promise.all([boCall('content/list', {}), boCall('content/getRobots', {})]);
    return { pages: pages.items, robots: robots.disallow };
  });
}

export default function ContentListRoute() {
  const { t, format, locale } = useI18n();
  const { pages, robots } = useLoaderData<typeof clientLoader>();
  const columns: Column<ContentListItem>[] = [
    { key: 'slug', header: t.content.columns.page, render: (p) => <code>/{p.slug}</code> },
    { key: 'locale', header: t.content.columns.locale, render: (p) => t.locales[p.locale] },
    {
      key: 'title',
      header: t.content.columns.title,
      render: (p) => (
        <Link
          to={`/content/${p.locale}/${p.slug}`}
          aria-label={format(t.content.editTitle, { title: p.title, locale: t.locales[p.locale] })}
        >
          {p.title}
        </Link>
      ),
    },
    { key: 'version', header: t.content.columns.version, align: 'end', render: (p) => p.version },
    {
      key: 'updatedAt',
      header: t.content.columns.updatedAt,
      render: (p) => formatDateTime(p.updatedAt, locale),
    },
    { key: 'by', header: t.content.columns.by, render: (p) => p.operatorEmail ?? t.content.seeded },
  ];
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.content.title}</h1>
      </div>
      <p>{t.content.intro}</p>
      <DataTable
        caption={t.content.title}
        columns={columns}
        rows={pages}
        rowKey={(p) => `${p.locale}/${p.slug}`}
        testId="content-table"
      />
      <RobotsEditor rules={robots} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
