import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { SystemPageView } from '../../ui/system-page-view.js';
import type { Route } from './+types/pay-cancel';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).system.payCancel;
  return pageMeta(args, { title: page.title, description: page.description });
}

export default function PayCancel() {
  return <SystemPageView kind="payCancel" />;
}
