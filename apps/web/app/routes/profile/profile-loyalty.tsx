import { useRevalidator } from 'react-router';
import { getLoyaltyInfo, getPointsHistory } from '../../api/loyalty.js';
import { serverCallOptions, settle } from '../../features/cashier/server-calls.js';
import { HISTORY_PAGE_SIZE, PointsHistory } from '../../features/loyalty/points-history.js';
import { StatusCard } from '../../features/loyalty/status-card.js';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { LoadError } from '../../ui/load-error.js';
import type { Route } from './+types/profile-loyalty';
import '../../features/loyalty/loyalty.css';

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, { title: t.pages.profile.tabs.loyalty, description: t.pages.loyalty.description });
}

export async function loader(args: Route.LoaderArgs) {
  const options = serverCallOptions(args);
  const [info, history] = await Promise.all([
    settle(getLoyaltyInfo(options)),
    settle(getPointsHistory({ offset: 0, count: HISTORY_PAGE_SIZE }, options)),
  ]);
  return { info, history };
}

/** Profile → loyalty: the player's status and character, and their points history from the ledger. */
export default function ProfileLoyalty({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const { info, history } = loaderData;
  const page = t.pages.profileLoyalty;
  return (
    <section aria-labelledby="tab-heading" className="loyalty-page">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.profile.tabs.loyalty}
      </h2>
      {info.ok ? (
        <StatusCard info={info.data} onChanged={() => void revalidator.revalidate()} />
      ) : (
        <LoadError text={page.loadError} retryLabel={t.pages.loyalty.retry} />
      )}
      <h3 className="loyalty-subheading">{page.historyTitle}</h3>
      {history.ok ? (
        <PointsHistory key={history.data.items[0]?.id ?? 0} first={history.data} />
      ) : (
        <LoadError text={page.loadError} retryLabel={t.pages.loyalty.retry} />
      )}
    </section>
  );
}
