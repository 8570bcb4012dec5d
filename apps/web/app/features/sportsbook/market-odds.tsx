import type { SportsEvent, SportsMarket } from '@jeton/domain';
import { useI18n } from '../../i18n/hooks.js';
import { OddsButton } from './odds-button.js';
import { type SlipItem, slipItemOf } from './slip-item.js';

/**
 * One market: its name (and "Suspended"), and its prices as buttons that fill the slip; a market
 * already resulted shows its result (or that it was void) and nothing to pick.
 */
export function MarketOdds({
  event,
  market,
  slip,
  onToggle,
}: {
  event: SportsEvent;
  market: SportsMarket;
  slip: readonly SlipItem[];
  onToggle: (item: SlipItem) => void;
}) {
  const { t, format } = useI18n();
  const page = t.pages.betting;
  if (market.status === 'settled' || market.status === 'void') {
    // Resulted while the match goes on (decision 0080): its result instead of prices to pick.
    const winner = market.selections.find((selection) => selection.id === market.winning_selection_id);
    return (
      <fieldset className="sports-market is-resulted">
        <legend className="sports-market-name">
          {market.name}
          <span className="sports-suspended"> · {page.settled}</span>
        </legend>
        <p className="sports-market-result">
          {market.status === 'settled' && winner
            ? format(page.marketResult, { selection: winner.name })
            : page.marketVoid}
        </p>
      </fieldset>
    );
  }
  return (
    <fieldset className="sports-market">
      <legend className="sports-market-name">
        {market.name}
        {market.status === 'suspended' ? <span className="sports-suspended"> · {page.suspended}</span> : null}
      </legend>
      <div className="sports-odds-row">
        {market.selections.map((selection) => (
          <OddsButton
            key={selection.id}
            selection={selection}
            selected={slip.some((item) => item.selectionId === selection.id)}
            disabled={market.status !== 'open'}
            onToggle={() => onToggle(slipItemOf(event, market, selection))}
          />
        ))}
      </div>
    </fieldset>
  );
}
