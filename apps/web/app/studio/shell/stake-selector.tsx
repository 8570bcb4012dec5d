import { useStudioI18n } from './studio-locale.js';
import { formatMinor, stakeSteps } from './studio-money.js';

interface StakeSelectorProps {
  currency: string;
  stake: string;
  onChange(stake: string): void;
  disabled?: boolean;
  /** The label above the value: "Stake" by default, "Chip" at the roulette table. */
  label?: string;
}

/** The stake in the 1-2-5 steps of real chips, with − and + buttons and the arrow keys. */
export function StakeSelector({ currency, stake, onChange, disabled, label }: StakeSelectorProps) {
  const { t, locale } = useStudioI18n();
  const steps = stakeSteps(currency);
  const index = Math.max(0, steps.indexOf(stake));
  const move = (by: number) => {
    const next = steps[Math.min(steps.length - 1, Math.max(0, index + by))];
    if (next) onChange(next);
  };
  return (
    <fieldset className="studio-stake">
      <legend className="studio-stake-label">{label ?? t.stake}</legend>
      <div className="studio-stake-row">
        <button
          type="button"
          className="studio-stake-step"
          onClick={() => move(-1)}
          disabled={disabled || index === 0}
          aria-label={t.stakeDown}
        >
          −
        </button>
        <select
          className="studio-stake-value"
          value={steps[index]}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-label={label ?? t.stake}
        >
          {steps.map((step) => (
            <option key={step} value={step}>
              {formatMinor(step, currency, locale)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="studio-stake-step"
          onClick={() => move(1)}
          disabled={disabled || index === steps.length - 1}
          aria-label={t.stakeUp}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
