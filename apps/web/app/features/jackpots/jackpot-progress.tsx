import type { Jackpot } from '@jeton/domain';
import { useI18n } from '../../i18n/hooks.js';

/** How far the pool has come toward its "must drop before" ceiling, as a bar and in words. */
export function JackpotProgress({ jackpot }: { jackpot: Pick<Jackpot, 'amount' | 'drop_before'> }) {
  const { t, format, locale } = useI18n();
  const share = jackpot.drop_before > 0 ? Math.min(1, jackpot.amount / jackpot.drop_before) : 0;
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const label = format(t.pages.jackpots.progress, { percent });
  return (
    <div className="jackpot-progress">
      <div
        className="jackpot-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <span className="jackpot-progress-fill" style={{ width: `${share * 100}%` }} />
      </div>
      <span className="jackpot-progress-text">{label}</span>
    </div>
  );
}
