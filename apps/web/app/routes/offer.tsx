import { formatMessage } from '../i18n/format.js';
import { useI18n } from '../i18n/hooks.js';
import { localeFromPath } from '../i18n/locale.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { FeaturePage } from '../ui/feature-page.js';
import type { Route } from './+types/offer';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.offer;
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: formatMessage(page.title, { id: args.params.id }, locale),
    description: page.description,
  });
}

export default function Offer({ params }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const page = t.pages.offer;
  const title = format(page.title, { id: params.id });
  return (
    <FeaturePage
      title={title}
      description={page.description}
      breadcrumb={[{ label: t.pages.offers.title, to: PATHS.offers }, { label: title }]}
      empty={page.empty}
      icon="offers"
    />
  );
}
