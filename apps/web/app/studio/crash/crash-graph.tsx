import { formatCrashPoint } from '@jeton/games';
import { useEffect, useRef, useState } from 'react';

/** Seconds the curve takes to climb to the crash point, at most. */
const MAX_SECONDS = 6;
const GROWTH = 0.45;

/** How long the climb to `hundredths` is shown: exponential growth, capped so long rounds stay short. */
export function climbSeconds(hundredths: number): number {
  return Math.min(MAX_SECONDS, Math.log(Math.max(hundredths, 100) / 100) / GROWTH + 0.4);
}

interface CrashGraphProps {
  /** The crash point of the round being shown, or null before the first round. */
  crashHundredths: number | null;
  targetHundredths: number;
  /** Bumped for every new round, so the climb starts over. */
  roundKey: number;
  reduced: boolean;
  onDone(): void;
  label: string;
}

/** The multiplier climbing from ×1.00 until the round crashes, with the cash-out target drawn across. */
export function CrashGraph({
  crashHundredths,
  targetHundredths,
  roundKey,
  reduced,
  onDone,
  label,
}: CrashGraphProps) {
  const [shown, setShown] = useState(crashHundredths ?? 100);
  const [finished, setFinished] = useState(true);
  const done = useRef(onDone);
  done.current = onDone;

  // biome-ignore lint/correctness/useExhaustiveDependencies: roundKey restarts the climb for a new round with the same crash point
  useEffect(() => {
    if (crashHundredths === null) return;
    if (reduced) {
      setShown(crashHundredths);
      setFinished(true);
      done.current();
      return;
    }
    setFinished(false);
    const seconds = climbSeconds(crashHundredths);
    const rate = Math.log(crashHundredths / 100) / seconds;
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = (now - start) / 1000;
      if (elapsed >= seconds) {
        setShown(crashHundredths);
        setFinished(true);
        done.current();
        return;
      }
      setShown(Math.min(crashHundredths, Math.floor(100 * Math.exp(rate * elapsed))));
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [crashHundredths, reduced, roundKey]);

  const top = Math.max(200, shown * 1.15, Math.min(targetHundredths * 1.1, Math.max(shown * 2, 200)));
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
  const crashed = finished && crashHundredths !== null;
  const reached = shown >= targetHundredths;
  const targetVisible = targetHundredths <= top;
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
        {targetVisible && (
          <g>
            <line
              x1="40"
              x2={width - 20}
              y1={y(targetHundredths)}
              y2={y(targetHundredths)}
              className={`crash-target${reached ? ' is-reached' : ''}`}
            />
            <text x={width - 24} y={y(targetHundredths) - 6} className="crash-target-label">
              {formatCrashPoint(targetHundredths)}
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
        {formatCrashPoint(shown)}
      </output>
    </div>
  );
}
