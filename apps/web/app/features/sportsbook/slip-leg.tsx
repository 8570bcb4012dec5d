import { FreeBetChoice } from './free-bet-choices.js';
import { freeBetWinnings, potentialReturn, type SlipItem } from './slip-item.js';
import { SlipError, StakeField } from './stake-field.js';
import type { BetSlipModel } from './use-bet-slip.js';

/**
 * One selection on the slip: its price (old → new when a multiple's leg moved), a way to remove it,
 * and, as a single, its stake and return or its free bet.
 */
export function SlipLeg({ slip, item }: { slip: BetSlipModel; item: SlipItem }) {
  const { texts, format, odds } = slip.fmt;
  const moved = slip.mode === 'multiple' ? slip.movedLegs[item.selectionId] : undefined;
  const clash = slip.mode === 'multiple' && slip.multiple.clashes.has(item.eventId);
  return (
    <li className={`bet-slip-item${clash ? ' is-clashing' : ''}`}>
      <div className="bet-slip-item-head">
        <div>
          <p className="bet-slip-selection">
            {item.selection}{' '}
            <span className="bet-slip-odds">
              {moved === undefined ? odds(item.odds) : `${odds(item.odds)} → ${odds(moved)}`}
            </span>
          </p>
          <p className="sports-muted">
            {item.market} · {item.event}
          </p>
        </div>
        <button
          type="button"
          className="button button-ghost bet-slip-remove"
          aria-label={format(texts.remove, { selection: item.selection })}
          disabled={slip.placing.step !== 'edit'}
          onClick={() => {
            slip.clearMovedLegs();
            slip.onRemove(item.selectionId);
          }}
        >
          ×
        </button>
      </div>
      {clash ? (
        <p className="bet-slip-error" role="alert">
          {texts.sameEvent}
        </p>
      ) : null}
      {item.unavailable ? (
        <p className="bet-slip-error" role="alert">
          {texts.unavailable}
        </p>
      ) : null}
      {slip.mode === 'singles' && !item.unavailable ? <SingleStake slip={slip} item={item} /> : null}
    </li>
  );
}

/** A single's free bet choice, its stake and potential return (or free winnings), and any refusal. */
function SingleStake({ slip, item }: { slip: BetSlipModel; item: SlipItem }) {
  const { texts, format, money, odds } = slip.fmt;
  const { freeBet } = slip.free;
  const state = slip.states.stateOf(item.selectionId);
  const back = potentialReturn(state.stake, item.odds, slip.currency);
  return (
    <>
      {freeBet && slip.player ? <FreeBetChoice slip={slip} item={item} freeBet={freeBet} /> : null}
      {slip.free.usesFreeBet(item.selectionId) && freeBet ? (
        <p className="bet-slip-return">
          {texts.winnings}: <strong>{money(freeBetWinnings(freeBet.amount, item.odds))}</strong>
        </p>
      ) : (
        <>
          <StakeField slip={slip} id={item.selectionId} />
          <p className="bet-slip-return">
            {texts.potentialReturn}: <strong>{back === null ? '—' : money(back)}</strong>
          </p>
        </>
      )}
      {state.newOdds !== null ? (
        <div className="bet-slip-price" role="alert">
          <p>{format(texts.priceChanged, { old: odds(item.odds), new: odds(state.newOdds) })}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              slip.onReprice(item.selectionId, state.newOdds!);
              slip.states.update(item.selectionId, { newOdds: null });
            }}
          >
            {format(texts.acceptPrice, { odds: odds(state.newOdds) })}
          </button>
        </div>
      ) : null}
      <SlipError slip={slip} id={item.selectionId} />
    </>
  );
}
