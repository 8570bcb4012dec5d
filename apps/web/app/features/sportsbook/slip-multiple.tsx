import { SPORTS_MULTIPLE_LIMITS } from '@jeton/domain';
import { FreeMultipleChoice } from './free-bet-choices.js';
import { freeBetWinnings, potentialReturn } from './slip-item.js';
import { MULTIPLE } from './slip-state.js';
import { SlipError, StakeField } from './stake-field.js';
import type { BetSlipModel } from './use-bet-slip.js';

/** Two selections or more as one multiple (decision 0067): one stake at the combined odds. */
export function SlipMultiple({ slip }: { slip: BetSlipModel }) {
  const { texts, format, money, odds, limits } = slip.fmt;
  const { multiple } = slip;
  const { freeBet, multipleFree } = slip.free;
  const back = potentialReturn(slip.states.stateOf(MULTIPLE).stake, multiple.odds, slip.currency);
  return (
    <div className="bet-slip-item bet-slip-multiple">
      <p className="bet-slip-return">
        {texts.combinedOdds}: <strong>{odds(multiple.odds)}</strong>
      </p>
      {freeBet && slip.player ? <FreeMultipleChoice slip={slip} freeBet={freeBet} /> : null}
      {multipleFree ? (
        <p className="bet-slip-return">
          {texts.winnings}: <strong>{money(freeBetWinnings(multipleFree.amount, multiple.odds))}</strong>
        </p>
      ) : (
        <>
          <StakeField slip={slip} id={MULTIPLE} />
          <p className="bet-slip-return">
            {texts.potentialReturn}: <strong>{back === null ? '—' : money(back)}</strong>
          </p>
        </>
      )}
      {multiple.tooManyLegs ? (
        <p className="bet-slip-error" role="alert">
          {format(texts.tooManyLegs, { max: String(SPORTS_MULTIPLE_LIMITS.maxLegs) })}
        </p>
      ) : multiple.oddsTooHigh ? (
        <p className="bet-slip-error" role="alert">
          {format(texts.errors.ODDS_TOO_HIGH, limits)}
        </p>
      ) : null}
      {Object.keys(slip.movedLegs).length > 0 ? (
        <div className="bet-slip-price" role="alert">
          <p>{texts.pricesChanged}</p>
          <button type="button" className="button button-secondary" onClick={slip.acceptMovedLegs}>
            {texts.acceptPrices}
          </button>
        </div>
      ) : null}
      <SlipError slip={slip} id={MULTIPLE} />
    </div>
  );
}
