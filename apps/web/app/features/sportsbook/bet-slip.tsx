import { SPORTS_MULTIPLE_LIMITS } from '@jeton/domain';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { SlipConfirm } from './slip-confirm.js';
import { SlipLeg } from './slip-leg.js';
import { SlipMultiple } from './slip-multiple.js';
import { type BetSlipModel, type BetSlipProps, useBetSlip } from './use-bet-slip.js';

/**
 * The bet slip: each selection is a single with its own stake and potential return, or, with two
 * selections or more, all of them one multiple (decision 0067) with one stake at the combined
 * odds; two selections of one match are marked and cannot be combined. Placing asks for a
 * confirmation first (money moves only then). A moved price is shown old → new, with a button to
 * accept it (a multiple's moved legs are accepted together); other refusals in plain words. With
 * an active free bet (decision 0070), one single may use it: staked whole, at its lowest odds or
 * more, showing the winnings without the stake; or the multiple (decision 0077), when every leg and
 * the combined odds meet them. A selection restored from the browser whose market closed is shown
 * as no longer available and must go before placing. Loaded when the first selection is added.
 */
export default function BetSlip(props: BetSlipProps) {
  const slip = useBetSlip(props);
  const { texts, format } = slip.fmt;
  const { items } = slip;
  return (
    <div className="bet-slip-body">
      {slip.placing.placed ? (
        <p className="bet-slip-success" role="status">
          {texts.placed}
        </p>
      ) : null}
      {items.length === 0 ? <p className="sports-muted">{texts.empty}</p> : null}
      {items.length >= SPORTS_MULTIPLE_LIMITS.minLegs ? <SlipModeSwitch slip={slip} /> : null}
      {slip.mode === 'multiple' ? (
        <h3 className="bet-slip-kind">
          {format(texts.multipleTitle, { kind: slip.kind, count: String(items.length) })}
        </h3>
      ) : null}
      <ul className="bet-slip-items">
        {items.map((item) => (
          <SlipLeg key={item.selectionId} slip={slip} item={item} />
        ))}
      </ul>
      {slip.mode === 'multiple' ? <SlipMultiple slip={slip} /> : null}
      {items.length === 0 ? null : <SlipAction slip={slip} />}
    </div>
  );
}

/** Singles or one multiple: a choice once the slip holds two selections or more. */
function SlipModeSwitch({ slip }: { slip: BetSlipModel }) {
  const { texts } = slip.fmt;
  return (
    <fieldset className="sports-filter bet-slip-mode">
      <legend className="visually-hidden">{texts.modeLabel}</legend>
      {(['singles', 'multiple'] as const).map((value) => (
        <button
          key={value}
          type="button"
          className="sports-chip"
          aria-pressed={slip.mode === value}
          disabled={slip.placing.step !== 'edit'}
          onClick={() => {
            slip.setMode(value);
            slip.clearMovedLegs();
          }}
        >
          {texts[value]}
        </button>
      ))}
    </fieldset>
  );
}

/** A guest is asked to log in; a player places, then confirms. */
function SlipAction({ slip }: { slip: BetSlipModel }) {
  const { texts } = slip.fmt;
  const { step, ready, review } = slip.placing;
  if (!slip.player) {
    return (
      <button
        type="button"
        className="button button-primary bet-slip-action"
        onClick={() => openDialog('authorization')}
      >
        {texts.loginToBet}
      </button>
    );
  }
  if (step !== 'edit') return <SlipConfirm slip={slip} />;
  return (
    <button
      type="button"
      className="button button-primary bet-slip-action"
      disabled={!ready}
      onClick={review}
    >
      {texts.place}
    </button>
  );
}
