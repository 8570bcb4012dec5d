import type { Database, Executor } from '@jeton/db';
import {
  AppError,
  CURRENCIES,
  currencyScale,
  formatRuleFailure,
  type LocaleCode,
  rules,
  toMoneyAmount,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { houseAccountId, playerAccountId, postTransfer } from '../../ledger/index.js';
import { appendOutboxEvent } from '../../outbox/append.js';
import type { PaymentEvent, PaymentProvider } from '../../ports/payment-provider.js';
import type { OffersService } from '../campaigns/offers-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import { type CashierStore, FINAL_STATUSES, type PaymentRow, type PaymentStatus } from './cashier-store.js';
import { depositCreditedEvent } from './deposit-events.js';
import type { DepositLimitService } from './deposit-limit-service.js';
import {
  DEFAULT_DEPOSIT_CONFIG,
  DEPOSIT_CONFIG_KEY,
  type DepositConfig,
  type PaymentMethodConfig,
} from './payment-methods.js';
import { maskRequisites } from './withdrawal-requisites.js';

/** What applying a provider event did; the webhook route answers by it. */
export type EventOutcome =
  | 'applied'
  | 'duplicate'
  | 'ignored_final'
  | 'ignored_same'
  | 'unknown_payment'
  | 'amount_mismatch';

/**
 * The next status of a payment given the one a provider reports, or null when nothing changes:
 * a final status (success, fail, cancel) never changes again.
 */
export function nextStatus(current: string, reported: PaymentEvent['status']): PaymentStatus | null {
  if (FINAL_STATUSES.includes(current)) return null;
  // An expired deposit was only given up on by us: the provider's word on it still counts.
  if (reported === 'pending') return current === 'created' || current === 'expired' ? 'pending' : null;
  return reported;
}

/** How long a deposit may stay created (the player on the provider's page) before it expires. */
export const ABANDONED_DEPOSIT_MINUTES = 60;
const ABANDONED_DEPOSIT_BATCH = 500;

export interface CashierServiceDeps {
  db: Database;
  store: CashierStore;
  settings: SettingsService;
  /** The providers this installation runs; methods of others are not offered. */
  providers: ReadonlyMap<string, PaymentProvider>;
  clock: Clock;
  publicUrl: string;
  depositLimits: DepositLimitService;
  offers: OffersService;
  /** Refuses deposits during a time-out or self-exclusion. */
  responsibleGaming?: { assertMayDeposit(tx: Executor, userId: number): Promise<void> };
  notifications: NotificationsService;
}

/** Deposits through payment providers; the ledger is credited only when the provider confirms. */
export class CashierService {
  constructor(private readonly deps: CashierServiceDeps) {}

  /** Housekeeping: deposits left created for ABANDONED_DEPOSIT_MINUTES turn expired; answers how many. */
  async expireAbandonedDeposits(): Promise<number> {
    const now = this.deps.clock.now();
    const cutoff = new Date(now.getTime() - ABANDONED_DEPOSIT_MINUTES * 60_000);
    return this.deps.store.expireAbandonedDeposits(cutoff, now, ABANDONED_DEPOSIT_BATCH);
  }

  async depositConfig(): Promise<DepositConfig> {
    return (await this.deps.settings.read<DepositConfig>(DEPOSIT_CONFIG_KEY)) ?? DEFAULT_DEPOSIT_CONFIG;
  }

  /** The methods open to a player's currency, their limits, the presets and the currency symbols. */
  async depositSettings(currency: string, locale: LocaleCode) {
    const config = await this.depositConfig();
    const methods = config.methods
      .filter((method) => method.limits[currency] && this.deps.providers.has(method.provider))
      .map((method) => ({
        id: method.id,
        method: method.sysname,
        name: method.name[locale],
        currencies: Object.keys(method.limits),
        limits: method.limits,
        min: method.limits[currency]!.min,
        max: method.limits[currency]!.max,
      }));
    return {
      currency,
      methods,
      presets: Object.entries(config.presets).map(([code, values]) => ({
        currency: code,
        amount: values.map((value) => ({ value })),
      })),
      currencies: Object.fromEntries(Object.values(CURRENCIES).map((c) => [c.code, c.symbol])),
    };
  }

  /**
   * Opens a deposit with the method's provider and answers where the player pays. Nothing is
   * credited here: only the provider's confirmation does that.
   */
  async makeDeposit(
    player: { id: number; currency: string },
    input: { method: string; amount: string; campaign_offer_id: number },
    locale: LocaleCode,
  ) {
    const config = await this.depositConfig();
    const method = config.methods.find(
      (m) => m.sysname === input.method && this.deps.providers.has(m.provider),
    );
    const limits = method?.limits[player.currency];
    if (!method || !limits) {
      throw AppError.invalidParameters({ method: formatRuleFailure({ key: 'choice' }, locale) });
    }
    const failure = rules.sum(limits)(input.amount);
    if (failure) throw AppError.invalidParameters({ amount: formatRuleFailure(failure, locale) });
    const offer = await this.deps.offers.depositOffer(
      player.id,
      input.campaign_offer_id,
      method.sysname,
      locale,
    );
    const provider = this.providerOf(method);
    const amountMinor =
      BigInt(input.amount.replaceAll(',', '').trim()) * 10n ** BigInt(currencyScale(player.currency));
    const { store, clock, db, depositLimits } = this.deps;
    // Asked of the provider once, even when a deadlock runs the transaction again (decision 0083).
    let creating: ReturnType<PaymentProvider['createPayment']> | undefined;
    const createPayment = () =>
      (creating ??= provider.createPayment({
        method: method.sysname,
        amountMinor,
        currency: player.currency,
        locale,
      }));
    // Under the player's lock: racing deposits are held against the deposit limit one at a time.
    const { payment, redirectUrl } = await db.transaction(async (tx) => {
      await store.lockPlayer(tx, player.id);
      await this.deps.responsibleGaming?.assertMayDeposit(tx, player.id);
      await depositLimits.checkDeposit(tx, player.id, amountMinor);
      const created = await createPayment();
      const now = clock.now();
      const row = await store.insert(
        {
          userId: player.id,
          kind: 'deposit',
          method: method.sysname,
          provider: provider.name,
          amountMinor,
          currency: player.currency,
          status: 'created',
          providerReference: created.providerReference,
          locale,
          campaignOfferId: offer?.id ?? null,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      return { payment: row, redirectUrl: created.redirectUrl };
    });
    return { id: payment.id, redirect_url: redirectUrl, status: payment.status };
  }

  /**
   * One of the player's own payments for its receipt: a deposit or a withdrawal (history items of
   * both tabs open a receipt). Another player's reads as not found.
   */
  async depositInfo(userId: number, id: number, locale: LocaleCode) {
    const payment = await this.deps.store.findOwn(id, userId);
    if (!payment) {
      throw AppError.invalidParameters({ id: formatRuleFailure({ key: 'custom' }, locale) });
    }
    return this.present(payment);
  }

  /**
   * A page of the player's deposits and/or withdrawals, newest first (spec section 3, history
   * lists): the total matching the filter and the items in the Deposit info shape.
   */
  async history(
    userId: number,
    filter: {
      type: 'deposit' | 'withdrawal' | 'all';
      statuses: PaymentStatus[] | null;
      offset: number;
      count: number;
    },
  ) {
    const kinds = filter.type === 'all' ? ['deposit', 'withdrawal'] : [filter.type];
    const page = await this.deps.store.history(userId, { ...filter, kinds });
    return { total: page.total, items: page.items.map((payment) => this.present(payment)) };
  }

  /** A payment in the Deposit info shape of spec section 3 (history items and receipts). */
  present(payment: PaymentRow) {
    return {
      id: payment.id,
      requisites: maskRequisites(payment.requisites),
      method: payment.method,
      type: payment.kind,
      created_at: payment.createdAt.toISOString(),
      updated_at: payment.updatedAt.toISOString(),
      amount: toMoneyAmount(payment.amountMinor, payment.currency),
      // The column's CHECK holds it to these.
      status: payment.status as PaymentStatus,
      domain: new URL(this.deps.publicUrl).host,
    };
  }

  /**
   * Applies one authenticated provider event, exactly once: the payment row is locked, the event id
   * recorded (a repeated event changes nothing), and a confirmed deposit credits the player's main
   * balance from the payment clearing account under the key `deposit:{id}`, so even a second
   * confirmation with another event id cannot credit twice.
   */
  async applyProviderEvent(provider: string, event: PaymentEvent): Promise<EventOutcome> {
    const { store, clock } = this.deps;
    return this.deps.db.transaction(async (tx) => {
      const payment = await store.lockByReference(tx, provider, event.providerReference);
      if (!payment) return 'unknown_payment';
      if (payment.amountMinor !== event.amountMinor || payment.currency !== event.currency) {
        return 'amount_mismatch';
      }
      const next = nextStatus(payment.status, event.status);
      const outcome: EventOutcome = next
        ? 'applied'
        : FINAL_STATUSES.includes(payment.status)
          ? 'ignored_final'
          : 'ignored_same';
      const fresh = await store.recordEvent(tx, {
        provider,
        eventId: event.eventId,
        providerReference: event.providerReference,
        status: event.status,
        outcome,
      });
      if (!fresh) return 'duplicate';
      if (!next) return outcome;
      let ledgerTransactionId: number | undefined;
      if (next === 'success' && payment.kind === 'deposit') {
        const [clearing, main] = await Promise.all([
          houseAccountId(tx, 'payment_clearing', payment.currency, payment.userId),
          playerAccountId(tx, payment.userId, 'main', payment.currency),
        ]);
        const transfer = await postTransfer(tx, {
          idempotencyKey: `deposit:${payment.id}`,
          kind: 'deposit',
          reference: `deposit:${payment.id}`,
          metadata: { provider, method: payment.method },
          postings: [
            { accountId: clearing, currency: payment.currency, amountMinor: -payment.amountMinor },
            { accountId: main, currency: payment.currency, amountMinor: payment.amountMinor },
          ],
        });
        ledgerTransactionId = transfer.transactionId;
        await appendOutboxEvent(tx, depositCreditedEvent(payment));
        await this.deps.notifications.notify(tx, payment.userId, 'deposit_credited', {
          ...toMoneyAmount(payment.amountMinor, payment.currency),
          payment_id: payment.id,
        });
      }
      await store.update(tx, payment.id, {
        status: next,
        ...(ledgerTransactionId === undefined ? {} : { ledgerTransactionId }),
        updatedAt: clock.now(),
      });
      return 'applied';
    });
  }

  private providerOf(method: PaymentMethodConfig): PaymentProvider {
    const provider = this.deps.providers.get(method.provider);
    if (!provider)
      throw new Error(`Payment method ${method.sysname} names unknown provider ${method.provider}`);
    return provider;
  }
}
