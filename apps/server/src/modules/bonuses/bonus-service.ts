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
import type { ExcludedPlayers } from '../../ports/excluded-players.js';
import type { OffersService } from '../campaigns/offers-service.js';
import type { FreeSpinsService } from '../house-studio/free-spins.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { BonusesStore, NewBonus, PlayerBonus } from './bonuses-store.js';
import { BonusLifecycle } from './lifecycle/bonus-lifecycle.js';
import { BonusMoney } from './lifecycle/bonus-money.js';
import type { BonusRules } from './lifecycle/lifecycle-types.js';
import { depositBonusMinor, promotionsOf, toMinor } from './offer-promotions.js';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** A betting-bonus promotion of an offer, granted to one player (the betting-bonus engine's grant). */
export interface BettingBonusGrant {
  userId: number;
  currency: string;
  offerId: number | null;
  titles: Record<string, string>;
  /** Names the grant once: `{offer grant key}:{promotion index}`. */
  grantKey: string;
  terms: { bet_amount: number; min_odds: number; days: number };
}

export interface BonusDeps {
  db: Database;
  clock: Clock;
  store: BonusesStore;
  offers: OffersService;
  freeSpins: FreeSpinsService;
  /** The betting-bonus engine, which grants an offer's free bets (it uses this module's lifecycle). */
  bettingBonuses: { grant(tx: Executor, grant: BettingBonusGrant): Promise<PromoCodeGrant | null> };
  notifications: NotificationsService;
  /** A player in a time-out or self-exclusion is granted nothing, by any path (issue 34). */
  excludedPlayers: ExcludedPlayers;
}

/**
 * The bonus engine (decision 0060). An offer a player took with a deposit grants its bonus when the
 * deposit is credited; a bonus's money goes on the bonus balance when it is active (one at a time
 * per currency), its wagering counts the player's real-money stakes, and it ends converted (the
 * bonus balance → main), forfeited or expired. Every money movement is a ledger transfer whose key
 * names the bonus and the step, in the transaction that changes the bonus's status.
 */
export class BonusService {
  private readonly lifecycle: BonusLifecycle<PlayerBonus, NewBonus>;

  constructor(private readonly deps: BonusDeps) {
    this.lifecycle = new BonusLifecycle({
      db: deps.db,
      clock: deps.clock,
      store: deps.store,
      money: new BonusMoney({
        prefix: 'bonus',
        balance: 'bonus',
        grant: 'bonus_grant',
        conversion: 'bonus_conversion',
        forfeit: 'bonus_forfeit',
      }),
      rules: casinoBonusRules(deps.notifications),
    });
  }

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
    if (await this.deps.excludedPlayers.isExcluded(tx, grant.userId)) return [];
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
      // Taken straight away unless another bonus is running: then it waits, available.
      const bonus = await this.lifecycle.grant(
        tx,
        {
          userId: grant.userId,
          grantKey: `${grant.grantKey}:${index}`,
          offerId: grant.offerId,
          title: grant.titles,
          currency: grant.currency,
          amountMinor,
          wagerMultiplier: promotion.wager,
          validDays: promotion.days,
          createdAt: now,
        },
        { start: true },
      );
      if (!bonus) continue;
      granted.push({
        type: 'bonus_money',
        amount: toMoneyAmount(amountMinor, grant.currency),
        wager: promotion.wager,
      });
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
    const { items, total } = await this.lifecycle.list(userId, query);
    return { total, items: items.map((bonus) => present(bonus, locale)) };
  }

  /** Activates an available bonus: its money goes on the bonus balance and its clock starts. */
  async activate(userId: number, id: number, locale: LocaleCode) {
    return present(await this.lifecycle.activate(userId, id), locale);
  }

  /** Gives a bonus up: an available one just ends; an active one takes its bonus money with it. */
  async remove(userId: number, id: number, locale: LocaleCode) {
    return present(await this.lifecycle.remove(userId, id), locale);
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
      await this.lifecycle.convert(tx, counted);
    }
  }

  /** Ends the active bonuses past their time, each in its own transaction; answers how many. */
  expireDue(): Promise<number> {
    return this.lifecycle.expireDue();
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

/** What a casino bonus does apart in the shared lifecycle: its clock starts on activation. */
function casinoBonusRules(notifications: NotificationsService): BonusRules<PlayerBonus> {
  const ended = () => bonusError('BONUS_ENDED', 'This bonus has ended');
  return {
    clockStarts: 'activation',
    errors: {
      notFound: () => bonusError('BONUS_NOT_FOUND', 'There is no such bonus'),
      ended,
      inUse: () => bonusError('BONUS_ALREADY_ACTIVE', 'Another bonus is running: finish or remove it first'),
      // Never met: an available casino bonus has no expiry until it starts.
      expired: ended,
    },
    tell: (tx, bonus, step, amountMinor) =>
      notifications.notify(tx, bonus.userId, TOLD[step], {
        ...toMoneyAmount(amountMinor, bonus.currency),
        bonus_id: bonus.id,
      }),
  };
}

const TOLD = {
  activated: 'bonus_credited',
  waiting: 'bonus_waiting',
  converted: 'bonus_converted',
  expired: 'bonus_expired',
} as const;

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
