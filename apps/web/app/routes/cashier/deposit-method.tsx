import { loadDepositPage } from '../../features/cashier/deposit-loader.js';
import { DepositPage } from '../../features/cashier/deposit-page.js';
import { formatMessage } from '../../i18n/format.js';
import { localeFromPath } from '../../i18n/locale.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
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

export function loader(args: Route.LoaderArgs) {
  return loadDepositPage(args);
}

export default function DepositMethod({ loaderData, params }: Route.ComponentProps) {
  return <DepositPage data={loaderData} sysname={params.sysname} />;
}
