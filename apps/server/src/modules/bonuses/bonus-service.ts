import type { Database, Executor } from '@jeton/db';
import {
  AppError,
  currencyScale,
  type LocaleCode,
  type PlayerBonusStatus,
  type PromoCodeGrant,
  toMoneyAmount,
} from '@jeton/domain';
import type { SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { houseAccountId, lockAccounts, playerAccountId, postTransfer } from '../../ledger/index.js';
import type { BettingBonusService } from '../betting-bonuses/betting-bonus-service.js';
import type { OffersService } from '../campaigns/offers-service.js';
import type { FreeSpinsService } from '../house-studio/free-spins.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { BonusesStore, PlayerBonus } from './bonuses-store.js';
import { depositBonusMinor, promotionsOf, toMinor } from './offer-promotions.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Active bonuses ended per expiry run at most; a backlog goes over a few runs. */
const EXPIRY_BATCH = 200;

/** A deposit the cashier credited, as its outbox event tells it. */
export interface CreditedDeposit {
  paymentId: number;
  userId: number;
  amountMinor: bigint;
  currency: string;
  offerId: number | null;
}

/** An offer's promotions to grant to a player, with the offer's titles to copy. */
export interface OfferGrant {
  userId: number;
  currency: string;
  offerId: number;
  titles: Record<string, string>;
  promotions: unknown;
  /** Names the grant: each bonus's key is `{grantKey}:{promotion index}`. */
  grantKey: string;
  /** The deposit a deposit bonus takes its share of; null when no deposit took the offer. */
  depositMinor: bigint | null;
}

export interface BonusDeps {
  db: Database;
  clock: Clock;
  store: BonusesStore;
  offers: OffersService;
  freeSpins: FreeSpinsService;
  bettingBonuses: BettingBonusService;
  notifications: NotificationsService;
}

/**
 * The bonus engine (decision 0060). An offer a player took with a deposit grants its bonus when the
 * deposit is credited; a bonus's money goes on the bonus balance when it is active (one at a time
 * per currency), its wagering counts the player's real-money stakes, and it ends converted (the
 * bonus balance → main), forfeited or expired. Every money movement is a ledger transfer whose key
 * names the bonus and the step, in the transaction that changes the bonus's status.
 */
export class BonusService {
  constructor(private readonly deps: BonusDeps) {}

  /** Grants what the deposit's offer promises (in the delivery's transaction: once per deposit). */
  async grantForDeposit(tx: Executor, deposit: CreditedDeposit): Promise<void> {
    if (deposit.offerId === null) return;
    const offer = await this.deps.offers.grantsOf(tx, deposit.offerId);
    if (!offer) return;
    await this.grantOffer(tx, {
      userId: deposit.userId,
      currency: deposit.currency,
      offerId: deposit.offerId,
      ...offer,
      grantKey: `deposit:${deposit.paymentId}`,
      depositMinor: deposit.amountMinor,
    });
  }

  /**
   * Grants an offer's promotions to a player in the caller's transaction, copying their terms into
   * the player's records (a bonus, a free-spin pack): once per `grantKey` for the bonuses; the
   * caller makes the whole grant once (a delivery's cursor, a promo-code redemption's unique row).
   * A deposit bonus needs a deposit (`depositMinor`) and grants nothing without one. Answers what
   * was granted.
   */
  async grantOffer(tx: Executor, grant: OfferGrant): Promise<PromoCodeGrant[]> {
    const scale = currencyScale(grant.currency);
    const now = this.deps.clock.now();
    const granted: PromoCodeGrant[] = [];
    for (const { index, promotion } of promotionsOf(grant.promotions)) {
      if (promotion.type === 'free_spins') {
        await this.grantFreeSpins(tx, grant, promotion, scale, now);
        granted.push({ type: 'free_spins', count: promotion.count, game: promotion.game });
        continue;
      }
      if (promotion.type === 'betting_bonus') {
        // A free bet waits available for the player to activate it (decision 0070).
        const bettingBonus = await this.deps.bettingBonuses.grant(tx, {
          userId: grant.userId,
          currency: grant.currency,
          offerId: grant.offerId,
          titles: grant.titles,
          grantKey: `${grant.grantKey}:${index}`,
          terms: promotion,
        });
        if (bettingBonus) granted.push(bettingBonus);
        continue;
      }
      const amountMinor =
        promotion.type === 'bonus_money'
          ? toMinor(promotion.amount, scale)
          : grant.depositMinor === null
            ? 0n
            : depositBonusMinor(promotion, grant.depositMinor, scale);
      if (amountMinor <= 0n) continue;
      const bonus = await this.deps.store.insert(tx, {
        userId: grant.userId,
        grantKey: `${grant.grantKey}:${index}`,
        offerId: grant.offerId,
        title: grant.titles,
        currency: grant.currency,
        amountMinor,
        wagerMultiplier: promotion.wager,
        validDays: promotion.days,
        createdAt: now,
      });
      if (!bonus) continue;
      granted.push({
        type: 'bonus_money',
        amount: toMoneyAmount(amountMinor, grant.currency),
        wager: promotion.wager,
      });
      // Taken straight away unless another bonus is running: then it waits, available.
      if (!(await this.deps.store.lockActive(tx, grant.userId, grant.currency))) {
        await this.start(tx, bonus);
      }
    }
    return granted;
  }

  /** The players holding a bonus of the offer, as a subquery (see BonusesStore.holdersOfOffer). */
  holdersOfOffer(offerId: SQL): SQL {
    return this.deps.store.holdersOfOffer(offerId);
  }

  /** The player's bonuses, newest first; of some statuses only when asked. */
  async list(
    userId: number,
    query: { offset: number; count: number; statuses: readonly PlayerBonusStatus[] },
    locale: LocaleCode,
  ) {
    const { items, total } = await this.deps.store.page(userId, query.statuses, query.offset, query.count);
    return { total, items: items.map((bonus) => present(bonus, locale)) };
  }

  /** Activates an available bonus: its money goes on the bonus balance and its clock starts. */
  async activate(userId: number, id: number, locale: LocaleCode) {
    return this.deps.db.transaction(async (tx) => {
      const bonus = await this.ownBonus(tx, userId, id);
      if (bonus.status === 'active') return present(bonus, locale);
      if (bonus.status !== 'available') throw bonusError('BONUS_ENDED', 'This bonus has ended');
      if (await this.deps.store.lockActive(tx, userId, bonus.currency)) {
        throw bonusError('BONUS_ALREADY_ACTIVE', 'Another bonus is running: finish or remove it first');
      }
      return present(await this.start(tx, bonus), locale);
    });
  }

  /** Gives a bonus up: an available one just ends; an active one takes its bonus money with it. */
  async remove(userId: number, id: number, locale: LocaleCode) {
    return this.deps.db.transaction(async (tx) => {
      const bonus = await this.ownBonus(tx, userId, id);
      if (bonus.status === 'forfeited') return present(bonus, locale);
      if (bonus.status !== 'available' && bonus.status !== 'active') {
        throw bonusError('BONUS_ENDED', 'This bonus has ended');
      }
      return present(await this.finish(tx, bonus, 'forfeited'), locale);
    });
  }

  /**
   * Counts a real-money stake (or takes back a refunded one) towards the player's active bonus, in
   * the delivery's transaction; converts the bonus when its wagering is met.
   */
  async countStake(
    tx: Executor,
    stake: { userId: number; currency: string; amountMinor: bigint; at: Date },
  ): Promise<void> {
    const active = await this.deps.store.lockActive(tx, stake.userId, stake.currency);
    // A stake made before this bonus started counts for no bonus (nor does its refund).
    if (!active?.activatedAt || stake.at < active.activatedAt) return;
    const counted = await this.deps.store.addWagered(tx, active.id, stake.amountMinor);
    if (stake.amountMinor > 0n && counted.wageredMinor >= counted.wagerRequiredMinor) {
      await this.finish(tx, counted, 'converted');
    }
  }

  /** Ends the active bonuses past their time, each in its own transaction; answers how many. */
  async expireDue(): Promise<number> {
    const { db, clock, store } = this.deps;
    let ended = 0;
    for (const { id, userId } of await store.dueForExpiry(clock.now(), EXPIRY_BATCH)) {
      // Counted once committed: a transaction may run twice (decision 0083).
      const expired = await db.transaction(async (tx) => {
        const bonus = await store.lockOwn(tx, userId, id);
        // Another server, or the player, ended it since the batch was read.
        if (bonus?.status !== 'active' || !bonus.expiresAt || bonus.expiresAt > clock.now()) return false;
        await this.finish(tx, bonus, 'expired');
        return true;
      });
      if (expired) ended += 1;
    }
    return ended;
  }

  private async ownBonus(tx: Executor, userId: number, id: number): Promise<PlayerBonus> {
    const bonus = await this.deps.store.lockOwn(tx, userId, id);
    // Another player's bonus answers as no bonus at all.
    if (!bonus) throw bonusError('BONUS_NOT_FOUND', 'There is no such bonus');
    return bonus;
  }

  /** Puts the bonus's money on the bonus balance and starts its clock. */
  private async start(tx: Executor, bonus: PlayerBonus): Promise<PlayerBonus> {
    const now = this.deps.clock.now();
    const [expense, player] = await Promise.all([
      houseAccountId(tx, 'bonus_expense', bonus.currency, bonus.userId),
      playerAccountId(tx, bonus.userId, 'bonus', bonus.currency),
    ]);
    await postTransfer(tx, {
      idempotencyKey: `bonus:${bonus.id}:grant`,
      kind: 'bonus_grant',
      reference: `bonus:${bonus.id}`,
      postings: [
        { accountId: expense, currency: bonus.currency, amountMinor: -bonus.amountMinor },
        { accountId: player, currency: bonus.currency, amountMinor: bonus.amountMinor },
      ],
    });
    const started = await this.deps.store.activate(
      tx,
      bonus.id,
      now,
      new Date(now.getTime() + bonus.validDays * DAY_MS),
    );
    await this.deps.notifications.notify(tx, bonus.userId, 'bonus_credited', {
      ...toMoneyAmount(bonus.amountMinor, bonus.currency),
      bonus_id: bonus.id,
    });
    return started;
  }

  /**
   * Ends a bonus. An active one's bonus balance moves whole: to the main balance when converted,
   * back to the house otherwise (one active bonus per currency: that balance is this bonus's).
   */
  private async finish(
    tx: Executor,
    bonus: PlayerBonus,
    status: 'converted' | 'forfeited' | 'expired',
  ): Promise<PlayerBonus> {
    let movedMinor = 0n;
    if (bonus.status === 'active') {
      const [from, to] = await Promise.all([
        playerAccountId(tx, bonus.userId, 'bonus', bonus.currency),
        status === 'converted'
          ? playerAccountId(tx, bonus.userId, 'main', bonus.currency)
          : houseAccountId(tx, 'bonus_expense', bonus.currency, bonus.userId),
      ]);
      // Both locked at once, in id order, as a stake locks them (decision 0083): all of the bonus
      // balance moves, with no stake changing it between the read and the transfer.
      movedMinor = (await lockAccounts(tx, [from, to])).get(from) ?? 0n;
      if (movedMinor > 0n) {
        await postTransfer(tx, {
          idempotencyKey: `bonus:${bonus.id}:end`,
          kind: status === 'converted' ? 'bonus_conversion' : 'bonus_forfeit',
          reference: `bonus:${bonus.id}`,
          postings: [
            { accountId: from, currency: bonus.currency, amountMinor: -movedMinor },
            { accountId: to, currency: bonus.currency, amountMinor: movedMinor },
          ],
        });
      }
      const money = { ...toMoneyAmount(movedMinor, bonus.currency), bonus_id: bonus.id };
      if (status === 'converted')
        await this.deps.notifications.notify(tx, bonus.userId, 'bonus_converted', money);
      if (status === 'expired')
        await this.deps.notifications.notify(tx, bonus.userId, 'bonus_expired', money);
    }
    return this.deps.store.end(
      tx,
      bonus.id,
      status,
      this.deps.clock.now(),
      status === 'converted' ? movedMinor : null,
    );
  }

  private async grantFreeSpins(
    tx: Executor,
    grant: { userId: number; currency: string },
    promotion: { count: number; game: string; stake: number; days: number },
    scale: number,
    now: Date,
  ): Promise<void> {
    await this.deps.freeSpins.grant(
      {
        userId: grant.userId,
        gameSysname: promotion.game,
        count: promotion.count,
        stakeMinor: toMinor(promotion.stake, scale),
        currency: grant.currency,
        expiresAt: new Date(now.getTime() + promotion.days * DAY_MS),
        source: 'promotion',
      },
      tx,
    );
    await this.deps.notifications.notify(tx, grant.userId, 'free_spins_granted', {
      count: promotion.count,
      game: promotion.game,
    });
  }
}

function bonusError(code: string, message: string): AppError {
  return new AppError('InvalidRequestException', message, { code });
}

function present(bonus: PlayerBonus, locale: LocaleCode) {
  const money = (minor: bigint) => toMoneyAmount(minor, bonus.currency);
  const required = bonus.wagerRequiredMinor;
  const percent =
    required === 0n
      ? 100
      : Math.min(100, Math.floor(Number((bonus.wageredMinor * 10_000n) / required)) / 100);
  return {
    id: bonus.id,
    status: bonus.status,
    title: bonus.title[locale] || bonus.title.en || '',
    amount: money(bonus.amountMinor),
    wager: {
      multiplier: bonus.wagerMultiplier,
      required: money(required),
      wagered: money([bonus.wageredMinor, required].sort((a, b) => (a < b ? -1 : 1))[0]!),
      percent,
    },
    valid_days: bonus.validDays,
    created_at: bonus.createdAt.toISOString(),
    activated_at: bonus.activatedAt?.toISOString() ?? null,
    expires_at: bonus.expiresAt?.toISOString() ?? null,
    ended_at: bonus.endedAt?.toISOString() ?? null,
    converted: bonus.convertedMinor === null ? null : money(bonus.convertedMinor),
  };
}
