import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Route } from './+types/withdraw';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.withdraw);
}

export default function Withdraw() {
  const page = useI18n().t.pages.withdraw;
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {page.title}
      </h2>
      <EmptyState text={page.empty} icon="wallet" />
    </section>
  );
}
