// The house studio's games by catalogue sysname (decision 0013, "House games"). The catalogue's
// `games` table (branch games-catalogue) lists them too; the studio keeps its own map so that it
// launches only what it can play, whatever the catalogue says. `HouseCatalogue` is the seam to
// read names from the catalogue later.

import type { LocaleCode } from '@jeton/domain';
import type { HouseGameKind } from '@jeton/games';

export const HOUSE_PROVIDER = 'jeton';
export const HOUSE_STUDIO = 'jeton';

export interface HouseGame {
  sysname: string;
  kind: HouseGameKind;
  /** The English name. */
  name: string;
  /** The name in each locale, as the catalogue spells it: the frame shows the page's. */
  names: Readonly<Record<LocaleCode, string>>;
}

export const HOUSE_GAMES_BY_SYSNAME: ReadonlyMap<string, HouseGame> = new Map(
  (
    [
      ['jeton-fruit-reels', 'slot', 'Fruit Reels', 'Rouleaux fruités'],
      ['jeton-european-roulette', 'roulette', 'European Roulette', 'Roulette européenne'],
      ['jeton-blackjack', 'blackjack', 'Blackjack', 'Blackjack'],
      ['jeton-dice', 'dice', 'Dice', 'Dés'],
      ['jeton-crash', 'crash', 'Crash', 'Crash'],
      ['jeton-plinko', 'plinko', 'Plinko', 'Plinko'],
      ['jeton-keno', 'keno', 'Keno', 'Keno'],
      ['jeton-mines', 'mines', 'Mines', 'Mines'],
    ] as const
  ).map(([sysname, kind, name, fr]) => [sysname, { sysname, kind, name, names: { en: name, fr } }]),
);

/** What the studio needs of the catalogue: which sysnames are house games. */
export interface HouseCatalogue {
  find(sysname: string): HouseGame | null;
}

export const staticHouseCatalogue: HouseCatalogue = {
  find: (sysname) => HOUSE_GAMES_BY_SYSNAME.get(sysname) ?? null,
};
