import { useRevalidator } from 'react-router';
import { GuestJoin } from '../../features/loyalty/guest-join.js';
import { LevelLadder } from '../../features/loyalty/level-ladder.js';
import { loadProgramme } from '../../features/loyalty/loyalty-loader.js';
import { StatusCard } from '../../features/loyalty/status-card.js';
import { useLoyaltyNotices } from '../../features/loyalty/use-loyalty-notices.js';
import { useI18n } from '../../i18n/hooks.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { LoadError } from '../../ui/load-error.js';
import type { Route } from './+types/loyalty';
import '../../features/loyalty/loyalty.css';

// /loyalty: the programme (how to earn, the levels) for everyone; the player's status, or a guest's
// call to join.

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, metaMessages(args).pages.loyalty);
}

export function loader(args: Route.LoaderArgs) {
  return loadProgramme(args);
}

export default function Loyalty({ loaderData }: Route.ComponentProps) {
  const { t, format, locale } = useI18n();
  const page = t.pages.loyalty;
  const revalidator = useRevalidator();
  const { levels, info } = loaderData;
  useLoyaltyNotices(info?.ok === true, info?.ok ? info.data.lifetime_points : null);
  const unit = locale === 'fr' ? '1,00' : '1.00';
  return (
    <div className="loyalty-page">
      {info === null ? (
        <GuestJoin />
      ) : info.ok ? (
        <StatusCard info={info.data} onChanged={() => void revalidator.revalidate()} />
      ) : (
        <LoadError text={page.loadError} retryLabel={t.pages.loyalty.retry} />
      )}
      <section aria-labelledby="loyalty-how-heading" className="loyalty-how">
        <h2 id="loyalty-how-heading" className="section-heading">
          {page.howTitle}
        </h2>
        <ul>
          <li>{format(page.how1, { unit })}</li>
          <li>{page.how2}</li>
          <li>{page.how3}</li>
        </ul>
      </section>
      <section aria-labelledby="loyalty-levels-heading">
        <h2 id="loyalty-levels-heading" className="section-heading">
          {page.levelsTitle}
        </h2>
        {levels.ok ? (
          <LevelLadder levels={levels.data.items} current={info?.ok ? info.data.level.sysname : null} />
        ) : (
          <LoadError text={page.loadError} retryLabel={t.pages.loyalty.retry} />
        )}
      </section>
    </div>
  );
}
