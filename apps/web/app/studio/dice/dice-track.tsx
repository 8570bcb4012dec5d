import './dice.css';
import type { LocaleCode } from '@jeton/domain';
import type { DiceBet } from '@jeton/games';
import { formatHundredths } from '../shell/studio-numbers.js';

interface DiceTrackProps {
  bet: DiceBet;
  roll: number | null;
  won: boolean | null;
  animate: boolean;
  label: string;
  locale: LocaleCode;
}

/** The 0–100 track: the winning side lit, the target as a notch, the roll as a die that slides there. */
export function DiceTrack({ bet, roll, won, animate, label, locale }: DiceTrackProps) {
  const target = bet.targetHundredths / 100;
  const winLeft = bet.direction === 'under' ? 0 : target;
  const winWidth = bet.direction === 'under' ? target : 100 - target;
  const position = roll === null ? null : roll / 100;
  return (
    <div className="dice-stage">
      <output
        className={`dice-roll ${won === null ? '' : won ? 'is-win' : 'is-loss'}`}
        data-testid="dice-roll"
        aria-label={label}
      >
        {roll === null ? '––.––' : formatHundredths(roll, locale)}
      </output>
      <svg className="dice-track" viewBox="0 0 1000 120" role="img" aria-label={label}>
        <defs>
          <linearGradient id="dice-lose" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#ff6b81" />
            <stop offset="1" stopColor="#c22c48" />
          </linearGradient>
          <linearGradient id="dice-win" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#3ff0b8" />
            <stop offset="1" stopColor="#129a76" />
          </linearGradient>
        </defs>
        <rect x="20" y="56" width="960" height="18" rx="9" fill="url(#dice-lose)" />
        <rect x={20 + winLeft * 9.6} y="56" width={winWidth * 9.6} height="18" rx="9" fill="url(#dice-win)" />
        {[0, 25, 50, 75, 100].map((mark) => (
          <g key={mark}>
            <line
              x1={20 + mark * 9.6}
              x2={20 + mark * 9.6}
              y1="80"
              y2="88"
              stroke="#737b9c"
              strokeWidth="2"
            />
            <text x={20 + mark * 9.6} y="108" textAnchor="middle" className="dice-mark">
              {mark}
            </text>
          </g>
        ))}
        <line
          x1={20 + target * 9.6}
          x2={20 + target * 9.6}
          y1="46"
          y2="84"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
        />
        {position !== null && (
          <g
            className={animate ? 'dice-die is-animated' : 'dice-die'}
            style={{ transform: `translateX(${20 + position * 9.6}px)` }}
          >
            <rect
              x="-22"
              y="4"
              width="44"
              height="44"
              rx="9"
              fill={won ? '#21c7a0' : '#ff5c7a'}
              stroke="#fff"
              strokeWidth="3"
            />
            <circle cx="-9" cy="17" r="4" fill="#fff" />
            <circle cx="9" cy="35" r="4" fill="#fff" />
            <circle cx="0" cy="26" r="4" fill="#fff" />
          </g>
        )}
      </svg>
    </div>
  );
}
