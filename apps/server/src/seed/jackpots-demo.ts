import { type Database, queryRows } from '@jeton/db';
import type { JackpotCreate } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import { AccountStore } from '../modules/account/account-store.js';
import { JackpotAdmin } from '../modules/jackpots/jackpot-admin.js';
import { JackpotStore } from '../modules/jackpots/jackpot-store.js';

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
export async function seedDemoJackpots(db: Database, now: Date = new Date()): Promise<void> {
  const admin = new JackpotAdmin({ db, store: new JackpotStore(db, new AccountStore(db)) });
  for (const jackpot of DEMO_JACKPOTS) {
    const [existing] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM jackpots WHERE sysname = ${jackpot.sysname}`,
    );
    if (existing) continue;
    await db.transaction((tx) => admin.create(tx, jackpot, null, now));
  }
}
