import { loadNotificationsPage } from '../../features/notifications/notifications-loader.js';
import { NotificationsView } from '../../features/notifications/notifications-view.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import type { Route } from './+types/profile-notifications';

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, { title: t.records.notifications.title, description: t.records.notifications.intro });
}

export function loader(args: Route.LoaderArgs) {
  return loadNotificationsPage(args);
}

/** Profile → notifications (issue 12, item 7). */
export default function ProfileNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsView data={loaderData} />;
}
