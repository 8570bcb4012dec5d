import type { PlayerBettingBonus } from '../../api/betting-bonuses.js';
import { oddsHundredths, type SlipItem } from './slip-item.js';
import { MULTIPLE } from './slip-state.js';
import type { BetSlipModel } from './use-bet-slip.js';

/** "Use my free bet" on a single: one single at a time, at the free bet's lowest odds or more. */
export function FreeBetChoice({
  slip,
  item,
  freeBet,
}: {
  slip: BetSlipModel;
  item: SlipItem;
  freeBet: PlayerBettingBonus;
}) {
  const { texts, format, money, odds } = slip.fmt;
  const { freeBetOn } = slip.free;
  const tooLow = oddsHundredths(item.odds) < oddsHundredths(freeBet.min_odds);
  const taken =
    freeBetOn !== null &&
    freeBetOn !== item.selectionId &&
    slip.items.some((i) => i.selectionId === freeBetOn);
  const id = `slip-free-bet-${item.selectionId}`;
  return (
    <div className="bet-slip-free-bet">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={slip.free.usesFreeBet(item.selectionId)}
          disabled={slip.placing.step !== 'edit' || tooLow || taken}
          onChange={(change) => {
            slip.free.setFreeBetOn(change.target.checked ? item.selectionId : null);
            slip.states.update(item.selectionId, { error: null });
          }}
        />{' '}
        {format(texts.useFreeBet, { amount: money(freeBet.amount.amount) })}
      </label>
      {tooLow ? (
        <p className="sports-muted">{format(texts.freeBetOdds, { odds: odds(freeBet.min_odds) })}</p>
      ) : taken ? (
        <p className="sports-muted">{texts.freeBetTaken}</p>
      ) : null}
    </div>
  );
}

/** "Use my free bet" on the multiple (decision 0077): every leg and the combined odds at its lowest odds. */
export function FreeMultipleChoice({ slip, freeBet }: { slip: BetSlipModel; freeBet: PlayerBettingBonus }) {
  const { texts, format, money, odds } = slip.fmt;
  const refusal = slip.free.multipleRefusal;
  const id = 'slip-free-bet-multiple';
  return (
    <div className="bet-slip-free-bet">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={slip.free.multipleFree !== null}
          disabled={slip.placing.step !== 'edit' || refusal !== null}
          aria-describedby={refusal === null ? undefined : `${id}-why`}
          onChange={(change) => {
            slip.free.setFreeBetOnMultiple(change.target.checked);
            slip.states.update(MULTIPLE, { error: null });
          }}
        />{' '}
        {format(texts.useFreeBet, { amount: money(freeBet.amount.amount) })}
      </label>
      {refusal === null ? null : (
        <p className="sports-muted" id={`${id}-why`}>
          {format(refusal === 'odds' ? texts.freeBetOdds : texts.freeBetLegOdds, {
            odds: odds(freeBet.min_odds),
          })}
        </p>
      )}
    </div>
  );
}
