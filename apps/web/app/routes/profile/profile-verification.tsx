import { getVerificationStatus } from '../../api/verification.js';
import { serverCallOptions, settle } from '../../features/cashier/server-calls.js';
import { VerificationPanel } from '../../features/verification/verification-panel.js';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import type { Route } from './+types/profile-verification';

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, {
    title: t.pages.profile.tabs.verification,
    description: t.pages.profile.description,
  });
}

export async function loader(args: Route.LoaderArgs) {
  return { status: await settle(getVerificationStatus(serverCallOptions(args))) };
}

/** The profile's identity verification tab (issue 12). */
export default function ProfileVerification({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.profile.tabs.verification}
      </h2>
      <VerificationPanel initial={loaderData.status} />
    </section>
  );
}
