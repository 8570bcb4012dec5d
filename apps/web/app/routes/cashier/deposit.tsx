import { loadDepositPage } from '../../features/cashier/deposit-loader.js';
import { DepositPage } from '../../features/cashier/deposit-page.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import type { Route } from './+types/deposit';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.deposit);
}

export function loader(args: Route.LoaderArgs) {
  return loadDepositPage(args);
}

/** /cashier/deposit: the methods, the first one's form until the player picks another. */
export default function Deposit({ loaderData }: Route.ComponentProps) {
  return <DepositPage data={loaderData} sysname={null} />;
}
