import { metaMessages, pageMeta } from '../seo/page-meta.js';
import { SystemPageView } from '../ui/system-page-view.js';
import type { Route } from './+types/unsubscribe';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).system.unsubscribe;
  return pageMeta(args, { title: page.title, description: page.heading });
}

/** The unsubscribe system page. The API call (account/unsubscribe) comes with the contacts feature. */
export default function Unsubscribe() {
  return <SystemPageView kind="unsubscribe" />;
}
