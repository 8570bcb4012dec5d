import { useI18n } from '../i18n/hooks.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { FeaturePage } from '../ui/feature-page.js';
import type { Route } from './+types/providers';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.providers);
}

export default function Providers() {
  const page = useI18n().t.pages.providers;
  return (
    <FeaturePage title={page.title} description={page.description} empty={page.empty} icon="providers" />
  );
}
