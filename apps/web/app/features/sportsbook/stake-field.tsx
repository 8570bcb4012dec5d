import type { BetSlipModel } from './use-bet-slip.js';

/** The stake typed for a single (by selection id) or the multiple, with the limits below it. */
export function StakeField({ slip, id }: { slip: BetSlipModel; id: number }) {
  const { texts, format, limits } = slip.fmt;
  const state = slip.states.stateOf(id);
  const stakeId = `slip-stake-${id}`;
  const errorId = `slip-error-${id}`;
  return (
    <>
      <label htmlFor={stakeId}>{format(texts.stake, { currency: slip.currency })}</label>
      <input
        id={stakeId}
        className="bet-slip-input"
        inputMode="decimal"
        autoComplete="off"
        value={state.stake}
        disabled={slip.placing.step !== 'edit'}
        aria-invalid={state.error !== null}
        aria-describedby={state.error ? errorId : undefined}
        onChange={(change) => slip.states.update(id, { stake: change.target.value, error: null })}
      />
      <p className="sports-muted">{format(texts.stakeHint, limits)}</p>
    </>
  );
}

/** Why a stake was refused, read out when it appears. */
export function SlipError({ slip, id }: { slip: BetSlipModel; id: number }) {
  const state = slip.states.stateOf(id);
  return state.error ? (
    <p id={`slip-error-${id}`} className="bet-slip-error" role="alert">
      {state.error}
    </p>
  ) : null;
}
