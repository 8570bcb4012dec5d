import { useSearchParams } from 'react-router';
import { UnsubscribeView } from '../features/profile/unsubscribe-view.js';
import { metaMessages, pageMeta } from '../seo/page-meta.js';
import type { Route } from './+types/unsubscribe';

export function meta(args: Route.MetaArgs) {
  const page = metaMessages(args).system.unsubscribe;
  return pageMeta(args, { title: page.title, description: page.heading });
}

/** The unsubscribe system page: the signed link of a marketing message lands here (`?token=`). */
export default function Unsubscribe() {
  const [params] = useSearchParams();
  return <UnsubscribeView token={params.get('token')?.trim() ?? ''} />;
}
