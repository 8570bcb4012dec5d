import './roulette.css';
import { pocketColour, ROULETTE_POCKETS, WHEEL_ORDER } from '@jeton/games';
import { memo } from 'react';

const STEP = 360 / ROULETTE_POCKETS;
const CENTRE = 200;
const FILL = { red: '#c8202f', black: '#16161d', green: '#0f8a4a' } as const;

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [CENTRE + radius * Math.cos(radians), CENTRE + radius * Math.sin(radians)];
}

function sector(inner: number, outer: number, from: number, to: number): string {
  const [x1, y1] = polar(outer, from);
  const [x2, y2] = polar(outer, to);
  const [x3, y3] = polar(inner, to);
  const [x4, y4] = polar(inner, from);
  return `M ${x1} ${y1} A ${outer} ${outer} 0 0 1 ${x2} ${y2} L ${x3} ${y3} A ${inner} ${inner} 0 0 0 ${x4} ${y4} Z`;
}

/** The rotor: 37 pockets in the order of a European wheel, the zero at the top before it turns. */
const Rotor = memo(function Rotor() {
  return (
    <g>
      {WHEEL_ORDER.map((pocket, index) => {
        const from = index * STEP - STEP / 2;
        const [tx, ty] = polar(150, index * STEP);
        return (
          <g key={pocket}>
            <path
              d={sector(112, 168, from, from + STEP)}
              fill={FILL[pocketColour(pocket)]}
              stroke="#d9b45b"
              strokeWidth="1"
            />
            <text
              x={tx}
              y={ty}
              transform={`rotate(${index * STEP} ${tx} ${ty})`}
              className="roulette-wheel-number"
            >
              {pocket}
            </text>
          </g>
        );
      })}
      <circle cx={CENTRE} cy={CENTRE} r="112" fill="url(#roulette-cone)" stroke="#d9b45b" strokeWidth="2" />
      <circle cx={CENTRE} cy={CENTRE} r="128" fill="none" stroke="#d9b45b" strokeWidth="1" opacity="0.6" />
      {[0, 45, 90, 135].map((angle) => (
        <rect
          key={angle}
          x={CENTRE - 4}
          y={CENTRE - 56}
          width="8"
          height="112"
          rx="4"
          fill="url(#roulette-brass)"
          transform={`rotate(${angle} ${CENTRE} ${CENTRE})`}
        />
      ))}
      <circle cx={CENTRE} cy={CENTRE} r="20" fill="url(#roulette-brass)" stroke="#7a5a14" />
    </g>
  );
});

interface RouletteWheelProps {
  /** Total turn of the rotor, in degrees (grows with every spin so the wheel keeps turning one way). */
  rotorAngle: number;
  /** Total turn of the ball round the rim, the other way. */
  ballAngle: number;
  /** Seconds the current turn takes (0 when motion is reduced). */
  duration: number;
  /** Whether the ball has dropped into a pocket. */
  landed: boolean;
  label: string;
}

/** The wheel: the rotor turns to bring the result under the ball, which runs the rim and drops. */
export function RouletteWheel({ rotorAngle, ballAngle, duration, landed, label }: RouletteWheelProps) {
  const turn = (angle: number) => ({
    transform: `rotate(${angle}deg)`,
    transformOrigin: `${CENTRE}px ${CENTRE}px`,
    transition: duration > 0 ? `transform ${duration}s cubic-bezier(0.15, 0.6, 0.2, 1)` : 'none',
  });
  const [bx, by] = polar(landed ? 140 : 182, 0);
  return (
    <svg className="roulette-wheel" viewBox="0 0 400 400" role="img" aria-label={label}>
      <defs>
        <radialGradient id="roulette-wood" cx="50%" cy="50%" r="50%">
          <stop offset="0.8" stopColor="#6b3a1c" />
          <stop offset="0.93" stopColor="#8a4d25" />
          <stop offset="1" stopColor="#3b1f0e" />
        </radialGradient>
        <radialGradient id="roulette-cone" cx="50%" cy="45%" r="60%">
          <stop offset="0" stopColor="#8d5a2b" />
          <stop offset="0.7" stopColor="#5a3416" />
          <stop offset="1" stopColor="#3a200c" />
        </radialGradient>
        <linearGradient id="roulette-brass" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#fff0b3" />
          <stop offset="0.5" stopColor="#d9b45b" />
          <stop offset="1" stopColor="#8a6420" />
        </linearGradient>
        <radialGradient id="roulette-ball" cx="35%" cy="35%" r="65%">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#b8bcc8" />
        </radialGradient>
      </defs>
      <circle cx={CENTRE} cy={CENTRE} r="198" fill="url(#roulette-wood)" />
      <circle cx={CENTRE} cy={CENTRE} r="184" fill="#2a170a" stroke="#d9b45b" strokeWidth="2" />
      <g style={turn(rotorAngle)}>
        <Rotor />
      </g>
      <g style={turn(ballAngle)}>
        <circle cx={bx} cy={by} r="8" fill="url(#roulette-ball)" stroke="#6d7080" strokeWidth="1" />
      </g>
      <path d={`M ${CENTRE - 9} 2 L ${CENTRE + 9} 2 L ${CENTRE} 16 Z`} fill="#f5c542" />
    </svg>
  );
}

/** The rotor's turn that brings `pocket` under the pointer, at least two full turns past `from`. */
export function rotorTurnTo(pocket: number, from: number): number {
  const index = WHEEL_ORDER.indexOf(pocket);
  const target = (((-index * STEP) % 360) + 360) % 360;
  const current = ((from % 360) + 360) % 360;
  const extra = (target - current + 360) % 360;
  return from + 720 + extra;
}

/** The ball's turn: three laps the other way, back to the pointer. */
export function ballTurnFrom(from: number): number {
  const current = ((from % 360) + 360) % 360;
  return from - 1080 - current;
}
