import type { SlotSymbol } from '@jeton/games';
import { memo } from 'react';

/**
 * The Fruit Reels symbols, drawn once as SVG symbols (100 × 100) that every reel cell
 * uses by reference: cheap to repeat along a spinning strip.
 */
export const SlotSymbolDefs = memo(function SlotSymbolDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <SymbolGradients />
        <FruitSymbols />
        <PrizeSymbols />
      </defs>
    </svg>
  );
});

/** One symbol in a reel cell. */
export function SlotSymbolIcon({ symbol }: { symbol: SlotSymbol }) {
  return (
    <svg className={`slot-symbol is-${symbol}`} viewBox="0 0 100 100" aria-hidden="true">
      <use href={`#slot-${symbol}`} />
    </svg>
  );
}

/** The fills the symbols share: a glossy gradient per colour, gold, and the leaves' green. */
function SymbolGradients() {
  return (
    <>
      <radialGradient id="sym-red" cx="35%" cy="30%" r="70%">
        <stop offset="0" stopColor="#ff8a8a" />
        <stop offset="0.5" stopColor="#e0182d" />
        <stop offset="1" stopColor="#7a0010" />
      </radialGradient>
      <radialGradient id="sym-yellow" cx="35%" cy="30%" r="70%">
        <stop offset="0" stopColor="#fffbd0" />
        <stop offset="0.5" stopColor="#ffe23b" />
        <stop offset="1" stopColor="#c79b00" />
      </radialGradient>
      <radialGradient id="sym-orange" cx="35%" cy="30%" r="70%">
        <stop offset="0" stopColor="#ffd49a" />
        <stop offset="0.5" stopColor="#ff8a1a" />
        <stop offset="1" stopColor="#b34700" />
      </radialGradient>
      <radialGradient id="sym-plum" cx="35%" cy="30%" r="70%">
        <stop offset="0" stopColor="#e0a6ff" />
        <stop offset="0.5" stopColor="#8a2bd6" />
        <stop offset="1" stopColor="#3e0a6b" />
      </radialGradient>
      <radialGradient id="sym-grape" cx="35%" cy="30%" r="70%">
        <stop offset="0" stopColor="#c6b5ff" />
        <stop offset="0.6" stopColor="#5b3fd1" />
        <stop offset="1" stopColor="#281566" />
      </radialGradient>
      <radialGradient id="sym-melon" cx="35%" cy="30%" r="75%">
        <stop offset="0" stopColor="#b8ff9a" />
        <stop offset="0.55" stopColor="#2fa33a" />
        <stop offset="1" stopColor="#0d4a16" />
      </radialGradient>
      <linearGradient id="sym-gold" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0" stopColor="#fff4c2" />
        <stop offset="0.45" stopColor="#f5c542" />
        <stop offset="1" stopColor="#9a6b0c" />
      </linearGradient>
      <linearGradient id="sym-leaf" x1="0" x2="1" y1="0" y2="1">
        <stop offset="0" stopColor="#8df06a" />
        <stop offset="1" stopColor="#1f7a26" />
      </linearGradient>
    </>
  );
}

