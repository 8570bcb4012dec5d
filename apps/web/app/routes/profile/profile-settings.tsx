import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Route } from './+types/profile-settings';

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, { title: t.pages.profile.tabs.settings, description: t.pages.profile.description });
}

/**
 * Personal details. Its query (`from`, `toastType`: features/profile/profile-tabs.ts) is for the
 * profile form, which comes with the profile feature and returns the player to `from` after saving.
 */
export default function ProfileSettings() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.profile.tabs.settings}
      </h2>
      <EmptyState text={t.pages.profileSettings.empty} icon="user" />
    </section>
  );
}
