import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Route } from './+types/loyalty-shop';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.loyaltyShop);
}

export default function LoyaltyShop() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.loyaltyShop.title}
      </h2>
      <EmptyState text={t.pages.loyaltyShop.empty} icon="gift" />
    </section>
  );
}
