import { crashPage } from './games/crash/crash-page.js';
import type { KindPage } from './games/kind-page.js';
import { lineSlotPage } from './games/line-slot/line-slot-page.js';
import { minesPage } from './games/mines/mines-page.js';
import { plinkoPage } from './games/plinko/plinko-page.js';
import type { StudioGame } from './games.js';

/** The board of a game's kind, in the player's language. */
export function kindPage(game: StudioGame, locale: 'en' | 'fr'): KindPage {
  switch (game.maths.kind) {
    case 'line-slot':
      return lineSlotPage(game.slot!, locale);
    case 'crash':
      return crashPage(locale);
    case 'plinko':
      return plinkoPage(locale);
    case 'mines':
      return minesPage(locale);
  }
}
