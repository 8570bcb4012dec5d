import { loadWithdrawPage } from '../../features/cashier/withdraw-loader.js';
import { WithdrawPage } from '../../features/cashier/withdraw-page.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import type { Route } from './+types/withdraw';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.withdraw);
}

export function loader(args: Route.LoaderArgs) {
  return loadWithdrawPage(args);
}

export default function Withdraw({ loaderData }: Route.ComponentProps) {
  return <WithdrawPage data={loaderData} />;
}
