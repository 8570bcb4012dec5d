import { loadSecurityPage } from '../../features/security/security-loader.js';
import { SecurityPage } from '../../features/security/security-page.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import type { Route } from './+types/profile-security';

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, { title: t.pages.profile.tabs.security, description: t.pages.profile.description });
}

export function loader(args: Route.LoaderArgs) {
  return loadSecurityPage(args);
}

export default function ProfileSecurity({ loaderData }: Route.ComponentProps) {
  return <SecurityPage data={loaderData} />;
}
