import { AppError, isCurrency } from '@jeton/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { AccountStore } from '../account/account-store.js';
import type { FreeSpinsService } from '../house-studio/free-spins.js';
import type { HouseCatalogue } from '../house-studio/house-games.js';

const grantSchema = z.object({
  game: z.string().min(1).max(100),
  count: z.number().int().min(1).max(1000),
  /** Stake per spin in minor units, as a string. */
  stake: z.string().regex(/^[1-9]\d{0,7}$/),
  /** How long the pack lasts. */
  days: z.number().int().min(1).max(365).default(30),
});

/** `POST /admin/players/{uid}/free-spins` (decision 0010's back office): grants a pack of a house game. */
export type FreeSpinsAdminDeps = {
  houseCatalogue: HouseCatalogue;
  accountStore: AccountStore;
  freeSpins: FreeSpinsService;
  clock: Clock;
};

export function registerFreeSpinsAdmin(admin: FastifyInstance, services: FreeSpinsAdminDeps): void {
  admin.post<{ Params: { uid: string } }>('/players/:uid/free-spins', async (request, reply) => {
    const uid = /^[1-9]\d{0,14}$/.test(request.params.uid) ? Number(request.params.uid) : null;
    const parsed = grantSchema.safeParse(request.body);
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.') || '_', 'Wrong value']),
      );
      throw AppError.invalidParameters(fields);
    }
    const grant = parsed.data;
    if (!services.houseCatalogue.find(grant.game)) {
      throw AppError.invalidParameters({ game: 'Not a game of the house studio' });
    }
    const player = uid === null ? undefined : await services.accountStore.findById(uid);
    if (!player || !isCurrency(player.currency)) {
      throw new AppError('InvalidParameterException', 'No player has this uid', {
        code: 'PLAYER_NOT_FOUND',
        data: { fields: { uid: 'No player has this uid' } },
      });
    }
    const pack = await services.freeSpins.grant({
      userId: player.id,
      gameSysname: grant.game,
      count: grant.count,
      stakeMinor: BigInt(grant.stake),
      currency: player.currency,
      expiresAt: new Date(services.clock.now().getTime() + grant.days * 86_400_000),
      source: 'operator',
    });
    request.log.info(
      { uid: player.id, pack: pack.id, game: grant.game, count: grant.count },
      'admin granted free spins',
    );
    reply.code(201);
    return {
      data: {
        id: pack.id,
        uid: player.id,
        game: pack.gameSysname,
        count: pack.count,
        remaining: pack.remaining,
        stake: pack.stakeMinor.toString(),
        currency: pack.currency,
        expires_at: pack.expiresAt.toISOString(),
      },
    };
  });
}
