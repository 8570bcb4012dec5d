import { useLocation } from 'react-router';
import {
  PENDING_PROFILE_TABS,
  type PendingProfileTab,
  PROFILE_TAB_LABELS,
  profileTabOf,
} from '../../features/profile/profile-tabs.js';
import { useI18n } from '../../i18n/hooks.js';
import type { Messages } from '../../i18n/messages.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Route } from './+types/profile-tab';

// The profile tab whose feature has not come yet (cashback): one module, the tab
// named by the path.

function texts(t: Messages, pathname: string) {
  const tab = profileTabOf(pathname);
  const pending: PendingProfileTab =
    tab && tab in PENDING_PROFILE_TABS ? (tab as PendingProfileTab) : 'cashback';
  return {
    title: t.pages.profile.tabs[PROFILE_TAB_LABELS[pending]],
    empty: t.pages[PENDING_PROFILE_TABS[pending]].empty,
  };
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
