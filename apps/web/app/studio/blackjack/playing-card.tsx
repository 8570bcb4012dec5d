import { cardRank, cardSuit } from '@jeton/games';

const SUIT_SIGNS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;

/** A playing card drawn in SVG; `null` is a card lying face down (the dealer's hole card). */
export function PlayingCard({ card, index, label }: { card: number | null; index: number; label: string }) {
  const style = { animationDelay: `${index * 0.12}s` };
  if (card === null) {
    return (
      <svg className="bj-card is-back" viewBox="0 0 100 140" role="img" aria-label={label} style={style}>
        <defs>
          <pattern
            id="bj-back"
            width="12"
            height="12"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="12" height="12" fill="#7a1f2e" />
            <rect width="6" height="12" fill="#8f2a3b" />
          </pattern>
        </defs>
        <rect x="1" y="1" width="98" height="138" rx="9" fill="#fff" stroke="#c8c8d0" />
        <rect
          x="7"
          y="7"
          width="86"
          height="126"
          rx="6"
          fill="url(#bj-back)"
          stroke="#f5c542"
          strokeWidth="2"
        />
        <circle cx="50" cy="70" r="16" fill="#f5c542" opacity="0.85" />
        <text
          x="50"
          y="78"
          textAnchor="middle"
          fontSize="22"
          fontWeight="900"
          fill="#7a1f2e"
          fontFamily="Georgia, serif"
        >
          J
        </text>
      </svg>
    );
  }
  const rank = cardRank(card);
  const suit = cardSuit(card);
  const sign = SUIT_SIGNS[suit];
  const red = suit === 'hearts' || suit === 'diamonds';
  return (
    <svg
      className={`bj-card${red ? ' is-red' : ''}`}
      viewBox="0 0 100 140"
      role="img"
      aria-label={label}
      style={style}
    >
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fffdf7" stroke="#c8c8d0" />
      <g className="bj-card-ink">
        <text x="10" y="26" fontSize="22" fontWeight="800">
          {rank}
        </text>
        <text x="11" y="46" fontSize="18">
          {sign}
        </text>
        <g transform="rotate(180 50 70)">
          <text x="10" y="26" fontSize="22" fontWeight="800">
            {rank}
          </text>
          <text x="11" y="46" fontSize="18">
            {sign}
          </text>
        </g>
        <text x="50" y="88" textAnchor="middle" fontSize={['J', 'Q', 'K'].includes(rank) ? 34 : 52}>
          {['J', 'Q', 'K'].includes(rank) ? `${rank}${sign}` : sign}
        </text>
      </g>
    </svg>
  );
}
