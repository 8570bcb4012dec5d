import { freeBetWinnings, potentialReturn, type SlipItem, stakeAmount } from './slip-item.js';
import { MULTIPLE } from './slip-state.js';
import type { BetSlipModel } from './use-bet-slip.js';

/** The confirmation asked before placing (money moves only then): what is staked, at what odds, for what return. */
export function SlipConfirm({ slip }: { slip: BetSlipModel }) {
  const { texts } = slip.fmt;
  const { step, setStep, place } = slip.placing;
  return (
    <section className="bet-slip-confirm" aria-labelledby="bet-slip-confirm-title">
      <h3 id="bet-slip-confirm-title">{texts.confirmTitle}</h3>
      {slip.mode === 'multiple' ? <MultipleSummary slip={slip} /> : <SinglesSummary slip={slip} />}
      <div className="bet-slip-confirm-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={step === 'placing'}
          onClick={() => setStep('edit')}
        >
          {texts.cancel}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={step === 'placing'}
          onClick={() => void place()}
        >
          {step === 'placing' ? texts.placing : texts.confirm}
        </button>
      </div>
    </section>
  );
}

function MultipleSummary({ slip }: { slip: BetSlipModel }) {
  const { texts, format, money, odds } = slip.fmt;
  const free = slip.free.multipleFree;
  const stake = slip.states.stateOf(MULTIPLE).stake;
  const combined = slip.multiple.odds;
  const kind = slip.kind.toLowerCase();
  return (
    <>
      <p>
        {free
          ? format(texts.confirmFreeMultiple, {
              stake: money(free.amount.amount),
              kind,
              odds: odds(combined),
              return: money(freeBetWinnings(free.amount, combined)),
            })
          : format(texts.confirmMultiple, {
              stake: money(stakeAmount(stake, slip.currency) ?? 0),
              kind,
              odds: odds(combined),
              return: money(potentialReturn(stake, combined, slip.currency) ?? 0),
            })}
      </p>
      <ul>
        {slip.items.map((item) => (
          <li key={item.selectionId}>
            {item.selection} ({odds(item.odds)}) · {item.event}
          </li>
        ))}
      </ul>
    </>
  );
}

function SinglesSummary({ slip }: { slip: BetSlipModel }) {
  return (
    <ul>
      {slip.items.map((item) => (
        <li key={item.selectionId}>{singleSummary(slip, item)}</li>
      ))}
    </ul>
  );
}

function singleSummary(slip: BetSlipModel, item: SlipItem): string {
  const { texts, format, money, odds } = slip.fmt;
  const { freeBet } = slip.free;
  if (slip.free.usesFreeBet(item.selectionId) && freeBet) {
    return format(texts.confirmFreeBet, {
      stake: money(freeBet.amount.amount),
      selection: item.selection,
      odds: odds(item.odds),
      return: money(freeBetWinnings(freeBet.amount, item.odds)),
    });
  }
  const { stake } = slip.states.stateOf(item.selectionId);
  return format(texts.confirmText, {
    stake: money(stakeAmount(stake, slip.currency) ?? 0),
    selection: item.selection,
    odds: odds(item.odds),
    return: money(potentialReturn(stake, item.odds, slip.currency) ?? 0),
  });
}
