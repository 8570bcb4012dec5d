import type { Executor } from '@jeton/db';
import { toMoneyAmount } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { houseAccountId, playerAccountId, postTransfer } from '../../ledger/index.js';
import { appendOutboxEvent } from '../../outbox/append.js';
import { HOUSE_STUDIO } from '../house-studio/house-games.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { contributionOf, feedsJackpot } from './contribution.js';
import { closeCycle, lockOpenCycle } from './jackpot-cycle-store.js';
import { startCycle } from './jackpot-cycles.js';
import { type FedJackpot, lockJackpotsFedBy } from './jackpot-terms-store.js';

/** Told once a jackpot's amount changed and committed: the live subscriber signals browsers. */
export const JACKPOT_CHANGED = 'jackpot.changed';

/** What the engine reads of a wallet.bet event (WalletEventPayload). */
export interface StakeEvent {
  userId: number;
  currency: string;
  money: string;
  total: bigint;
  game: string;
  studio: string;
  roundId: string;
  /** The bet's ledger transaction: keys the contribution, once per jackpot. */
  ledgerTransactionId: number;
  /** When the stake was recorded: a jackpot created later takes nothing from it. */
  at: Date;
}

export interface JackpotWin {
  jackpotId: number;
  cycle: number;
  userId: number;
  amountMinor: bigint;
}

/**
 * Feeds the must-drop jackpots from real-money stakes and drops them (decision 0061), inside the
 * caller's transaction (the outbox delivery's). Each jackpot's row is locked first, in id order, so
 * two deliveries at once (two relays, a replay) take turns per jackpot: the bet whose contribution
 * brings the pool to the cycle's drop amount is the one that wins, and it wins once.
 */
export class JackpotEngine {
  constructor(private readonly deps: { clock: Clock; notifications: NotificationsService }) {}

  async onStake(tx: Executor, stake: StakeEvent): Promise<JackpotWin[]> {
    if (stake.money !== 'real' || stake.total <= 0n) return [];
    const jackpots = await lockJackpotsFedBy(tx, {
      currency: stake.currency,
      at: stake.at,
      game: stake.game,
      studio: stake.studio,
      houseStudio: HOUSE_STUDIO,
    });
    const wins: JackpotWin[] = [];
    // Locked only the jackpots this stake feeds; the check below is the same rule, kept in one place.
    for (const row of jackpots) {
      if (!feedsJackpot(stake, { currency: row.currency, games: row.games }, HOUSE_STUDIO)) continue;
      const win = await this.contribute(tx, row, stake);
      if (win) wins.push(win);
    }
    return wins;
  }

  private async contribute(tx: Executor, row: FedJackpot, stake: StakeEvent): Promise<JackpotWin | null> {
    const { id: jackpotId, currency, poolAccountId } = row;
    const amountMinor = contributionOf(stake.total, row.rateBp);
    if (amountMinor === 0n) return null;
    const cycle = await lockOpenCycle(tx, jackpotId);
    if (!cycle) throw new Error(`Jackpot ${jackpotId} has no running cycle`);
    const house = await houseAccountId(tx, 'game_house', currency, stake.userId);
    const contribution = await postTransfer(tx, {
      idempotencyKey: `jackpot:${jackpotId}:bet:${stake.ledgerTransactionId}`,
      kind: 'jackpot_contribution',
      reference: `jackpot:${jackpotId}`,
      metadata: { cycle: cycle.number, game: stake.game, round: stake.roundId, userId: stake.userId },
      postings: [
        { accountId: house, currency, amountMinor: -amountMinor },
        { accountId: poolAccountId, currency, amountMinor },
      ],
    });
    // Already fed by this bet: whatever it decided then stands.
    if (contribution.replayed) return null;
    const poolMinor = contribution.balancesAfter.get(poolAccountId);
    if (poolMinor === undefined) throw new Error(`Jackpot ${jackpotId}: the pool was not posted`);
    const now = this.deps.clock.now();
    let win: JackpotWin | null = null;
    if (poolMinor >= cycle.dropAmountMinor) {
      win = { jackpotId, cycle: cycle.number, userId: stake.userId, amountMinor: poolMinor };
      await this.drop(tx, { ...win, cycleId: cycle.id, currency, poolAccountId, game: stake.game }, now);
      await startCycle(
        tx,
        {
          jackpotId,
          currency,
          poolAccountId,
          version: row.version,
          seedMinor: row.seedMinor,
          dropMinMinor: row.dropMinMinor,
          dropMaxMinor: row.dropMaxMinor,
        },
        cycle.number + 1,
        now,
      );
    }
    await appendOutboxEvent(tx, {
      topic: JACKPOT_CHANGED,
      key: `jackpot:${jackpotId}`,
      payload: { jackpotId, won: win !== null },
    });
    return win;
  }

  /** The whole pool to the bet's player, the cycle closed with its winner, and the player told. */
  private async drop(
    tx: Executor,
    win: JackpotWin & { cycleId: number; currency: string; poolAccountId: number; game: string },
    now: Date,
  ): Promise<void> {
    const main = await playerAccountId(tx, win.userId, 'main', win.currency);
    const transfer = await postTransfer(tx, {
      idempotencyKey: `jackpot:${win.jackpotId}:cycle:${win.cycle}:win`,
      kind: 'jackpot_win',
      reference: `jackpot:${win.jackpotId}`,
      metadata: { cycle: win.cycle, game: win.game },
      postings: [
        { accountId: win.poolAccountId, currency: win.currency, amountMinor: -win.amountMinor },
        { accountId: main, currency: win.currency, amountMinor: win.amountMinor },
      ],
    });
    const closed = await closeCycle(tx, {
      cycleId: win.cycleId,
      userId: win.userId,
      amountMinor: win.amountMinor,
      game: win.game,
      transactionId: transfer.transactionId,
      wonAt: now,
    });
    // The cycle was locked by this transaction: anything else means the books and cycles disagree.
    if (closed !== 1) throw new Error(`Jackpot ${win.jackpotId} cycle ${win.cycle} closed twice`);
    await this.deps.notifications.notify(tx, win.userId, 'jackpot_won', {
      ...toMoneyAmount(win.amountMinor, win.currency),
      jackpot_id: win.jackpotId,
    });
  }
}
