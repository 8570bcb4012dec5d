import type { GameType, VisibleFullScreen } from '@jeton/domain';

// The demo catalogue: the house studio's games (decision 0013, provider `jeton`) and entries of
// other, fictional studios whose launch says they are not connected in this installation. Each
// game's cover is drawn by scripts/generate-game-art.ts from its motif into apps/web/public/games.

export interface SeedProvider {
  sysname: string;
  name: string;
  /** Two colours of the provider's covers. */
  palette: [string, string];
}

/** What a cover shows. */
export type ArtMotif =
  | 'reels'
  | 'roulette'
  | 'cards'
  | 'dice'
  | 'crash'
  | 'plinko'
  | 'keno'
  | 'mines'
  | 'wheel'
  | 'gem'
  | 'scarab'
  | 'star'
  | 'fruit'
  | 'dealer';

export interface SeedGame {
  sysname: string;
  name: string;
  /** A French name where it differs. */
  nameFr?: string;
  provider: string;
  type: GameType;
  categories: string[];
  tags: string[];
  motif: ArtMotif;
  popularity: number;
  releasedAt: string;
  hasDemo?: boolean;
  canAccessSlotWithZeroBalance?: boolean;
  canVisibleFavoriteIcon?: boolean;
  visibleFullScreen?: VisibleFullScreen;
}

export const SEED_PROVIDERS: SeedProvider[] = [
  { sysname: 'jeton', name: 'Jeton Originals', palette: ['#7b4dff', '#1fd1a5'] },
  { sysname: 'northern-lights', name: 'Northern Lights Gaming', palette: ['#1b6ef3', '#8af0ff'] },
  { sysname: 'red-panda', name: 'Red Panda Studios', palette: ['#e2452f', '#ffb347'] },
  { sysname: 'golden-scarab', name: 'Golden Scarab', palette: ['#c99a1d', '#5b3a12'] },
  { sysname: 'velvet-live', name: 'Velvet Live', palette: ['#8c1d40', '#f06292'] },
  { sysname: 'quantum-arcade', name: 'Quantum Arcade', palette: ['#00b894', '#2d3436'] },
];

export const SEED_CATEGORIES: { id: string; en: string; fr: string }[] = [
  { id: 'popular', en: 'Popular', fr: 'Populaires' },
  { id: 'new', en: 'New', fr: 'Nouveautés' },
  { id: 'originals', en: 'Jeton Originals', fr: 'Jeton Originals' },
  { id: 'slots', en: 'Slots', fr: 'Machines à sous' },
  { id: 'table', en: 'Table games', fr: 'Jeux de table' },
  { id: 'live', en: 'Live casino', fr: 'Casino en direct' },
  { id: 'fast', en: 'Fast games', fr: 'Jeux rapides' },
];

const house = (
  sysname: string,
  name: string,
  nameFr: string | undefined,
  type: GameType,
  motif: ArtMotif,
  popularity: number,
  extra: Partial<SeedGame> = {},
): SeedGame => ({
  sysname,
  name,
  ...(nameFr ? { nameFr } : {}),
  provider: 'jeton',
  type,
  categories: ['originals', 'popular', type === 'slot' ? 'slots' : type === 'casino' ? 'table' : 'fast'],
  tags: ['provably-fair'],
  motif,
  popularity,
  releasedAt: '2026-11-01',
  ...extra,
});

const other = (
  sysname: string,
  name: string,
  provider: string,
  type: GameType,
  motif: ArtMotif,
  popularity: number,
  releasedAt: string,
  extra: Partial<SeedGame> = {},
): SeedGame => {
  const base = type === 'slot' ? 'slots' : type === 'casino' ? 'table' : type === 'live' ? 'live' : 'fast';
  const categories = [base];
  if (popularity >= 70) categories.push('popular');
  if (releasedAt >= '2026-09-01') categories.push('new');
  return { sysname, name, provider, type, categories, tags: [], motif, popularity, releasedAt, ...extra };
};

