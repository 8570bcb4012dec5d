import { randomBytes } from 'node:crypto';
import type { Database, Executor } from '@jeton/db';
import {
  AppError,
  currencyScale,
  formatRuleFailure,
  type LocaleCode,
  rules,
  toMoneyAmount,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import {
  findPendingTransfer,
  houseAccountId,
  isLedgerError,
  type PendingTransfer,
  pendingRefusalReason,
  playerAccountId,
  postPending,
  postTransfer,
  reservePending,
  voidPending,
} from '../../ledger/index.js';
import { appendOutboxEvent } from '../../outbox/append.js';
import type { PaymentProvider } from '../../ports/payment-provider.js';
import type { UserRow } from '../../sessions/session-service.js';
import type { AccountStore } from '../account/account-store.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { CashierStore, PaymentRow } from './cashier-store.js';
import { startOfUtcDay } from './periods.js';
import {
  DEFAULT_WITHDRAWAL_CONFIG,
  WITHDRAWAL_CONFIG_KEY,
  type WithdrawalConfig,
  type WithdrawalMethodConfig,
} from './withdrawal-config.js';
import { withdrawalRequestedEvent } from './withdrawal-events.js';
import { checkRequisites } from './withdrawal-requisites.js';

export interface WithdrawalServiceDeps {
  db: Database;
  store: CashierStore;
  accountStore: AccountStore;
  settings: SettingsService;
  providers: ReadonlyMap<string, PaymentProvider>;
  clock: Clock;
  notifications: NotificationsService;
}

/**
 * Work done in the transaction that settles a withdrawal, with the payment before and after (the
 * back office's audit entry); not called when the withdrawal already had that outcome.
 */
export type SettledHook = (tx: Executor, before: PaymentRow, after: PaymentRow) => Promise<void>;

export interface WithdrawalRequest {
  method: string;
  amount: string;
  requisites: string;
  bank_id: string;
}

/** The statuses that count against the daily withdrawal limits: waiting or paid. */
const COUNTED = ['pending', 'success'] as const;

/**
 * How long a withdrawal may wait for an operator: past this, the expiry sweep returns the amount to
 * the player and the withdrawal ends as declined, with the decline's notice.
 */
export const WITHDRAWAL_RESERVE_EXPIRY_MS = 30 * 24 * 60 * 60_000;

/** The key of a withdrawal's two-phase transfer (its ledger keys add `:reserve` and `:settle`). */
const reserveKeyOf = (paymentId: number) => `withdrawal:${paymentId}`;

/**
 * Withdrawals as two-phase ledger transfers (decision 0028). The request reserves the amount: the
 * player's main balance → the withdrawal hold. An operator then pays it (post: hold → payment
 * clearing) or declines it, or the player cancels it while it waits (void: hold → back to the
 * player); left pending past WITHDRAWAL_RESERVE_EXPIRY_MS, the sweep expires it (hold → back to the
 * player, `reserveExpired`). The pending transfer's lock, then the payment's, are taken before the
 * status changes with its transfer, so a repeated or racing call moves the money once.
 */
export class WithdrawalService {
  constructor(private readonly deps: WithdrawalServiceDeps) {}

  async config(): Promise<WithdrawalConfig> {
    return (
      (await this.deps.settings.read<WithdrawalConfig>(WITHDRAWAL_CONFIG_KEY)) ?? DEFAULT_WITHDRAWAL_CONFIG
    );
  }

  /** The methods open to the player's currency and what the player may still withdraw today. */
  async settings(user: UserRow, mainBalanceMinor: bigint, locale: LocaleCode) {
    const config = await this.config();
    const currency = user.currency;
    const used = await this.deps.store.totalSince(
      this.deps.db,
      user.id,
      'withdrawal',
      startOfUtcDay(this.deps.clock.now()),
      COUNTED,
    );
    const dailyAmount = config.dailyAmount[currency] ?? 0;
    return {
      currency,
      balance: toMoneyAmount(mainBalanceMinor, currency),
      methods: this.openMethods(config, currency).map((method) => ({
        id: method.id,
        method: method.sysname,
        name: method.name[locale],
        requisites: method.requisites,
        currencies: Object.keys(method.limits),
        limits: method.limits,
        min: method.limits[currency]!.min,
        max: method.limits[currency]!.max,
      })),
      daily_limits: {
        count: config.dailyCount,
        used_count: used.count,
        amount: dailyAmount,
        used_amount: toMoneyAmount(used.amountMinor, currency).amount,
      },
      kyc_threshold: config.kycThreshold[currency] ?? 0,
      is_verified: user.isVerified,
    };
  }

  async banks() {
    const config = await this.config();
    return { items: config.banks };
  }

  /**
   * Requests a withdrawal: checks the input, the player's standing and the limits, then records the
   * request and reserves its amount in one transaction. Nothing is written when any check fails.
   */
  async request(user: UserRow, input: WithdrawalRequest, locale: LocaleCode) {
    const config = await this.config();
    const method = this.openMethods(config, user.currency).find((m) => m.sysname === input.method);
    if (!method) throw AppError.invalidParameters({ method: formatRuleFailure({ key: 'choice' }, locale) });
    const limits = method.limits[user.currency]!;
    const amountFailure = rules.sum(limits)(input.amount);
    if (amountFailure && amountFailure.key !== 'sumRange') {
      throw AppError.invalidParameters({ amount: formatRuleFailure(amountFailure, locale) });
    }
    const requisites = checkRequisites(method.requisites, input.requisites);
    if ('failure' in requisites) {
      throw AppError.invalidParameters({ requisites: formatRuleFailure(requisites.failure, locale) });
    }
    const bankId = method.requisites === 'iban' ? input.bank_id.trim() : '';
    if (method.requisites === 'iban' && !config.banks.some((bank) => bank.id === bankId)) {
      throw AppError.invalidParameters({
        bank_id: formatRuleFailure({ key: bankId ? 'choice' : 'required' }, locale),
      });
    }
    if (amountFailure) {
      // A well-formed amount outside the method's range: the limits refusal of spec section 8,
      // with the sum rule's range message for the field.
      throw new AppError(
        'WithdrawalLimitsExceededException',
        `This method pays out between ${limits.min} and ${limits.max}`,
        {
          code: 'METHOD_LIMITS',
          data: {
            min: limits.min,
            max: limits.max,
            fields: { amount: formatRuleFailure(amountFailure, locale) },
          },
        },
      );
    }
    const amount = Number(input.amount.replaceAll(',', '').trim());
    await this.checkStanding(user, amount, config);
    const amountMinor = BigInt(amount) * 10n ** BigInt(currencyScale(user.currency));

    const { db, store, clock } = this.deps;
    const payment = await db.transaction(async (tx) => {
      await store.lockPlayer(tx, user.id);
      await this.checkDailyLimits(tx, user, amountMinor, config);
      const now = clock.now();
      const row = await store.insert(
        {
          userId: user.id,
          kind: 'withdrawal',
          method: method.sysname,
          provider: method.provider,
          amountMinor,
          currency: user.currency,
          status: 'pending',
          providerReference: `wd_${randomBytes(12).toString('hex')}`,
          locale,
          requisites: requisites.value,
          bankId: bankId || null,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      const [main, hold] = await Promise.all([
        playerAccountId(tx, user.id, 'main', user.currency),
        houseAccountId(tx, 'withdrawal_hold', user.currency, user.id),
      ]);
      let reserve: Awaited<ReturnType<typeof reservePending>>;
      try {
        reserve = await reservePending(tx, {
          kind: 'withdrawal',
          idempotencyKey: reserveKeyOf(row.id),
          reference: `withdrawal:${row.id}`,
          metadata: { method: method.sysname },
          sourceAccountId: main,
          holdAccountId: hold,
          currency: user.currency,
          amountMinor,
          expiresAt: new Date(now.getTime() + WITHDRAWAL_RESERVE_EXPIRY_MS),
        });
      } catch (error) {
        if (!isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw error;
        throw new AppError('WithdrawalDeclinedException', 'The amount is more than your balance', {
          code: 'INSUFFICIENT_FUNDS',
        });
      }
      await store.update(tx, row.id, { ledgerTransactionId: reserve.transactionId, updatedAt: now });
      await appendOutboxEvent(
        tx,
        withdrawalRequestedEvent({
          id: row.id,
          userId: user.id,
          amountMinor,
          currency: user.currency,
          createdAt: now,
        }),
      );
      return row;
    });
    return { id: payment.id, status: payment.status };
  }

  /** The player cancels their own pending withdrawal; the reserve returns to their main balance. */
  async cancel(userId: number, id: number, locale: LocaleCode): Promise<PaymentRow> {
    return this.settle(id, 'cancel', { userId, locale });
  }

  /** An operator pays a pending withdrawal out: the reserve goes to the payment clearing account. */
  async approve(id: number, onSettled?: SettledHook): Promise<PaymentRow> {
    return this.settle(id, 'success', {}, onSettled);
  }

  /** An operator declines a pending withdrawal: the reserve returns to the player's main balance. */
  async decline(id: number, reason: string, onSettled?: SettledHook): Promise<PaymentRow> {
    return this.settle(id, 'fail', { reason }, onSettled);
  }

  async pending(limit: number, afterId: number): Promise<PaymentRow[]> {
    return this.deps.store.pendingWithdrawals(limit, afterId);
  }

  /**
   * Ends a pending withdrawal with one final status and its transfer. Asking again for the status it
   * already has answers it unchanged (a retried approval pays once); any other final status refuses.
   */
  private async settle(
    id: number,
    outcome: 'success' | 'fail' | 'cancel',
    by: { userId?: number; locale?: LocaleCode; reason?: string },
    onSettled?: SettledHook,
  ): Promise<PaymentRow> {
    const { db, store, clock } = this.deps;
    return db.transaction(async (tx) => {
      // The pending transfer's lock before the payment's: the expiry sweep takes them in that order.
      const reserve = await findPendingTransfer(tx, reserveKeyOf(id), { lock: true });
      const payment = await store.lockPayment(tx, id, 'withdrawal', by.userId);
      if (!payment) {
        throw new AppError('InvalidParameterException', 'There is no such withdrawal', {
          code: 'WITHDRAWAL_NOT_FOUND',
          data: { fields: { id: formatRuleFailure({ key: 'custom' }, by.locale ?? 'en') } },
        });
      }
      if (payment.status === outcome) return payment;
      if (payment.status !== 'pending') {
        throw new AppError('InvalidRequestException', `This withdrawal is already ${payment.status}`, {
          code: 'WITHDRAWAL_NOT_PENDING',
          data: { status: payment.status },
        });
      }
      const transferId = reserve
        ? await this.endReserve(tx, payment, outcome, by.reason)
        : await this.moveLegacyReserve(tx, payment, outcome, by.reason);
      const updatedAt = clock.now();
      await store.update(tx, payment.id, { status: outcome, ledgerTransactionId: transferId, updatedAt });
      await this.noticeOf(tx, payment, outcome, by.reason);
      const settled = { ...payment, status: outcome, ledgerTransactionId: transferId, updatedAt };
      await onSettled?.(tx, payment, settled);
      return settled;
    });
  }

  /** Tells the player their withdrawal was paid or declined (their own cancel needs no notice). */
  private async noticeOf(
    tx: Executor,
    payment: PaymentRow,
    outcome: 'success' | 'fail' | 'cancel',
    reason: string | undefined,
  ): Promise<void> {
    if (outcome === 'cancel') return;
    const params = { ...toMoneyAmount(payment.amountMinor, payment.currency), payment_id: payment.id };
    if (outcome === 'success') {
      await this.deps.notifications.notify(tx, payment.userId, 'withdrawal_paid', params);
    } else {
      await this.deps.notifications.notify(tx, payment.userId, 'withdrawal_declined', {
        ...params,
        ...(reason ? { reason } : {}),
      });
    }
  }

  /**
   * The sweep expired a withdrawal's reserve (the money is back with the player): in the same
   * transaction the withdrawal ends as declined and the player gets the decline's notice.
   */
  readonly reserveExpired = async (tx: Executor, expired: PendingTransfer): Promise<void> => {
    const id = Number(expired.reference.slice('withdrawal:'.length));
    const payment = await this.deps.store.lockPayment(tx, id, 'withdrawal');
    if (payment?.status !== 'pending') {
      // Never the case while both change together; refuse rather than return money twice.
      throw new Error(`Withdrawal ${id} is ${payment?.status ?? 'missing'}, its reserve expired`);
    }
    await this.deps.store.update(tx, id, {
      status: 'fail',
      ledgerTransactionId: expired.settleTransactionId!,
      updatedAt: this.deps.clock.now(),
    });
    await this.noticeOf(tx, payment, 'fail', undefined);
  };

  /** Posts the reserve to payment clearing (paid) or voids it back to the player. */
  private async endReserve(
    tx: Executor,
    payment: PaymentRow,
    outcome: 'success' | 'fail' | 'cancel',
    reason: string | undefined,
  ): Promise<number> {
    const key = reserveKeyOf(payment.id);
    const now = this.deps.clock.now();
    const metadata = { outcome, ...(reason ? { reason } : {}) };
    try {
      const ended =
        outcome === 'success'
          ? await postPending(tx, {
              idempotencyKey: key,
              destinationAccountId: await houseAccountId(
                tx,
                'payment_clearing',
                payment.currency,
                payment.userId,
              ),
              now,
              metadata,
            })
          : await voidPending(tx, { idempotencyKey: key, now, metadata });
      return ended.transactionId;
    } catch (error) {
      // Past its expiry and not swept yet: it can no longer be paid; the sweep returns it soon.
      if (pendingRefusalReason(error) !== 'expired') throw error;
      throw new AppError('InvalidRequestException', 'This withdrawal has expired', {
        code: 'WITHDRAWAL_EXPIRED',
      });
    }
  }

  /**
   * A withdrawal reserved before two-phase transfers has no pending transfer: its reserve moves
   * from the hold as it did then, with that time's codes and keys.
   */
  private async moveLegacyReserve(
    tx: Executor,
    payment: PaymentRow,
    outcome: 'success' | 'fail' | 'cancel',
    reason: string | undefined,
  ): Promise<number> {
    const { currency, amountMinor, userId } = payment;
    const hold = await houseAccountId(tx, 'withdrawal_hold', currency, userId);
    const to =
      outcome === 'success'
        ? await houseAccountId(tx, 'payment_clearing', currency, userId)
        : await playerAccountId(tx, userId, 'main', currency);
    const phase = outcome === 'success' ? 'paid' : 'returned';
    const transfer = await postTransfer(tx, {
      idempotencyKey: `withdrawal:${payment.id}:${phase}`,
      kind: outcome === 'success' ? 'withdrawal' : 'withdrawal_return',
      reference: `withdrawal:${payment.id}`,
      metadata: { outcome, ...(reason ? { reason } : {}) },
      postings: [
        { accountId: hold, currency, amountMinor: -amountMinor },
        { accountId: to, currency, amountMinor },
      ],
    });
    return transfer.transactionId;
  }

  private openMethods(config: WithdrawalConfig, currency: string): WithdrawalMethodConfig[] {
    return config.methods.filter((m) => m.limits[currency] && this.deps.providers.has(m.provider));
  }

  /**
   * Who may withdraw (decision 0014): a confirmed login contact, then a profile with the name and
   * date of birth a payout is made to, then — above the KYC threshold, or when the operator turned
   * the KYC block on — a verified identity.
   */
  private async checkStanding(user: UserRow, amount: number, config: WithdrawalConfig): Promise<void> {
    const contact = user.email ? 'email' : 'phone';
    const confirmed = contact === 'email' ? user.emailConfirmed : user.phoneConfirmed;
    if (!confirmed) {
      throw new AppError('UserNeedConfirmContactException', `Confirm your ${contact} to withdraw`, {
        code: 'CONTACT_UNCONFIRMED',
        data: { contact, link: config.links.confirmContact },
      });
    }
    const profile = await this.deps.accountStore.profile(user.id);
    const payee = {
      first_name: profile.firstName,
      last_name: profile.lastName,
      birth_date: profile.birthDate,
    };
    const missing = Object.entries(payee)
      .filter(([, value]) => value.trim() === '')
      .map(([field]) => field);
    if (missing.length > 0) {
      throw new AppError('KycUserProfileException', 'Complete your profile to withdraw', {
        code: 'PROFILE_INCOMPLETE',
        data: { missing, link: config.links.profile },
      });
    }
    const threshold = config.kycThreshold[user.currency] ?? 0;
    if (!user.isVerified && (user.isKycBlockEnabled || amount > threshold)) {
      throw new AppError('KycWithdrawalException', 'Verify your identity to withdraw this amount', {
        code: user.isKycBlockEnabled ? 'KYC_BLOCK' : 'KYC_THRESHOLD',
        data: { threshold, link: config.links.kyc },
      });
    }
  }

  /** The daily count and amount, counted under the player's lock so racing requests cannot both pass. */
  private async checkDailyLimits(
    tx: Executor,
    user: UserRow,
    amountMinor: bigint,
    config: WithdrawalConfig,
  ): Promise<void> {
    const used = await this.deps.store.totalSince(
      tx,
      user.id,
      'withdrawal',
      startOfUtcDay(this.deps.clock.now()),
      COUNTED,
    );
    const dailyAmountMinor =
      BigInt(config.dailyAmount[user.currency] ?? 0) * 10n ** BigInt(currencyScale(user.currency));
    if (used.count >= config.dailyCount) {
      throw new AppError('WithdrawalLimitsPeriodExceededException', 'Too many withdrawals today', {
        code: 'DAILY_COUNT',
        data: { count: config.dailyCount },
      });
    }
    if (used.amountMinor + amountMinor > dailyAmountMinor) {
      throw new AppError('WithdrawalLimitsPeriodExceededException', 'This is more than your daily limit', {
        code: 'DAILY_AMOUNT',
        data: {
          amount: config.dailyAmount[user.currency] ?? 0,
          available: toMoneyAmount(
            dailyAmountMinor > used.amountMinor ? dailyAmountMinor - used.amountMinor : 0n,
            user.currency,
          ).amount,
        },
      });
    }
  }
}
