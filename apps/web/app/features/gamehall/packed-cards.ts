import type { GameCardData } from '../games/game-card-data.js';
import type { HallData } from './hall-data.js';

// The hall's first page travels in its loader data as one JSON text of compact cards. React Router
// encodes loader data value by value in JavaScript (turbo-stream): 200 cards were a thousand values
// and ≈ 7 % of a server-rendered hall page's CPU; JSON.stringify of one array is native. The page is
// a little smaller too (no key names, no object per card).

/** A card as it travels: [sysname, name, image, provider, heart]. */
type PackedCard = [string, string, string, string, boolean];

/** The hall's loader data: the hall with its first page of cards packed. */
export type PackedHallData = Omit<HallData, 'games'> & {
  games: { total: number; cards: string } | null;
};

export function packHall({ games, ...hall }: HallData): PackedHallData {
  if (!games) return { ...hall, games: null };
  return { ...hall, games: { total: games.total, cards: packCards(games.items) } };
}

/** Packed once per list of cards: the server renders the hall's shared first page again and again. */
const packedByCards = new WeakMap<readonly GameCardData[], string>();

function packCards(items: readonly GameCardData[]): string {
  let packed = packedByCards.get(items);
  if (packed === undefined) {
    const cards: PackedCard[] = items.map((c) => [c.sysname, c.name, c.image, c.provider, c.heart]);
    packed = JSON.stringify(cards);
    packedByCards.set(items, packed);
  }
  return packed;
}

export function unpackHall({ games, ...hall }: PackedHallData): HallData {
  if (!games) return { ...hall, games: null };
  const cards = JSON.parse(games.cards) as PackedCard[];
  const items = cards.map(
    ([sysname, name, image, provider, heart]): GameCardData => ({ sysname, name, image, provider, heart }),
  );
  return { ...hall, games: { total: games.total, items } };
}
