import { useLocation } from 'react-router';
import { PROFILE_TAB_MESSAGES, profileTabOf } from '../../features/profile/profile-tabs.js';
import { useI18n } from '../../i18n/hooks.js';
import type { Messages } from '../../i18n/messages.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Route } from './+types/profile-tab';

// The profile tabs after settings (security ... notification): one module, the tab named by the path.

function texts(t: Messages, pathname: string) {
  const tab = profileTabOf(pathname) ?? 'security';
  const { label, page } = PROFILE_TAB_MESSAGES[tab];
  return { title: t.pages.profile.tabs[label], empty: (t.pages[page] as { empty: string }).empty };
}

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, {
    title: texts(t, args.location.pathname).title,
    description: t.pages.profile.description,
  });
}

export default function ProfileTab() {
  const { t } = useI18n();
  const { title, empty } = texts(t, useLocation().pathname);
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {title}
      </h2>
      <EmptyState text={empty} icon="user" />
    </section>
  );
}
