import type { BettingBonusPage } from '../../api/betting-bonuses.js';
import { useI18n } from '../../i18n/hooks.js';
import { EmptyState } from '../../ui/empty-state.js';
import type { Settled } from '../cashier/server-calls.js';
import { BettingBonusActions } from './betting-bonus-actions.js';
import { BettingBonusCard } from './betting-bonus-card.js';

/**
 * Profile → bonuses: the player's free bets (decision 0070), with activate, remove and bet. Shown
 * once the player has one; one at a time can be active or in a bet.
 */
export function BettingBonusesSection({ bettingBonuses }: { bettingBonuses: Settled<BettingBonusPage> }) {
  const { t } = useI18n();
  const texts = t.pages.bettingBonuses;
  if (!bettingBonuses.ok) return <EmptyState text={texts.loadError} icon="warning" />;
  const items = bettingBonuses.data.items;
  if (items.length === 0) return null;
  const inUse = items.some((bonus) => bonus.status === 'active' || bonus.status === 'staked');
  return (
    <div className="bonuses-section">
      <h3 className="section-heading">{texts.title}</h3>
      <p className="bonuses-intro">{texts.intro}</p>
      <ul className="bonus-list" aria-label={texts.listLabel}>
        {items.map((bonus) => (
          <BettingBonusCard key={bonus.id} bonus={bonus}>
            {bonus.status === 'available' || bonus.status === 'active' ? (
              <BettingBonusActions bonus={bonus} canActivate={!inUse} />
            ) : null}
          </BettingBonusCard>
        ))}
      </ul>
    </div>
  );
}
