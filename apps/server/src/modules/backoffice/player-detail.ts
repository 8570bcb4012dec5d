import { type Database, queryRows } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type { PlayerDetail } from '@jeton/domain/backoffice';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { balancesInEveryCurrency, recentPlayerPostings } from '../../ledger/index.js';
import type { SessionListStore } from '../../sessions/session-list-store.js';
import type { AccountStore } from '../account/account-store.js';
import type { CashierStore } from '../cashier/cashier-store.js';
import type { DepositLimitStore } from '../cashier/deposit-limit-store.js';
import type { ResponsibleGamingStore } from '../responsible-gaming/responsible-gaming-store.js';
import { isoOf } from './list-window.js';
import { paymentStatusOf, playerStatusOf } from './presenters.js';

type Row = Record<string, unknown>;
const RECENT = 50;

/** The owners the player's page reads through: each table is read by its module's store. */
export interface PlayerDetailDeps {
  /** The back office's own tables (player notes, operators); the ledger's read functions. */
  db: Database;
  clock: Clock;
  /** Players' session idle timeout: a session idle longer is over even before it is revoked. */
  sessionIdleMs: number;
  accounts: Pick<AccountStore, 'playerWithProfile'>;
  payments: Pick<CashierStore, 'recentPayments'>;
  depositLimits: Pick<DepositLimitStore, 'rows'>;
  responsibleGaming: Pick<ResponsibleGamingStore, 'limitRows' | 'restrictionRows'>;
  sessions: Pick<SessionListStore, 'recentRows'>;
}

/** A player's page in the back office: everything an operator looks at, read in a few queries. */
export class PlayerDetailQuery {
  constructor(private readonly deps: PlayerDetailDeps) {}

  async get(userId: number): Promise<PlayerDetail> {
    const {
      db,
      accounts,
      payments: cashier,
      depositLimits,
      responsibleGaming,
      sessions: sessionList,
    } = this.deps;
    const user = await accounts.playerWithProfile(userId);
    if (!user) throw playerNotFound();
    const [balances, ledger, payments, depositLimit, playLimits, restriction, sessions, notes] =
      await Promise.all([
        balancesInEveryCurrency(db, userId),
        recentPlayerPostings(db, userId, RECENT),
        cashier.recentPayments(userId, RECENT),
        depositLimits.rows(db, userId),
        responsibleGaming.limitRows(db, userId),
        responsibleGaming.restrictionRows(db, userId),
        sessionList.recentRows(userId, RECENT),
        queryRows<Row>(
          db,
          sql`SELECT n.id, n.text, n.operator_id, o.email AS operator_email, n.created_at
            FROM player_notes n JOIN operators o ON o.id = n.operator_id
            WHERE n.user_id = ${userId} ORDER BY n.id DESC LIMIT ${RECENT}`,
        ),
      ]);
    const now = this.deps.clock.now().getTime();
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const presentPayment = (r: Row) => ({
      id: Number(r.id),
      method: String(r.method),
      amountMinor: Number(r.amount_minor),
      currency: String(r.currency).trim(),
      status: paymentStatusOf(String(r.status)),
      createdAt: isoOf(r.created_at as string),
      updatedAt: isoOf(r.updated_at as string),
    });
    return {
      profile: {
        id: Number(user.id),
        login: String(user.login),
        fakename: text(user.fakename),
        firstName: text(user.first_name),
        lastName: text(user.last_name),
        birthDate: text(user.birth_date),
        country: text(user.country),
        countryCode: text(user.country_code),
        region: text(user.region),
        homeTown: text(user.home_town),
        address: text(user.address),
        postcode: text(user.postcode),
        currency: String(user.currency).trim(),
        locale: text(user.locale),
        status: playerStatusOf(String(user.status)),
        twoFactorEnabled: Boolean(user.two_factor_enabled),
        createdAt: isoOf(user.created_at as string),
      },
      contacts: {
        email: {
          value: (user.email as string | null) ?? null,
          confirmed: Boolean(user.email_confirmed),
          subscribed: Boolean(user.email_subscribed),
        },
        phone: {
          value: (user.phone as string | null) ?? null,
          confirmed: Boolean(user.phone_confirmed),
          subscribed: Boolean(user.phone_subscribed),
          countryCode: text(user.phone_country_code),
        },
      },
      verification: {
        isVerified: Boolean(user.is_verified),
        isOnVerification: Boolean(user.is_on_verification),
        isKycBlockEnabled: Boolean(user.is_kyc_block_enabled),
        documentType: text(user.document_type),
        documentNumber: text(user.document_number),
      },
      balances: balances.map((r) => ({
        kind: String(r.kind),
        currency: String(r.currency).trim(),
        amountMinor: Number(r.balance_minor),
      })),
      ledgerEntries: ledger.map((r) => ({
        transactionId: Number(r.id),
        kind: String(r.kind),
        accountKind: String(r.account_kind),
        currency: String(r.currency).trim(),
        amountMinor: Number(r.amount_minor),
        balanceAfterMinor: Number(r.balance_after_minor),
        reference: text(r.reference),
        createdAt: isoOf(r.created_at as string),
      })),
      deposits: payments.filter((r) => r.kind === 'deposit').map(presentPayment),
      withdrawals: payments.filter((r) => r.kind === 'withdrawal').map(presentPayment),
      limits: [
        ...depositLimit.map((r) => ({
          kind: 'deposit',
          period: String(r.period),
          value: Number(r.limit_minor),
          pendingValue: r.pending_limit_minor == null ? null : Number(r.pending_limit_minor),
          pendingFrom: r.pending_from == null ? null : isoOf(r.pending_from as string),
        })),
        ...playLimits.map((r) => ({
          kind: String(r.kind),
          period: String(r.period),
          value: Number(r.limit_value),
          pendingValue: r.pending_value == null ? null : Number(r.pending_value),
          pendingFrom: r.pending_from == null ? null : isoOf(r.pending_from as string),
        })),
      ],
      exclusions: restriction
        .filter((r) => r.exclusion_kind != null)
        .map((r) => {
          const endsAt = r.exclusion_ends_at == null ? null : isoOf(r.exclusion_ends_at as string);
          return {
            kind: String(r.exclusion_kind),
            startedAt: isoOf(r.exclusion_started_at as string),
            endsAt,
            active: endsAt === null || Date.parse(endsAt) > now,
          };
        }),
      sessions: sessions.map((r) => ({
        id: Number(r.id),
        ip: text(r.ip),
        userAgent: text(r.user_agent),
        createdAt: isoOf(r.created_at as string),
        lastSeenAt: isoOf(r.last_seen_at as string),
        expiresAt: isoOf(r.expires_at as string),
        active:
          r.revoked_at == null &&
          Date.parse(isoOf(r.expires_at as string)) > now &&
          Date.parse(isoOf(r.last_seen_at as string)) + this.deps.sessionIdleMs > now,
      })),
      notes: notes.map((r) => ({
        id: Number(r.id),
        text: String(r.text),
        operatorId: Number(r.operator_id),
        operatorEmail: String(r.operator_email),
        createdAt: isoOf(r.created_at as string),
      })),
    };
  }
}

export function playerNotFound(): AppError {
  return new AppError('InvalidParameterException', 'No player has this id', {
    code: 'PLAYER_NOT_FOUND',
    data: { fields: { id: 'No player has this id' } },
  });
}
