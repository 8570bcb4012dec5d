import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { SystemPageView } from '../../ui/system-page-view.js';
import { TransactionNumber } from '../../ui/transaction-number.js';
import type { Route } from './+types/pay-pending';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).system.payPending;
  return pageMeta(args, { title: page.title, description: page.description });
}

export default function PayPending({ params }: Route.ComponentProps) {
  return (
    <SystemPageView kind="payPending">
      <TransactionNumber id={params.transaction} />
    </SystemPageView>
  );
}