export const SEED_GAMES: SeedGame[] = [
  house('jeton-fruit-reels', 'Fruit Reels', 'Rouleaux fruités', 'slot', 'fruit', 98, {
    tags: ['provably-fair', 'free-spins'],
  }),
  house('jeton-european-roulette', 'European Roulette', 'Roulette européenne', 'casino', 'roulette', 95),
  house('jeton-blackjack', 'Blackjack', undefined, 'casino', 'cards', 93),
  house('jeton-dice', 'Dice', 'Dés', 'fast', 'dice', 90),
  house('jeton-crash', 'Crash', undefined, 'fast', 'crash', 91),
  house('jeton-plinko', 'Plinko', undefined, 'fast', 'plinko', 88, { canAccessSlotWithZeroBalance: true }),
  house('jeton-keno', 'Keno', undefined, 'fast', 'keno', 80),
  house('jeton-mines', 'Mines', undefined, 'fast', 'mines', 86),

  other('aurora-fortune', 'Aurora Fortune', 'northern-lights', 'slot', 'star', 84, '2026-10-12', {
    tags: ['jackpot'],
  }),
  other('frozen-gems', 'Frozen Gems', 'northern-lights', 'slot', 'gem', 72, '2026-03-02'),
  other('polar-reels', 'Polar Reels', 'northern-lights', 'slot', 'reels', 55, '2025-12-01'),
  other('midnight-sun', 'Midnight Sun', 'northern-lights', 'slot', 'star', 61, '2026-09-20'),
  other('fjord-treasure', 'Fjord Treasure', 'northern-lights', 'slot', 'gem', 47, '2025-06-14', {
    tags: ['free-spins'],
  }),
  other('viking-wheel', 'Viking Wheel', 'northern-lights', 'casino', 'wheel', 58, '2026-05-05'),
  other('lantern-festival', 'Lantern Festival', 'red-panda', 'slot', 'star', 77, '2026-10-28', {
    tags: ['free-spins'],
  }),
  other('bamboo-fortune', 'Bamboo Fortune', 'red-panda', 'slot', 'reels', 69, '2026-01-19'),
  other('dragon-pearls', 'Dragon Pearls', 'red-panda', 'slot', 'gem', 74, '2026-07-07', {
    tags: ['jackpot'],
  }),
  other('panda-paws', 'Panda Paws', 'red-panda', 'slot', 'fruit', 52, '2025-10-30'),
  other('jade-baccarat', 'Jade Baccarat', 'red-panda', 'casino', 'cards', 49, '2025-08-08'),
  other('koi-keno', 'Koi Keno', 'red-panda', 'fast', 'keno', 38, '2025-04-22'),
  other('scarab-riches', 'Scarab Riches', 'golden-scarab', 'slot', 'scarab', 82, '2026-02-11', {
    tags: ['free-spins'],
  }),
  other('pharaoh-reels', 'Pharaoh Reels', 'golden-scarab', 'slot', 'reels', 66, '2025-11-11'),
  other('sands-of-gold', 'Sands of Gold', 'golden-scarab', 'slot', 'scarab', 59, '2026-09-15', {
    tags: ['jackpot'],
  }),
  other('nile-diamonds', 'Nile Diamonds', 'golden-scarab', 'slot', 'gem', 44, '2025-03-03'),
  other('sphinx-poker', 'Sphinx Poker', 'golden-scarab', 'casino', 'cards', 41, '2025-09-09'),
  other('obelisk-roulette', 'Obelisk Roulette', 'golden-scarab', 'casino', 'roulette', 46, '2026-04-04'),
  other('velvet-roulette-live', 'Velvet Roulette', 'velvet-live', 'live', 'roulette', 79, '2026-06-01', {
    hasDemo: false,
    visibleFullScreen: 'none',
  }),
  other('velvet-blackjack-live', 'Velvet Blackjack', 'velvet-live', 'live', 'dealer', 76, '2026-06-01', {
    hasDemo: false,
  }),
  other('velvet-baccarat-live', 'Velvet Baccarat', 'velvet-live', 'live', 'cards', 63, '2026-10-01', {
    hasDemo: false,
  }),
  other('grand-wheel-live', 'Grand Wheel Live', 'velvet-live', 'live', 'wheel', 71, '2026-09-25', {
    hasDemo: false,
  }),
  other('speed-roulette-live', 'Speed Roulette', 'velvet-live', 'live', 'roulette', 57, '2025-07-17', {
    hasDemo: false,
  }),
  other('dealer-hold-em-live', "Dealer Hold'em", 'velvet-live', 'live', 'dealer', 43, '2025-02-20', {
    hasDemo: false,
    canVisibleFavoriteIcon: false,
  }),
  other('neon-crash', 'Neon Crash', 'quantum-arcade', 'fast', 'crash', 73, '2026-08-18'),
  other('pixel-plinko', 'Pixel Plinko', 'quantum-arcade', 'fast', 'plinko', 64, '2026-10-05'),
  other('quantum-mines', 'Quantum Mines', 'quantum-arcade', 'fast', 'mines', 60, '2026-01-01'),
  other('hyper-dice', 'Hyper Dice', 'quantum-arcade', 'fast', 'dice', 54, '2025-12-12'),
  other('laser-keno', 'Laser Keno', 'quantum-arcade', 'fast', 'keno', 36, '2025-05-25'),
  other('orbit-wheel', 'Orbit Wheel', 'quantum-arcade', 'fast', 'wheel', 50, '2026-09-09'),
  other('cosmic-fruits', 'Cosmic Fruits', 'quantum-arcade', 'slot', 'fruit', 67, '2026-03-30'),
  other('ice-blackjack', 'Ice Blackjack', 'northern-lights', 'casino', 'cards', 45, '2025-01-15'),
  other('royal-red-dice', 'Royal Red Dice', 'red-panda', 'fast', 'dice', 40, '2026-11-10'),
  other('golden-mines', 'Golden Mines', 'golden-scarab', 'fast', 'mines', 48, '2026-10-20'),
];

/** The cover of a game: one SVG per sysname under the web app's public folder. */
export function gameImageUrl(sysname: string): string {
  return `/games/${sysname}.svg`;
}
