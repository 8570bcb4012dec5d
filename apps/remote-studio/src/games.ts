import { CRASH } from './games/crash/crash-maths.js';
import type { GameMaths } from './games/game-maths.js';
import { GOLDEN_SCARAB_5X4 } from './games/line-slot/golden-scarab-5x4.js';
import { type LineSlotSpec, lineSlotGame } from './games/line-slot/line-slot-maths.js';
import { NORTHERN_LIGHTS_5X3 } from './games/line-slot/northern-lights-5x3.js';
import { RED_PANDA_3X3 } from './games/line-slot/red-panda-3x3.js';
import { MINES } from './games/mines/mines-maths.js';
import { PLINKO } from './games/plinko/plinko-maths.js';

// The games this studio serves, by the id Jeton's catalogue gives them (its seed's sysnames), each
// on one maths module (decision 0096). A studio's slots share their maths, as real studios' do.

export interface StudioGame {
  id: string;
  studio: string;
  name: { en: string; fr: string };
  maths: GameMaths;
  /** The slot's spec, for its page; null for the other kinds. */
  slot: LineSlotSpec | null;
}

type Entry = readonly [id: string, en: string, fr: string];

const slots = (studio: string, spec: LineSlotSpec, games: readonly Entry[]): StudioGame[] => {
  const maths = lineSlotGame(spec);
  return games.map(([id, en, fr]) => ({ id, studio, name: { en, fr }, maths, slot: spec }));
};

const other = (studio: string, maths: GameMaths, [id, en, fr]: Entry): StudioGame => ({
  id,
  studio,
  name: { en, fr },
  maths,
  slot: null,
});

export const GAMES: ReadonlyMap<string, StudioGame> = new Map(
  [
    ...slots('northern-lights', NORTHERN_LIGHTS_5X3, [
      ['aurora-fortune', 'Aurora Fortune', 'Fortune de l’aurore'],
      ['frozen-gems', 'Frozen Gems', 'Gemmes gelées'],
      ['polar-reels', 'Polar Reels', 'Rouleaux polaires'],
      ['midnight-sun', 'Midnight Sun', 'Soleil de minuit'],
      ['fjord-treasure', 'Fjord Treasure', 'Trésor du fjord'],
    ]),
    ...slots('golden-scarab', GOLDEN_SCARAB_5X4, [
      ['scarab-riches', 'Scarab Riches', 'Richesses du scarabée'],
      ['pharaoh-reels', 'Pharaoh Reels', 'Rouleaux du pharaon'],
      ['sands-of-gold', 'Sands of Gold', 'Sables d’or'],
      ['nile-diamonds', 'Nile Diamonds', 'Diamants du Nil'],
    ]),
    other('golden-scarab', MINES, ['golden-mines', 'Golden Mines', 'Mines d’or']),
    ...slots('red-panda', RED_PANDA_3X3, [
      ['lantern-festival', 'Lantern Festival', 'Fête des lanternes'],
      ['bamboo-fortune', 'Bamboo Fortune', 'Fortune du bambou'],
      ['dragon-pearls', 'Dragon Pearls', 'Perles du dragon'],
      ['panda-paws', 'Panda Paws', 'Pattes de panda'],
    ]),
    other('quantum-arcade', CRASH, ['neon-crash', 'Neon Crash', 'Neon Crash']),
    other('quantum-arcade', PLINKO, ['pixel-plinko', 'Pixel Plinko', 'Pixel Plinko']),
    other('quantum-arcade', MINES, ['quantum-mines', 'Quantum Mines', 'Mines quantiques']),
  ].map((game) => [game.id, game]),
);
