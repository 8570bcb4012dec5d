import type { Database } from '@jeton/db';
import type { JackpotCreate } from '@jeton/domain/backoffice';
import type { ModuleSeed } from '../../wiring/server-module.js';
import type { JackpotAdmin } from './jackpot-admin.js';
import type { JackpotStore } from './jackpot-store.js';

/** The demo's two must-drop jackpots on house games: a small frequent one and a bigger one. */
export const DEMO_JACKPOTS: JackpotCreate[] = [
  {
    sysname: 'hourly-drop',
    currency: 'EUR',
    nameEn: 'Hourly Drop',
    nameFr: 'Drop de l’heure',
    descriptionEn: 'A small jackpot that drops often: it must drop before it reaches €100.',
    descriptionFr: 'Un petit jackpot qui tombe souvent : il doit tomber avant d’atteindre 100 €.',
    games: ['jeton-fruit-reels', 'jeton-dice', 'jeton-crash', 'jeton-plinko'],
    rateBp: 100,
    seedMinor: 1_000,
    dropMinMinor: 5_000,
    dropMaxMinor: 10_000,
  },
  {
    sysname: 'grand-drop',
    currency: 'EUR',
    nameEn: 'Grand Drop',
    nameFr: 'Grand Drop',
    descriptionEn: 'The big one, fed by every house game: it must drop before it reaches €5,000.',
    descriptionFr: 'Le gros lot, nourri par tous les jeux maison : il doit tomber avant d’atteindre 5 000 €.',
    games: [],
    rateBp: 50,
    seedMinor: 50_000,
    dropMinMinor: 100_000,
    dropMaxMinor: 500_000,
  },
];

/** Creates the demo jackpots once, as an operator would (terms, pool account, first cycle and seed). */
export const jackpotsSeed = (db: Database, store: JackpotStore, admin: JackpotAdmin): ModuleSeed => ({
  demo: async () => {
    const now = new Date();
    for (const jackpot of DEMO_JACKPOTS) {
      if (await store.hasSysname(jackpot.sysname)) continue;
      await db.transaction((tx) => admin.create(tx, jackpot, null, now));
    }
  },
});
