import type { Database, Executor } from '@jeton/db';
import {
  currencyScale,
  DEFAULT_LOYALTY_CHARACTER,
  isLoyaltyCharacter,
  isLoyaltyLevel,
  LOYALTY_CHARACTERS,
  LOYALTY_LEVELS,
  type LocaleCode,
  type LoyaltyInfo,
  type LoyaltyLevel,
  type LoyaltyProgram,
  levelForPoints,
  levelProgressPercent,
  loyaltyLevelOf,
  nextLevel,
  POINTS_PER_UNIT_STAKED,
  pointsForStake,
  pointsOfMinor,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { AccountStore } from '../account/account-store.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { loyaltyError } from './loyalty-errors.js';
import type { LoyaltyMember, LoyaltyStore } from './loyalty-store.js';
import { noticeOf } from './notice-texts.js';
import {
  awardedPoints,
  awardKey,
  awardPoints,
  pointsBalance,
  pointsHistory,
  takeBackPoints,
} from './points-ledger.js';

/** A stake as the wallet reported it (its `wallet.bet` event). */
export interface StakeEvent {
  userId: number;
  studio: string;
  transactionId: string;
  roundId: string;
  currency: string;
  /** The real-money part that earns: the main balance's share (bonus money does not earn). */
  mainMinor: bigint;
}

/** At most this many loyalty notices are handed out per call; the rest wait for the next. */
const NOTICES_PER_CALL = 10;

const levelFields = (level: LoyaltyLevel) => ({
  sysname: level.sysname,
  min_points: level.minPoints,
  points_per_unit: (POINTS_PER_UNIT_STAKED * level.multiplierPercent) / 100,
  multiplier: level.multiplierPercent / 100,
});

/**
 * The loyalty programme (decision 0062): points earned by real-money stakes through the ledger,
 * levels by lifetime points with their multiplier and their notice, the player's character, and
 * the loyalty notices they are shown once.
 */
export class LoyaltyService {
  constructor(
    private readonly deps: {
      db: Database;
      store: LoyaltyStore;
      /** The players are the account module's. */
      accounts: Pick<AccountStore, 'findById'>;
      clock: Clock;
      notifications: NotificationsService;
    },
  ) {}

  private lockMember(tx: Executor, userId: number): Promise<LoyaltyMember> {
    return this.deps.store.lockMember(tx, userId, {
      character: DEFAULT_LOYALTY_CHARACTER,
      level: LOYALTY_LEVELS[0]!.sysname,
      now: this.deps.clock.now(),
    });
  }

  /**
   * Awards a stake's points in the delivery's transaction: the main-money part × the level's
   * multiplier. Idempotent by the studio's bet call: a second delivery finds its transfer posted and
   * changes nothing. Answers the points awarded now (0 when already awarded or nothing earned).
   */
  async earn(tx: Executor, stake: StakeEvent): Promise<bigint> {
    const member = await this.lockMember(tx, stake.userId);
    const level = isLoyaltyLevel(member.level) ? loyaltyLevelOf(member.level) : LOYALTY_LEVELS[0]!;
    const points = pointsForStake(stake.mainMinor, currencyScale(stake.currency), level.multiplierPercent);
    if (points <= 0n) return 0n;
    const result = await awardPoints(tx, {
      userId: stake.userId,
      studio: stake.studio,
      betTransactionId: stake.transactionId,
      roundId: stake.roundId,
      pointsMinor: points,
    });
    if (result.replayed) return 0n;
    const lifetimeMinor = member.lifetimeMinor + points;
    const reached = levelForPoints(lifetimeMinor);
    const levelUp = LOYALTY_LEVELS.indexOf(reached) > LOYALTY_LEVELS.indexOf(level);
    await this.deps.store.updateMember(tx, stake.userId, {
      lifetimeMinor,
      ...(levelUp ? { level: reached.sysname } : {}),
      now: this.deps.clock.now(),
    });
    if (levelUp) await this.announceLevel(tx, stake.userId, reached);
    return points;
  }

  /**
   * Takes back the points of a rolled-back stake: what it earned, or what is left of the player's
   * points if they spent some since (a balance never goes below zero). Its lifetime points go back
   * too; a level reached stays. Idempotent by the bet call.
   */
  async takeBack(
    tx: Executor,
    rollback: { userId: number; studio: string; betTransactionId: string; roundId: string },
  ): Promise<bigint> {
    const awarded = await awardedPoints(tx, awardKey(rollback.studio, rollback.betTransactionId));
    if (awarded === null || awarded <= 0n) return 0n;
    const member = await this.lockMember(tx, rollback.userId);
    const balance = await pointsBalance(tx, rollback.userId, true);
    // What is left when the player spent some since: a balance never goes below zero.
    // biome-ignore lint/complexity/useMathMinMax: Math.min takes no bigints.
    const taken = balance < awarded ? balance : awarded;
    if (taken <= 0n) return 0n;
    const result = await takeBackPoints(tx, { ...rollback, pointsMinor: taken });
    if (result.replayed) return 0n;
    const lifetimeMinor = member.lifetimeMinor > awarded ? member.lifetimeMinor - awarded : 0n;
    await this.deps.store.updateMember(tx, rollback.userId, { lifetimeMinor, now: this.deps.clock.now() });
    return taken;
  }

  private async announceLevel(tx: Executor, userId: number, level: LoyaltyLevel): Promise<void> {
    const multiplier = level.multiplierPercent / 100;
    await this.deps.store.addNotice(
      tx,
      userId,
      'level',
      { level: level.sysname, multiplier },
      this.deps.clock.now(),
    );
    await this.deps.notifications.notify(tx, userId, 'loyalty_level_reached', {
      level: level.sysname,
      multiplier,
    });
  }

  /** Whether the player has earned points before (has a member row). */
  async isMember(userId: number): Promise<boolean> {
    return (await this.deps.store.member(userId)) !== null;
  }

  /** The player's loyalty info (spec "Loyalty info"). A player who never earned is a Bronze member with 0. */
  async info(userId: number): Promise<LoyaltyInfo> {
    const { db, store } = this.deps;
    const [member, balance] = await Promise.all([store.member(userId), pointsBalance(db, userId)]);
    const lifetimeMinor = member?.lifetimeMinor ?? 0n;
    const level =
      member && isLoyaltyLevel(member.level) ? loyaltyLevelOf(member.level) : levelForPoints(lifetimeMinor);
    const next = nextLevel(level);
    const character =
      member && isLoyaltyCharacter(member.character) ? member.character : DEFAULT_LOYALTY_CHARACTER;
    return {
      id: userId,
      uid: userId,
      is_active: true,
      points: pointsOfMinor(balance),
      lifetime_points: pointsOfMinor(lifetimeMinor),
      pointsAlias: 'points',
      character: { id: LOYALTY_CHARACTERS.indexOf(character) + 1, sysname: character },
      level: levelFields(level),
      next_level: next
        ? {
            ...levelFields(next),
            points_to_go: Math.max(0, next.minPoints - pointsOfMinor(lifetimeMinor)),
          }
        : null,
      progress_percent: levelProgressPercent(lifetimeMinor),
      levels: LOYALTY_LEVELS.map(levelFields),
    };
  }

  programs(): { total: number; items: LoyaltyProgram[] } {
    const items = LOYALTY_LEVELS.map((level) => this.program(level.sysname));
    return { total: items.length, items };
  }

  program(sysname: string): LoyaltyProgram {
    if (!isLoyaltyLevel(sysname)) throw loyaltyError('NOT_FOUND', 'There is no such loyalty level');
    const level = loyaltyLevelOf(sysname);
    const index = LOYALTY_LEVELS.indexOf(level);
    return {
      ...levelFields(level),
      next: LOYALTY_LEVELS[index + 1]?.sysname ?? null,
      previous: LOYALTY_LEVELS[index - 1]?.sysname ?? null,
    };
  }

  characters(page: { offset: number; limit: number }) {
    const all = LOYALTY_CHARACTERS.map((sysname, index) => ({ id: index + 1, sysname }));
    return {
      items: all.slice(page.offset, page.offset + page.limit),
      offset: page.offset,
      limit: page.limit,
      total: all.length,
    };
  }

  /** Saves the player's character by its id (1 to the number of characters). */
  async setCharacter(userId: number, id: number): Promise<1> {
    const character = LOYALTY_CHARACTERS[id - 1];
    if (!character) throw loyaltyError('NOT_FOUND', 'There is no such character');
    await this.deps.db.transaction(async (tx) => {
      await this.lockMember(tx, userId);
      await this.deps.store.updateMember(tx, userId, { character, now: this.deps.clock.now() });
    });
    return 1;
  }

  /** The loyalty notices the player has not been shown, worded in their locale; each is handed out once. */
  async notifications(userId: number, locale: LocaleCode) {
    const notices = await this.deps.store.takeUnshownNotices(userId, this.deps.clock.now(), NOTICES_PER_CALL);
    return { items: notices.map((notice) => noticeOf(notice, locale)) };
  }

  /** A player's info for an operator: refused for an id that is no player's. */
  async infoOfPlayer(userId: number): Promise<LoyaltyInfo> {
    if (!(await this.deps.accounts.findById(userId))) {
      throw loyaltyError('NOT_FOUND', 'There is no such player', {
        data: { fields: { playerId: 'Unknown player' } },
      });
    }
    return this.info(userId);
  }

  async history(userId: number, page: { offset: number; count: number }) {
    const { total, items } = await pointsHistory(this.deps.db, userId, page);
    return {
      total,
      items: items.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        points: pointsOfMinor(entry.amountMinor),
        balance_after: pointsOfMinor(entry.balanceAfterMinor),
        reference: entry.reference,
        created_at: entry.createdAt.toISOString(),
      })),
    };
  }
}
