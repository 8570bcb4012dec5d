import { formatMessage } from '../../i18n/format.js';
import { useI18n } from '../../i18n/hooks.js';
import { localeFromPath } from '../../i18n/locale.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Route } from './+types/deposit-method';

// /cashier/deposit/{sysname}: a payment method, named in the URL by its sysname.

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).pages.depositMethod;
  const locale = localeFromPath(args.location.pathname);
  const method = args.params.sysname;
  return pageMeta(args, {
    title: formatMessage(page.title, { method }, locale),
    description: formatMessage(page.description, { method }, locale),
  });
}

export default function DepositMethod({ params }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const page = t.pages.depositMethod;
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {format(page.title, { method: params.sysname })}
      </h2>
      <EmptyState text={page.empty} icon="deposit" />
    </section>
  );
}
