import type { LocaleCode } from '@jeton/domain';
import { formatMultiplier } from '../shell/studio-numbers.js';

interface CrashGraphProps {
  /** The multiplier shown, in hundredths: the live one, or where the round ended. */
  shownHundredths: number;
  /** The round crashed at the multiplier shown. */
  crashed: boolean;
  /** The automatic target drawn across, if any. */
  targetHundredths: number | null;
  /** Where the player cashed out, drawn across once they did. */
  cashedOutHundredths: number | null;
  label: string;
  locale: LocaleCode;
}

/** The multiplier's curve from ×1.00 to the value shown, with the target and the cash-out drawn across. */
export function CrashGraph({
  shownHundredths: shown,
  crashed,
  targetHundredths,
  cashedOutHundredths,
  label,
  locale,
}: CrashGraphProps) {
  const marker = cashedOutHundredths ?? targetHundredths;
  const top = Math.max(200, shown * 1.15, Math.min((marker ?? 0) * 1.1, Math.max(shown * 2, 200)));
  const width = 600;
  const height = 300;
  const x = (m: number) => 40 + ((Math.log(m / 100) / Math.log(top / 100)) * (width - 60) || 0);
  const y = (m: number) => height - 30 - ((m - 100) / (top - 100)) * (height - 60);
  const points: string[] = [];
  const steps = 60;
  for (let i = 0; i <= steps; i++) {
    const m = 100 * (shown / 100) ** (i / steps);
    points.push(`${x(m).toFixed(1)},${y(m).toFixed(1)}`);
  }
  const end = points.at(-1)!.split(',').map(Number) as [number, number];
  const reached = marker !== null && shown >= marker;
  const markerVisible = marker !== null && marker <= top;
  return (
    <div className={`crash-stage${crashed ? ' is-crashed' : ''}`}>
      <svg className="crash-graph" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        <defs>
          <linearGradient id="crash-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor={crashed ? '#ff5c7a' : '#f5c542'} stopOpacity="0.45" />
            <stop offset="1" stopColor={crashed ? '#ff5c7a' : '#f5c542'} stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((share) => (
          <line
            key={share}
            x1="40"
            x2={width - 20}
            y1={30 + share * (height - 60)}
            y2={30 + share * (height - 60)}
            className="crash-grid"
          />
        ))}
        <line x1="40" x2="40" y1="20" y2={height - 30} className="crash-axis" />
        <line x1="40" x2={width - 20} y1={height - 30} y2={height - 30} className="crash-axis" />
        {markerVisible && (
          <g>
            <line
              x1="40"
              x2={width - 20}
              y1={y(marker)}
              y2={y(marker)}
              className={`crash-target${reached ? ' is-reached' : ''}`}
            />
            <text x={width - 24} y={y(marker) - 6} className="crash-target-label">
              {formatMultiplier(marker, locale)}
            </text>
          </g>
        )}
        <polygon
          points={`40,${height - 30} ${points.join(' ')} ${end[0]},${height - 30}`}
          fill="url(#crash-fill)"
        />
        <polyline points={points.join(' ')} className="crash-curve" />
        <g transform={`translate(${end[0]} ${end[1]})`}>
          {crashed ? (
            <path
              d="M0 -16 L5 -5 L16 -6 L8 2 L13 14 L0 7 L-13 14 L-8 2 L-16 -6 L-5 -5 Z"
              className="crash-burst"
            />
          ) : (
            <circle r="7" className="crash-head" />
          )}
        </g>
      </svg>
      <output className="crash-multiplier" data-testid="crash-multiplier">
        {formatMultiplier(shown, locale)}
      </output>
    </div>
  );
}
