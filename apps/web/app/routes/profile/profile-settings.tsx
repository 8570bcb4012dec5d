import { loadSettingsPage } from '../../features/profile/settings-loader.js';
import { SettingsPage } from '../../features/profile/settings-page.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import type { Route } from './+types/profile-settings';

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, { title: t.pages.profile.tabs.settings, description: t.pages.profile.description });
}

export function loader(args: Route.LoaderArgs) {
  return loadSettingsPage(args);
}

/** Personal details, account preferences and contacts (features/profile/settings-page.tsx). */
export default function ProfileSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsPage data={loaderData} />;
}
