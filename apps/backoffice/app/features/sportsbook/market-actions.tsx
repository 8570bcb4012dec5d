import { useI18n } from '../../i18n/i18n-context.js';
import { type MarketRow, namesOf as names, type Pending } from './market-row.js';

export interface MarketActionsProps {
  row: MarketRow;
  /** The winner chosen so far per market id. */
  winners: Record<number, number>;
  onWinner: (marketId: number, selectionId: number) => void;
  setStatus: (row: MarketRow, next: 'open' | 'suspended') => Promise<void>;
  setPending: (pending: Pending) => void;
}

/** A market's buttons: suspend or reopen, settle with the chosen winner, void the event. */
export function MarketActions({ row, winners, onWinner, setStatus, setPending }: MarketActionsProps) {
  const { t, format } = useI18n();
  const texts = t.sportsbook;
  const { market, event } = row;
  const open = market.status === 'open' || market.status === 'suspended';
  const winner = winners[market.id] ?? market.selections[0]?.id;
  return (
    <div className="row-actions">
      {market.status === 'open' ? (
        <button
          type="button"
          className="button"
          aria-label={format(texts.suspendLabel, names(row))}
          onClick={() => void setStatus(row, 'suspended')}
        >
          {texts.suspend}
        </button>
      ) : null}
      {market.status === 'suspended' ? (
        <button
          type="button"
          className="button"
          aria-label={format(texts.reopenLabel, names(row))}
          onClick={() => void setStatus(row, 'open')}
        >
          {texts.reopen}
        </button>
      ) : null}
      {open ? (
        <>
          {/* Named by aria-label: a visually hidden label would sit outside the table's scrolling frame. */}
          <select
            aria-label={format(texts.winner, names(row))}
            value={winner}
            onChange={(change) => onWinner(market.id, Number(change.target.value))}
          >
            {market.selections.map((selection) => (
              <option key={selection.id} value={selection.id}>
                {selection.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button"
            aria-label={format(texts.settleLabel, names(row))}
            onClick={() => winner !== undefined && setPending({ kind: 'settle', row, selectionId: winner })}
          >
            {texts.settle}
          </button>
        </>
      ) : null}
      {market === event.markets[0] && event.status !== 'cancelled' && event.status !== 'finished' ? (
        <button
          type="button"
          className="button"
          aria-label={format(texts.voidLabel, { event: event.name })}
          onClick={() => setPending({ kind: 'void', event })}
        >
          {texts.voidEvent}
        </button>
      ) : null}
    </div>
  );
}
