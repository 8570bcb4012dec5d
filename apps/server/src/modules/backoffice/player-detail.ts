import type { Database } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type { PlayerDetail } from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import { balancesInEveryCurrency, recentPlayerPostings } from '../../ledger/index.js';
import type { SessionListStore } from '../../sessions/session-list-store.js';
import { isoOf } from '../../wiring/list-window.js';
import type { AccountStore } from '../account/account-store.js';
import type { CashierStore } from '../cashier/cashier-store.js';
import type { DepositLimitStore } from '../cashier/deposit-limit-store.js';
import type { ResponsibleGamingStore } from '../responsible-gaming/responsible-gaming-store.js';
import { recentPlayerNotes } from './player-notes-store.js';
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
    const user = await this.deps.accounts.playerWithProfile(userId);
    if (!user) throw playerNotFound();
    const reads = await readsOf(this.deps, userId);
    const now = this.deps.clock.now().getTime();
    return {
      profile: profileOf(user),
      contacts: contactsOf(user),
      verification: verificationOf(user),
      ...moneyOf(reads),
      limits: limitsOf(reads),
      exclusions: exclusionsOf(reads.restriction, now),
      sessions: reads.sessions.map((r) => presentSession(r, now, this.deps.sessionIdleMs)),
      notes: reads.notes.map(presentNote),
    };
  }
}

/** Everything of the page but the profile, each from its owner, at once. */
async function readsOf(deps: PlayerDetailDeps, userId: number) {
  const { db, payments: cashier, depositLimits, responsibleGaming, sessions: sessionList } = deps;
  const [balances, ledger, payments, depositLimit, playLimits, restriction, sessions, notes] =
    await Promise.all([
      balancesInEveryCurrency(db, userId),
      recentPlayerPostings(db, userId, RECENT),
      cashier.recentPayments(userId, RECENT),
      depositLimits.rows(db, userId),
      responsibleGaming.limitRows(db, userId),
      responsibleGaming.restrictionRows(db, userId),
      sessionList.recentRows(userId, RECENT),
      recentPlayerNotes(db, userId, RECENT),
    ]);
  return { balances, ledger, payments, depositLimit, playLimits, restriction, sessions, notes };
}

type Reads = Awaited<ReturnType<typeof readsOf>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function profileOf(user: Row): PlayerDetail['profile'] {
  return {
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
  };
}

function contactsOf(user: Row): PlayerDetail['contacts'] {
  return {
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
  };
}

function verificationOf(user: Row): PlayerDetail['verification'] {
  return {
    isVerified: Boolean(user.is_verified),
    isOnVerification: Boolean(user.is_on_verification),
    isKycBlockEnabled: Boolean(user.is_kyc_block_enabled),
    documentType: text(user.document_type),
    documentNumber: text(user.document_number),
  };
}

/** Balances, the recent ledger postings, deposits and withdrawals. */
function moneyOf({ balances, ledger, payments }: Reads) {
  return {
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
  };
}

function presentPayment(r: Row) {
  return {
    id: Number(r.id),
    method: String(r.method),
    amountMinor: Number(r.amount_minor),
    currency: String(r.currency).trim(),
    status: paymentStatusOf(String(r.status)),
    createdAt: isoOf(r.created_at as string),
    updatedAt: isoOf(r.updated_at as string),
  };
}

/** The deposit limit (the cashier's) and the play limits (responsible gaming's), in one list. */
function limitsOf({ depositLimit, playLimits }: Reads): PlayerDetail['limits'] {
  return [
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
  ];
}

function exclusionsOf(restriction: Reads['restriction'], now: number): PlayerDetail['exclusions'] {
  return restriction
    .filter((r) => r.exclusion_kind != null)
    .map((r) => {
      const endsAt = r.exclusion_ends_at == null ? null : isoOf(r.exclusion_ends_at as string);
      return {
        kind: String(r.exclusion_kind),
        startedAt: isoOf(r.exclusion_started_at as string),
        endsAt,
        active: endsAt === null || Date.parse(endsAt) > now,
      };
    });
}

/** A session is active until revoked, past its expiry, or idle longer than the idle timeout. */
function presentSession(r: Row, now: number, idleMs: number): PlayerDetail['sessions'][number] {
  return {
    id: Number(r.id),
    ip: text(r.ip),
    userAgent: text(r.user_agent),
    createdAt: isoOf(r.created_at as string),
    lastSeenAt: isoOf(r.last_seen_at as string),
    expiresAt: isoOf(r.expires_at as string),
    active:
      r.revoked_at == null &&
      Date.parse(isoOf(r.expires_at as string)) > now &&
      Date.parse(isoOf(r.last_seen_at as string)) + idleMs > now,
  };
}

function presentNote(r: Row): PlayerDetail['notes'][number] {
  return {
    id: Number(r.id),
    text: String(r.text),
    operatorId: Number(r.operator_id),
    operatorEmail: String(r.operator_email),
    createdAt: isoOf(r.created_at as string),
  };
}

export function playerNotFound(): AppError {
  return new AppError('InvalidParameterException', 'No player has this id', {
    code: 'PLAYER_NOT_FOUND',
    data: { fields: { id: 'No player has this id' } },
  });
}
