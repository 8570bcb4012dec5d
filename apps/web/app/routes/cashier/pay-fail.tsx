import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { SystemPageView } from '../../ui/system-page-view.js';
import { TransactionNumber } from '../../ui/transaction-number.js';
import type { Route } from './+types/pay-fail';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).system.payFail;
  return pageMeta(args, { title: page.title, description: page.description });
}

export default function PayFail({ params }: Route.ComponentProps) {
  return (
    <SystemPageView kind="payFail">
      <TransactionNumber id={params.transaction} />
    </SystemPageView>
  );
}