/** Cherry, lemon, orange, plum, grapes and melon. */
function FruitSymbols() {
  return (
    <>
      <symbol id="slot-cherry" viewBox="0 0 100 100">
        <path
          d="M50 14 C44 34 34 46 30 60 M50 14 C56 36 64 46 70 58"
          stroke="#2f7a1f"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M50 14 C62 8 76 12 82 22 C70 26 58 22 50 14 Z" fill="url(#sym-leaf)" />
        <circle cx="30" cy="68" r="18" fill="url(#sym-red)" stroke="#4a0008" strokeWidth="2" />
        <circle cx="70" cy="66" r="18" fill="url(#sym-red)" stroke="#4a0008" strokeWidth="2" />
        <circle cx="24" cy="61" r="5" fill="#fff" opacity="0.6" />
        <circle cx="64" cy="59" r="5" fill="#fff" opacity="0.6" />
      </symbol>

      <symbol id="slot-lemon" viewBox="0 0 100 100">
        <path
          d="M12 52 C14 28 40 18 60 22 C78 26 90 40 88 52 C86 68 64 84 44 82 C24 80 10 70 12 52 Z"
          fill="url(#sym-yellow)"
          stroke="#8a6a00"
          strokeWidth="2"
        />
        <path d="M86 50 L96 46 L92 56 Z" fill="#c79b00" />
        <path d="M12 54 L4 58 L12 62 Z" fill="#c79b00" />
        <ellipse cx="38" cy="38" rx="12" ry="6" fill="#fff" opacity="0.5" transform="rotate(-20 38 38)" />
      </symbol>

      <symbol id="slot-orange" viewBox="0 0 100 100">
        <circle cx="50" cy="56" r="34" fill="url(#sym-orange)" stroke="#7a3000" strokeWidth="2" />
        <path d="M50 22 C52 14 58 10 66 10 C64 18 58 22 50 22 Z" fill="url(#sym-leaf)" />
        <circle cx="50" cy="23" r="3" fill="#5a3a10" />
        <ellipse cx="38" cy="42" rx="10" ry="6" fill="#fff" opacity="0.45" transform="rotate(-30 38 42)" />
        <g fill="#b34700" opacity="0.5">
          <circle cx="60" cy="62" r="1.6" />
          <circle cx="66" cy="52" r="1.6" />
          <circle cx="54" cy="72" r="1.6" />
          <circle cx="40" cy="68" r="1.6" />
        </g>
      </symbol>

      <symbol id="slot-plum" viewBox="0 0 100 100">
        <path
          d="M50 20 C76 20 86 44 82 64 C78 82 62 90 50 90 C38 90 22 82 18 64 C14 44 24 20 50 20 Z"
          fill="url(#sym-plum)"
          stroke="#2a0648"
          strokeWidth="2"
        />
        <path d="M50 22 C48 40 50 70 50 88" stroke="#3e0a6b" strokeWidth="2" fill="none" opacity="0.6" />
        <path
          d="M50 20 C50 12 54 8 58 6"
          stroke="#5a3a10"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M54 12 C64 4 78 8 80 16 C70 20 60 18 54 12 Z" fill="url(#sym-leaf)" />
        <ellipse cx="36" cy="42" rx="7" ry="12" fill="#fff" opacity="0.35" />
      </symbol>

      <symbol id="slot-grapes" viewBox="0 0 100 100">
        <path d="M50 10 L50 22" stroke="#5a3a10" strokeWidth="4" strokeLinecap="round" />
        <path d="M52 14 C64 6 80 10 84 20 C72 24 60 22 52 14 Z" fill="url(#sym-leaf)" />
        {[
          [34, 32],
          [50, 30],
          [66, 32],
          [26, 48],
          [42, 46],
          [58, 46],
          [74, 48],
          [34, 62],
          [50, 62],
          [66, 62],
          [42, 77],
          [58, 77],
          [50, 90],
        ].map(([cx, cy]) => (
          <g key={`${cx}-${cy}`}>
            <circle cx={cx} cy={cy} r="10" fill="url(#sym-grape)" stroke="#1c0d4a" strokeWidth="1.5" />
            <circle cx={(cx ?? 0) - 3} cy={(cy ?? 0) - 3} r="2.5" fill="#fff" opacity="0.6" />
          </g>
        ))}
      </symbol>

      <symbol id="slot-melon" viewBox="0 0 100 100">
        <ellipse cx="50" cy="54" rx="40" ry="34" fill="url(#sym-melon)" stroke="#0a3a10" strokeWidth="2" />
        {[-24, -8, 8, 24].map((dx) => (
          <path
            key={dx}
            d={`M${50 + dx} 21 C${50 + dx * 1.5} 40 ${50 + dx * 1.5} 68 ${50 + dx} 87`}
            stroke="#0d4a16"
            strokeWidth="4"
            fill="none"
            opacity="0.7"
          />
        ))}
        <ellipse cx="34" cy="38" rx="12" ry="6" fill="#fff" opacity="0.35" transform="rotate(-25 34 38)" />
      </symbol>
    </>
  );
}

/** Bell, seven, wild and scatter. */
function PrizeSymbols() {
  return (
    <>
      <symbol id="slot-bell" viewBox="0 0 100 100">
        <path
          d="M50 12 C30 12 24 32 24 50 C24 62 18 68 12 74 L88 74 C82 68 76 62 76 50 C76 32 70 12 50 12 Z"
          fill="url(#sym-gold)"
          stroke="#7a5200"
          strokeWidth="2.5"
        />
        <rect
          x="10"
          y="72"
          width="80"
          height="8"
          rx="4"
          fill="url(#sym-gold)"
          stroke="#7a5200"
          strokeWidth="2"
        />
        <circle cx="50" cy="86" r="8" fill="url(#sym-gold)" stroke="#7a5200" strokeWidth="2" />
        <circle cx="50" cy="9" r="5" fill="url(#sym-gold)" stroke="#7a5200" strokeWidth="2" />
        <path
          d="M36 26 C32 36 32 50 32 60"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          opacity="0.55"
          fill="none"
        />
      </symbol>

      <symbol id="slot-seven" viewBox="0 0 100 100">
        <path
          d="M18 14 L84 14 L84 28 C66 44 54 66 50 90 L28 90 C32 66 46 44 60 32 L18 32 Z"
          fill="url(#sym-red)"
          stroke="#f5c542"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <path d="M24 19 L76 19" stroke="#fff" strokeWidth="3" opacity="0.5" strokeLinecap="round" />
      </symbol>

      <symbol id="slot-wild" viewBox="0 0 100 100">
        <path
          d="M50 4 L61 36 L95 36 L68 56 L78 90 L50 70 L22 90 L32 56 L5 36 L39 36 Z"
          fill="url(#sym-plum)"
          stroke="#f5c542"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <rect x="10" y="40" width="80" height="24" rx="6" fill="#1a0630" stroke="#f5c542" strokeWidth="3" />
        <text
          x="50"
          y="58"
          textAnchor="middle"
          fontSize="19"
          fontWeight="900"
          fill="#ffe08a"
          fontFamily="system-ui, sans-serif"
          letterSpacing="2"
        >
          WILD
        </text>
      </symbol>

      <symbol id="slot-scatter" viewBox="0 0 100 100">
        <circle cx="50" cy="50" r="42" fill="url(#sym-gold)" stroke="#7a5200" strokeWidth="3" />
        <circle cx="50" cy="50" r="32" fill="none" stroke="#7a5200" strokeWidth="2" strokeDasharray="5 4" />
        <circle cx="50" cy="50" r="26" fill="#2a1a00" opacity="0.15" />
        <text
          x="50"
          y="64"
          textAnchor="middle"
          fontSize="40"
          fontWeight="900"
          fill="#5a3a00"
          fontFamily="Georgia, serif"
        >
          J
        </text>
        <path
          d="M26 30 C32 22 40 18 48 17"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.6"
          fill="none"
        />
      </symbol>
    </>
  );
}
