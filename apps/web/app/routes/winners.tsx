import { useI18n } from '../i18n/hooks.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { FeaturePage } from '../ui/feature-page.js';
import type { Route } from './+types/winners';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.winners);
}

export default function Winners() {
  const page = useI18n().t.pages.winners;
  return <FeaturePage title={page.title} description={page.description} empty={page.empty} icon="winners" />;
}
