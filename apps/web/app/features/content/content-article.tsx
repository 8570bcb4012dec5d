import type { ContentPage } from '@jeton/domain';
import { formatDate } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { PageHeader } from '../../ui/page-header.js';
import { SelfAssessment } from '../responsible-gaming/self-assessment.js';
import './content-article.css';

/**
 * A content page: the operator's title and lead, then the Markdown the server rendered and
 * sanitised (content/getPage), inserted as is. The safer-gambling page adds its self-assessment.
 */
export function ContentArticle({ page }: { page: ContentPage }) {
  const { t, locale, format } = useI18n();
  // UTC: the server and the browser write the same date, so hydration matches.
  const updated = formatDate(page.updatedAt, locale, { timeZone: 'UTC' });
  return (
    <div className="page">
      <PageHeader title={page.title} description={page.description} breadcrumb={[{ label: page.title }]} />
      <article className="content-article" data-testid="content-article">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server from Markdown with raw HTML off, then sanitised against an allow-list (content-pages/markdown-renderer.ts). */}
        <div className="content-prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        {page.slug === 'responsible-gambling' && <SelfAssessment />}
        <p className="content-updated">{format(t.content.updated, { date: updated })}</p>
      </article>
    </div>
  );
}
