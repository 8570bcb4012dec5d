import { formatMessage } from '../../i18n/format.js';
import { useI18n } from '../../i18n/hooks.js';
import { localeFromPath } from '../../i18n/locale.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Route } from './+types/loyalty-program';

// /loyalty/{sysname}: one loyalty programme.

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.loyaltyProgram;
  const locale = localeFromPath(args.location.pathname);
  return pageMeta(args, {
    title: formatMessage(page.title, { name: args.params.sysname }, locale),
    description: page.description,
  });
}

export default function LoyaltyProgram({ params }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const page = t.pages.loyaltyProgram;
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {format(page.title, { name: params.sysname })}
      </h2>
      <EmptyState text={page.empty} icon="loyalty" />
    </section>
  );
}
