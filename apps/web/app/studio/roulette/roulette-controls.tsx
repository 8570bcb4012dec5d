import { StakeSelector } from '../shell/stake-selector.js';
import type { StudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import type { Studio } from '../shell/use-studio.js';

interface RouletteControlsProps {
  studio: Studio;
  texts: StudioI18n['t']['roulette'];
  locale: StudioI18n['locale'];
  spinning: boolean;
  /** Chips on the felt now, and on the last spin's felt (for a rebet). */
  placedCount: number;
  lastPlacedCount: number;
  total: bigint;
  onUndo(): void;
  onClear(): void;
  onRebet(): void;
  onSpin(): void;
}

/** The chip's value, the felt's undo, clear and rebet, and the spin with the felt's total. */
export function RouletteControls(props: RouletteControlsProps) {
  const { studio, texts, locale, spinning, placedCount, lastPlacedCount, total } = props;
  return (
    <div className="roulette-controls">
      <StakeSelector
        currency={studio.currency}
        stake={studio.stake}
        onChange={studio.setStake}
        disabled={spinning}
        label={texts.chip}
      />
      <div className="roulette-actions">
        <button
          type="button"
          className="studio-button"
          onClick={props.onUndo}
          disabled={spinning || placedCount === 0}
        >
          {texts.undo}
        </button>
        <button
          type="button"
          className="studio-button"
          onClick={props.onClear}
          disabled={spinning || placedCount === 0}
        >
          {texts.clear}
        </button>
        <button
          type="button"
          className="studio-button"
          onClick={props.onRebet}
          disabled={spinning || lastPlacedCount === 0 || placedCount > 0}
        >
          {texts.rebet}
        </button>
      </div>
      <div className="studio-play-row">
        <p className="roulette-total">
          <span className="studio-stake-label">{texts.totalBet}</span>
          <strong data-testid="roulette-total">{formatMinor(total, studio.currency, locale)}</strong>
        </p>
        <button
          type="button"
          className="studio-button studio-button-play"
          onClick={props.onSpin}
          disabled={spinning || studio.busy || placedCount === 0}
          data-testid="play"
        >
          {spinning ? texts.spinning : texts.spin}
        </button>
      </div>
    </div>
  );
}
