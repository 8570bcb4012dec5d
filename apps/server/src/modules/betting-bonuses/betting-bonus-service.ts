import type { Database, Executor } from '@jeton/db';
import {
  type BettingBonus,
  type BettingBonusStatus,
  currencyScale,
  type LocaleCode,
  type PromoCodeGrant,
  toMoneyAmount,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { houseAccountId, lockAccounts, playerAccountId, postTransfer } from '../../ledger/index.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import { bettingBonusError } from './betting-bonus-errors.js';
import type { BettingBonusesStore, PlayerBettingBonus } from './betting-bonuses-store.js';
import { freeBetRefusal, oddsHundredthsOf } from './free-bet-terms.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Betting bonuses ended per expiry run at most; a backlog goes over a few runs. */
const EXPIRY_BATCH = 200;

/** A betting-bonus promotion of an offer, granted to one player. */
export interface BettingBonusGrant {
  userId: number;
  currency: string;
  offerId: number | null;
  titles: Record<string, string>;
  /** Names the grant once: `{offer grant key}:{promotion index}`. */
  grantKey: string;
  terms: { bet_amount: number; min_odds: number; days: number };
}

/** A free bet's bet as the sportsbook tells it. */
export interface FreeBetOfBet {
  currency: string;
  stakeMinor: bigint;
  /** A single's odds, a multiple's combined odds. */
  oddsHundredths: number;
  /** A multiple's legs' odds (decision 0077): each must meet the lowest odds too. */
  legOddsHundredths?: readonly number[];
}

/**
 * Betting bonuses (decision 0070): free bets granted by offers, activated by the player onto the
 * betting-bonus balance (`betting_bonus_grant`), staked whole on one single or one multiple
 * (decision 0077; the sportsbook's hold takes them from that balance), removed or expired back to
 * the house (`betting_bonus_forfeit`).
 * Every change locks the bonus's row; activation also locks the player's betting-bonus account, so
 * two activations racing meet there and only one free bet is in use per currency. The ledger keys
 * name the bonus and the step (`betting_bonus:{id}:grant`, `:end`), so money moves once.
 */
export class BettingBonusService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      store: BettingBonusesStore;
      notifications: NotificationsService;
    },
  ) {}

  /** Grants an offer's betting bonus, available to activate (once per grant key); what it granted. */
  async grant(tx: Executor, grant: BettingBonusGrant): Promise<PromoCodeGrant | null> {
    const now = this.deps.clock.now();
    const amountMinor = BigInt(Math.round(grant.terms.bet_amount * 10 ** currencyScale(grant.currency)));
    const bonus = await this.deps.store.insert(tx, {
      userId: grant.userId,
      grantKey: grant.grantKey,
      offerId: grant.offerId,
      title: grant.titles,
      currency: grant.currency,
      amountMinor,
      minOddsHundredths: oddsHundredthsOf(grant.terms.min_odds),
      validDays: grant.terms.days,
      createdAt: now,
      expiresAt: new Date(now.getTime() + grant.terms.days * DAY_MS),
    });
    if (!bonus) return null;
    return {
      type: 'betting_bonus',
      amount: toMoneyAmount(amountMinor, grant.currency),
      min_odds: grant.terms.min_odds,
    };
  }

  async list(
    userId: number,
    query: { offset: number; count: number; statuses: readonly BettingBonusStatus[] },
    locale: LocaleCode,
  ) {
    const { items, total } = await this.deps.store.page(userId, query.statuses, query.offset, query.count);
    return { total, items: items.map((bonus) => present(bonus, locale)) };
  }

  /** Activates an available free bet: its money goes on the betting-bonus balance. */
  activate(userId: number, id: number, locale: LocaleCode): Promise<BettingBonus> {
    return this.deps.db.transaction(async (tx) => {
      const bonus = await this.ownBonus(tx, userId, id);
      // Activated already (a double submit): the same answer, nothing moves again.
      if (bonus.status === 'active') return present(bonus, locale);
      if (bonus.status === 'staked')
        throw bettingBonusError('BETTING_BONUS_IN_BET', 'This free bet is in a bet');
      if (bonus.status !== 'available')
        throw bettingBonusError('BETTING_BONUS_ENDED', 'This betting bonus has ended');
      const now = this.deps.clock.now();
      if (bonus.expiresAt <= now)
        throw bettingBonusError('BETTING_BONUS_EXPIRED', 'This betting bonus has expired');
      const [account, expense] = await Promise.all([
        playerAccountId(tx, userId, 'betting_bonus', bonus.currency),
        houseAccountId(tx, 'bonus_expense', bonus.currency, userId),
      ]);
      // Activations of two free bets queue here (both accounts at once, in id order: decision
      // 0083); the second then sees the first in use.
      await lockAccounts(tx, [account, expense]);
      if (await this.deps.store.inUse(tx, userId, bonus.currency)) {
        throw bettingBonusError(
          'BETTING_BONUS_IN_USE',
          'Another free bet is active: place or remove it first',
        );
      }
      await postTransfer(tx, {
        idempotencyKey: `betting_bonus:${bonus.id}:grant`,
        kind: 'betting_bonus_grant',
        reference: `betting_bonus:${bonus.id}`,
        postings: [
          { accountId: expense, currency: bonus.currency, amountMinor: -bonus.amountMinor },
          { accountId: account, currency: bonus.currency, amountMinor: bonus.amountMinor },
        ],
      });
      return present(
        await this.deps.store.update(tx, bonus.id, { status: 'active', activatedAt: now }),
        locale,
      );
    });
  }

  /** Forfeits a free bet: an active one's money goes back to the house; one in a bet cannot go. */
  remove(userId: number, id: number, locale: LocaleCode): Promise<BettingBonus> {
    return this.deps.db.transaction(async (tx) => {
      const bonus = await this.ownBonus(tx, userId, id);
      if (bonus.status === 'forfeited') return present(bonus, locale);
      if (bonus.status === 'staked') {
        throw bettingBonusError('BETTING_BONUS_IN_BET', 'This free bet is in a bet: the bet settles it');
      }
      if (bonus.status !== 'available' && bonus.status !== 'active') {
        throw bettingBonusError('BETTING_BONUS_ENDED', 'This betting bonus has ended');
      }
      return present(await this.end(tx, bonus, 'forfeited'), locale);
    });
  }

  /** Ends the available and active free bets past their time, each in its own transaction. */
  async expireDue(): Promise<number> {
    const { db, clock, store } = this.deps;
    let ended = 0;
    for (const { id, userId } of await store.dueForExpiry(clock.now(), EXPIRY_BATCH)) {
      // Counted once committed: a transaction may run twice (decision 0083).
      const expired = await db.transaction(async (tx) => {
        const bonus = await store.lockOwn(tx, userId, id);
        // The player, a bet or another server changed it since the batch was read.
        if (!bonus || (bonus.status !== 'available' && bonus.status !== 'active')) return false;
        if (bonus.expiresAt > clock.now()) return false;
        await this.end(tx, bonus, 'expired');
        return true;
      });
      if (expired) ended += 1;
    }
    return ended;
  }

  /**
   * For the sportsbook, in the placement's transaction: locks the player's free bet and checks the
   * bet against its terms; answers the betting-bonus account the stake is held from. A second bet
   * racing for the same free bet waits on the row lock, then finds it staked.
   */
  async takeForBet(tx: Executor, userId: number, id: number, bet: FreeBetOfBet): Promise<number> {
    const bonus = await this.ownBonus(tx, userId, id);
    const refusal = freeBetRefusal(bonus, bet, this.deps.clock.now());
    if (refusal === 'BETTING_BONUS_STAKE') {
      throw bettingBonusError(refusal, 'A free bet is staked whole', {
        amount: toMoneyAmount(bonus.amountMinor, bonus.currency).amount,
      });
    }
    if (refusal === 'BETTING_BONUS_MIN_ODDS') {
      throw bettingBonusError(refusal, 'The odds are below the free bet’s lowest odds', {
        min_odds: bonus.minOddsHundredths / 100,
      });
    }
    if (refusal === 'BETTING_BONUS_EXPIRED')
      throw bettingBonusError(refusal, 'This betting bonus has expired');
    if (refusal) throw bettingBonusError(refusal, 'This free bet is not active');
    return playerAccountId(tx, userId, 'betting_bonus', bonus.currency);
  }

  /** The free bet is in this bet now (the placement's transaction). */
  async staked(tx: Executor, id: number, betId: number): Promise<void> {
    await this.deps.store.update(tx, id, { status: 'staked', betId });
  }

  /**
   * Its bet settled (the settlement's transaction): won or lost ends the free bet; void put its
   * stake back on the betting-bonus balance (the hold returns to where it came from), so the free
   * bet is active again until it expires.
   */
  async betSettled(
    tx: Executor,
    id: number,
    bet: { id: number; userId: number; currency: string; stakeMinor: bigint },
    outcome: 'won' | 'lost' | 'void',
    winningsMinor: bigint,
  ): Promise<void> {
    const bonus = await this.deps.store.lockOwn(tx, bet.userId, id);
    if (bonus?.status !== 'staked') return;
    if (outcome === 'void') {
      await this.deps.store.update(tx, id, { status: 'active' });
      await this.deps.notifications.notify(tx, bet.userId, 'free_bet_void', {
        ...toMoneyAmount(bet.stakeMinor, bet.currency),
        bet_id: bet.id,
        betting_bonus_id: id,
      });
      return;
    }
    await this.deps.store.update(tx, id, {
      status: outcome,
      endedAt: this.deps.clock.now(),
      winningsMinor: outcome === 'won' ? winningsMinor : 0n,
    });
  }

  private async ownBonus(tx: Executor, userId: number, id: number): Promise<PlayerBettingBonus> {
    const bonus = await this.deps.store.lockOwn(tx, userId, id);
    // Another player's free bet answers as none at all.
    if (!bonus) throw bettingBonusError('BETTING_BONUS_NOT_FOUND', 'There is no such betting bonus');
    return bonus;
  }

  /** Ends an available or active free bet; an active one's money goes back to the house. */
  private async end(
    tx: Executor,
    bonus: PlayerBettingBonus,
    status: 'forfeited' | 'expired',
  ): Promise<PlayerBettingBonus> {
    if (bonus.status === 'active') {
      const [account, expense] = await Promise.all([
        playerAccountId(tx, bonus.userId, 'betting_bonus', bonus.currency),
        houseAccountId(tx, 'bonus_expense', bonus.currency, bonus.userId),
      ]);
      await postTransfer(tx, {
        idempotencyKey: `betting_bonus:${bonus.id}:end`,
        kind: 'betting_bonus_forfeit',
        reference: `betting_bonus:${bonus.id}`,
        postings: [
          { accountId: account, currency: bonus.currency, amountMinor: -bonus.amountMinor },
          { accountId: expense, currency: bonus.currency, amountMinor: bonus.amountMinor },
        ],
      });
    }
    if (status === 'expired' && bonus.status === 'active') {
      await this.deps.notifications.notify(tx, bonus.userId, 'betting_bonus_expired', {
        ...toMoneyAmount(bonus.amountMinor, bonus.currency),
        betting_bonus_id: bonus.id,
      });
    }
    return this.deps.store.update(tx, bonus.id, { status, endedAt: this.deps.clock.now() });
  }
}

function present(bonus: PlayerBettingBonus, locale: LocaleCode): BettingBonus {
  return {
    id: bonus.id,
    status: bonus.status,
    title: bonus.title[locale] || bonus.title.en || '',
    amount: toMoneyAmount(bonus.amountMinor, bonus.currency),
    min_odds: bonus.minOddsHundredths / 100,
    valid_days: bonus.validDays,
    created_at: bonus.createdAt.toISOString(),
    activated_at: bonus.activatedAt?.toISOString() ?? null,
    expires_at: bonus.expiresAt.toISOString(),
    ended_at: bonus.endedAt?.toISOString() ?? null,
    bet_id: bonus.betId,
    winnings: bonus.winningsMinor === null ? null : toMoneyAmount(bonus.winningsMinor, bonus.currency),
  };
}
