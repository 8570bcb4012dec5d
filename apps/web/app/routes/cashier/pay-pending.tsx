import { loadPayResult, PayResult } from '../../features/cashier/pay-result.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import type { Route } from './+types/pay-pending';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).system.payPending;
  return pageMeta(args, { title: page.title, description: page.description });
}

export function loader(args: Route.LoaderArgs) {
  return loadPayResult(args);
}

export default function PayPending({ params, loaderData }: Route.ComponentProps) {
  return <PayResult kind="payPending" transaction={params.transaction} data={loaderData} />;
}
