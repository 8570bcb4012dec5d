import { formatMessage } from '../i18n/format.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { FeaturePage } from '../ui/feature-page.js';
import type { Route } from './+types/promotion';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.promotion;
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: formatMessage(page.title, { id: args.params.id }, locale),
    description: page.description,
  });
}

export default function Promotion({ params }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const page = t.pages.promotion;
  const title = format(page.title, { id: params.id });
  return (
    <FeaturePage
      title={title}
      description={page.description}
      breadcrumb={[{ label: t.pages.promotions.title, to: PATHS.promotions }, { label: title }]}
      empty={page.empty}
      icon="promotions"
    />
  );
}
