import type { FreeSpinPack } from '@jeton/domain';
import { Link } from 'react-router';
import { getBettingBonuses } from '../../api/betting-bonuses.js';
import { type BonusPage, getBonuses } from '../../api/bonuses.js';
import { getFreeSpinPacks } from '../../api/games.js';
import { BettingBonusesSection } from '../../features/betting-bonuses/betting-bonuses-section.js';
import { BonusActions } from '../../features/bonuses/bonus-actions.js';
import { BonusCard } from '../../features/bonuses/bonus-card.js';
import { type Settled, serverCallOptions, settle } from '../../features/cashier/server-calls.js';
import { PromoCodeForm } from '../../features/promo-codes/promo-code-form.js';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { metaMessages, pageMeta } from '../../seo/page-meta.js';
import { EmptyState } from '../../ui/empty-state.js';
import { formatMoney } from '../../ui/money.js';
import type { Route } from './+types/profile-bonuses';
import '../../features/bonuses/bonuses.css';
import '../../features/cashier/cashier.css';

// Profile → bonuses: a promo-code field, the player's bonuses (activate, remove, the wagering of each), their betting
// bonuses (free bets: activate, remove, bet) and their free spins, each a way into its game.

/** Bonuses shown: the running ones and the latest ended (the history tab of the cashier has all). */
const BONUS_COUNT = 20;

export async function loader(args: Route.LoaderArgs) {
  const options = serverCallOptions(args);
  const [bonuses, bettingBonuses, freeSpins] = await Promise.all([
    settle(getBonuses({ offset: 0, count: BONUS_COUNT }, options)),
    settle(getBettingBonuses({ offset: 0, count: BONUS_COUNT }, options)),
    settle(getFreeSpinPacks(options)),
  ]);
  return { bonuses, bettingBonuses, freeSpins };
}

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  return pageMeta(args, { title: t.pages.profile.tabs.bonuses, description: t.pages.profile.description });
}

export default function ProfileBonuses({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { bonuses, bettingBonuses, freeSpins } = loaderData;
  return (
    <section aria-labelledby="tab-heading">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.profile.tabs.bonuses}
      </h2>
      <PromoCodeForm />
      <BonusesSection
        bonuses={bonuses}
        hasBettingBonuses={bettingBonuses.ok && bettingBonuses.data.items.length > 0}
      />
      <BettingBonusesSection bettingBonuses={bettingBonuses} />
      <FreeSpinsSection freeSpins={freeSpins} />
    </section>
  );
}

function BonusesSection({
  bonuses,
  hasBettingBonuses,
}: {
  bonuses: Settled<BonusPage>;
  /** The player holds betting bonuses (listed below): no "you have no bonuses" then. */
  hasBettingBonuses: boolean;
}) {
  const { t, locale } = useI18n();
  const texts = t.pages.bonuses;
  if (!bonuses.ok) return <EmptyState text={texts.loadError} icon="warning" />;
  const items = bonuses.data.items;
  if (items.length === 0 && hasBettingBonuses) return null;
  if (items.length === 0) {
    return (
      <div className="bonuses-section">
        <EmptyState text={texts.empty} icon="gift" />
        <p>
          <Link className="button button-primary" to={localizePath(PATHS.deposit, locale)}>
            {texts.deposit}
          </Link>
        </p>
      </div>
    );
  }
  const running = items.some((bonus) => bonus.status === 'active');
  return (
    <div className="bonuses-section">
      <p className="bonuses-intro">{texts.howItWorks}</p>
      <ul className="bonus-list" aria-label={texts.listLabel}>
        {items.map((bonus) => (
          <BonusCard key={bonus.id} bonus={bonus}>
            {bonus.status === 'active' || bonus.status === 'available' ? (
              <BonusActions bonus={bonus} canActivate={!running} />
            ) : null}
          </BonusCard>
        ))}
      </ul>
    </div>
  );
}

function FreeSpinsSection({ freeSpins }: { freeSpins: Settled<FreeSpinPack[]> }) {
  const { t, locale, format } = useI18n();
  const texts = t.pages.bonuses;
  if (!freeSpins.ok || freeSpins.data.length === 0) return null;
  return (
    <div className="bonuses-section">
      <h3 className="section-heading">{texts.freeSpinsTitle}</h3>
      <ul className="free-spin-list">
        {freeSpins.data.map((pack) => {
          const game = pack.game.description?.name || pack.game.name;
          return (
            <li key={pack.id} className="free-spin-pack">
              <div>
                <p>{format(texts.freeSpins, { count: pack.count, game })}</p>
                <p className="free-spin-pack-left">
                  {format(texts.freeSpinsLeft, {
                    remaining: pack.remaining_count,
                    stake: formatMoney(pack.stake.amount, pack.stake.currency, locale),
                    date: formatDateTime(pack.expired_at, locale),
                  })}
                </p>
              </div>
              <Link
                className="button button-primary"
                to={localizePath(PATHS.game(pack.game.sysname), locale)}
                aria-label={format(texts.play, { game })}
              >
                {texts.playShort}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
