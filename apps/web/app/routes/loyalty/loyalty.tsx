import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Route } from './+types/loyalty';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.loyalty);
}

export default function Loyalty() {
  const { t } = useI18n();
  return <EmptyState text={t.pages.loyalty.empty} icon="loyalty" />;
}
