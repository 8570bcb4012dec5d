import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Route } from './+types/receipt';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.receipt);
}

export default function Receipt() {
  const page = useI18n().t.pages.receipt;
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {page.title}
      </h2>
      <EmptyState text={page.empty} icon="history" />
    </section>
  );
}
