import { freespinsAnswers, toMoneyAmount } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import type { FreeSpinsService } from '../house-studio/free-spins.js';
import type { HouseCatalogue } from '../house-studio/house-games.js';

// freespins: the player's free-spin packs (spec sections 3, 6 and 7: status active, count 99).

const FREE_SPIN_FETCH_MAX = 99;

/** The services this module's handlers use, handed in by its module.ts. */
export interface FreeSpinsApiDeps {
  freeSpins: FreeSpinsService;
  houseCatalogue: HouseCatalogue;
}

export const freeSpinsApi = defineApiModule<FreeSpinsApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'freespins',
      method: 'get',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "The player's usable free-spin packs: game, spins left, stake per spin, expiry",
      input: z.object({
        status: z.enum(['active']).optional().default('active'),
        count: z
          .string()
          .regex(/^\d{1,3}$/)
          .transform(Number)
          .pipe(z.number().int().min(1).max(FREE_SPIN_FETCH_MAX))
          .optional()
          .default(FREE_SPIN_FETCH_MAX),
        fields: z.string().max(200).optional(),
      }),
      output: freespinsAnswers.get,
      handler: async ({ deps, session, input, locale }) => {
        const withDescription = (input.fields ?? '')
          .split(',')
          .some((field) => field.trim() === 'description');
        const packs = await deps.freeSpins.activeGranted(session!.userId, input.count);
        const items = packs.map((pack) => {
          // The game's name in the player's language, as the hall shows it.
          const name = deps.houseCatalogue.find(pack.gameSysname)?.names[locale] ?? pack.gameSysname;
          return {
            id: pack.id,
            game: { sysname: pack.gameSysname, name, ...(withDescription ? { description: { name } } : {}) },
            count: pack.count,
            remaining_count: pack.remaining,
            stake: toMoneyAmount(pack.stakeMinor, pack.currency),
            status: pack.status,
            expired_at: pack.expiresAt.toISOString(),
          };
        });
        return { total: items.length, items };
      },
    }),
  ],
});
