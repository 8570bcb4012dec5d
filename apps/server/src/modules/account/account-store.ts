import {
  countUpTo,
  type Database,
  type Executor,
  type ListWindow,
  queryRows,
  schema,
  windowClause,
} from '@jeton/db';
import type { ContactChannel } from '@jeton/domain';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { appendOutboxEvent } from '../../outbox/append.js';
import type { UserRow } from '../../sessions/session-service.js';
import { accountCreatedEvent } from './account-events.js';
import { lockedPlayerStatus, lockPlayer } from './player-lock.js';
import {
  type PlayerSearchFilter,
  type PlayerSearchRow,
  playerOrder,
  playersFromWhere,
} from './player-search-store.js';

export type ProfileRow = typeof schema.userProfiles.$inferSelect;
export type NewUser = typeof schema.users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;
export type ProfileChanges = Partial<Omit<typeof schema.userProfiles.$inferInsert, 'userId'>>;

/** SQL of players and their profiles; only the account and auth services call it. */
/** The campaigns' registration offers, as an account's creation and completion use them (decision 0091). */
export interface RegistrationOffers {
  openIds(tx: Executor): Promise<number[]>;
  keepNotices(tx: Executor, userId: number, offerIds: readonly number[]): Promise<void>;
  takeNotices(tx: Executor, userId: number): Promise<number[]>;
}

const NO_REGISTRATION_OFFERS: RegistrationOffers = {
  openIds: async () => [],
  keepNotices: async () => {},
  takeNotices: async () => [],
};

/** A player as another module's list names them. */
export interface PlayerName {
  login: string;
  fakename: string;
}

export class AccountStore {
  constructor(
    private readonly db: Database,
    /**
     * The campaigns' registration offers: those open now, read (and share-locked) in the account's
     * transaction (decision 0078), and the notices of an account completed later (0081); handed by
     * services.ts. None when not handed.
     */
    private readonly registrationOffers: RegistrationOffers = NO_REGISTRATION_OFFERS,
  ) {}

  async findByLogin(login: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(schema.users).where(eq(schema.users.login, login)).limit(1);
    return row;
  }

  /** The account whose login or (case-blind) email is this email, if any. */
  async findByLoginOrEmail(email: string): Promise<UserRow | undefined> {
    const users = schema.users;
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`${users.login} = ${email} OR lower(${users.email}) = ${email}`)
      .limit(1);
    return row;
  }

  /** Deletes an account just made that lost a race to be linked (social sign-in): nothing refers to it yet. */
  async removeUnlinked(userId: number): Promise<void> {
    await this.db.delete(schema.users).where(eq(schema.users.id, userId));
  }

  /**
   * Marks the registration complete with its currency, in the statement that checks it was not,
   * and takes the notices of the offers granted at creation (decision 0081); null when it was
   * already complete.
   */
  async completeRegistration(userId: number, currency: string): Promise<number[] | null> {
    const users = schema.users;
    return this.db.transaction(async (tx) => {
      const completed = await tx
        .update(users)
        .set({ currency, isRegistrationCompleted: true })
        .where(and(eq(users.id, userId), eq(users.isRegistrationCompleted, false)))
        .returning({ id: users.id });
      if (completed.length === 0) return null;
      return this.registrationOffers.takeNotices(tx, userId);
    });
  }

  /** Adds the rates not stored yet: the seed's, leaving the operator's updates alone. */
  async insertMissingRates(rates: readonly { base: string; quote: string; rate: string }[]): Promise<void> {
    await this.db
      .insert(schema.currencyRates)
      .values([...rates])
      .onConflictDoNothing();
  }

  /** The currency rates, by base then quote. */
  async currencyRates(): Promise<{ base: string; quote: string; rate: number }[]> {
    const rates = schema.currencyRates;
    const rows = await this.db.select().from(rates).orderBy(rates.base, rates.quote);
    return rows.map((row) => ({ base: row.base, quote: row.quote, rate: Number(row.rate) }));
  }

  async findById(userId: number, executor: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(schema.users).where(eq(schema.users.id, userId));
    return row;
  }

  /**
   * Creates the player and an empty profile together, with the `account.created` event naming the
   * registration offers open now (their grant follows in the campaigns subscriber, decision 0078);
   * null when the login is taken. Every way in (the form, social sign-in, the mini app) comes here.
   */
  async create(user: NewUser): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(schema.users).values(user).onConflictDoNothing().returning();
      if (!created) return null;
      await tx.insert(schema.userProfiles).values({ userId: created.id });
      const offerIds = await this.registrationOffers.openIds(tx);
      await appendOutboxEvent(tx, accountCreatedEvent(created.id, offerIds));
      // An account the site completes later (social sign-in, the mini app) keeps what to tell its
      // player after that completion (decision 0081); the form's answer tells at once.
      if (!created.isRegistrationCompleted)
        await this.registrationOffers.keepNotices(tx, created.id, offerIds);
      return created;
    });
  }

  /**
   * A demo player made by a seed (seed/), with their profile when one is given: no registration
   * happened, so no `account.created` event. Null when the login is taken (seeds run at every start).
   */
  async insertSeeded(user: NewUser, profile?: ProfileChanges): Promise<number | null> {
    const [created] = await this.db
      .insert(schema.users)
      .values(user)
      .onConflictDoNothing()
      .returning({ id: schema.users.id });
    if (!created) return null;
    if (profile) {
      await this.db
        .insert(schema.userProfiles)
        .values({ userId: created.id, ...profile })
        .onConflictDoNothing();
    }
    return created.id;
  }

  /**
   * Sets an account's status unless it is closed, in one statement, so that a close racing a ban
   * or an unban can never be undone. Answers whether a row changed.
   */
  async setStatusUnlessClosed(
    userId: number,
    status: string,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const changed = await executor
      .update(schema.users)
      .set({ status })
      .where(and(eq(schema.users.id, userId), ne(schema.users.status, 'deleted')))
      .returning({ id: schema.users.id });
    return changed.length > 0;
  }

  /**
   * Takes the player lock until the transaction ends (the cashier's checks of one player run one at
   * a time): the first lock of the transaction, in the one lock order (player-lock.ts).
   */
  lockPlayer(executor: Executor, userId: number): Promise<void> {
    return lockPlayer(executor, userId);
  }

  /** The player's status, under the player lock (player-lock.ts); undefined when no such player. */
  lockedStatus(executor: Executor, userId: number): Promise<string | undefined> {
    return lockedPlayerStatus(executor, userId);
  }

  /** One window of the players a filter matches, in the filter's order, each with their names. */
  async searchPlayers(filter: PlayerSearchFilter, window: ListWindow): Promise<PlayerSearchRow[]> {
    const order = playerOrder(filter);
    return queryRows<PlayerSearchRow>(
      this.db,
      sql`SELECT u.id, u.email, u.phone, u.status, u.currency, u.created_at, u.is_verified,
                 p.first_name, p.last_name
          FROM (SELECT u.* ${playersFromWhere(filter)}
                ORDER BY ${order} ${windowClause(window)}) u
          LEFT JOIN user_profiles p ON p.user_id = u.id
          ORDER BY ${order}`,
    );
  }

  /** How many players a filter matches, counting no further than `upTo`. */
  countPlayers(filter: PlayerSearchFilter, upTo: number): Promise<number> {
    return countUpTo(this.db, playersFromWhere(filter), upTo);
  }

  /** The player's row and profile's columns in one row (snake_case, as the database names them). */
  async playerWithProfile(userId: number): Promise<Record<string, unknown> | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT u.*, p.first_name, p.last_name, p.birth_date, p.document_type, p.document_number, p.country,
                 p.region, p.home_town, p.address, p.postcode
          FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id WHERE u.id = ${userId}`,
    );
    return row;
  }

  /** What other modules' lists show of these players (their login and public name), by id. */
  async namesOf(userIds: readonly number[], executor: Executor = this.db): Promise<Map<number, PlayerName>> {
    if (userIds.length === 0) return new Map();
    const users = schema.users;
    const rows = await executor
      .select({ id: users.id, login: users.login, fakename: users.fakename })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]));
    return new Map(rows.map(({ id, ...name }) => [Number(id), name]));
  }

  /** How many players registered since `since` (the back office's dashboard). */
  async registeredSince(since: Date): Promise<number> {
    const [row] = await queryRows<{ n: string }>(
      this.db,
      sql`SELECT count(*)::text AS n FROM users WHERE created_at >= ${since}`,
    );
    return Number(row?.n ?? 0);
  }

  /** The email of each of these players (null when they have none). */
  async emailsOf(userIds: readonly number[]): Promise<Map<number, string | null>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: schema.users.id, email: schema.users.email })
      .from(schema.users)
      .where(inArray(schema.users.id, [...userIds]));
    return new Map(rows.map((r) => [Number(r.id), r.email]));
  }

  /**
   * Records the time step of a two-factor code as used: true when it is later than the last one,
   * false when that step (or a later one) was used already, by another request meanwhile too.
   */
  async claimTwoFactorStep(userId: number, step: number): Promise<boolean> {
    const users = schema.users;
    const used = await this.db
      .update(users)
      .set({ twoFactorLastStep: step })
      .where(
        and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))),
      )
      .returning({ id: users.id });
    return used.length > 0;
  }

  /** Whether any player has this email or phone. */
  async hasContact(channel: ContactChannel, value: string): Promise<boolean> {
    const column = channel === 'email' ? schema.users.email : schema.users.phone;
    const rows = await this.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(column, value))
      .limit(1);
    return rows.length > 0;
  }

  async update(userId: number, changes: UserChanges, executor: Executor = this.db): Promise<void> {
    await executor.update(schema.users).set(changes).where(eq(schema.users.id, userId));
  }

  async profile(userId: number): Promise<ProfileRow> {
    const [row] = await this.db
      .select()
      .from(schema.userProfiles)
      .where(eq(schema.userProfiles.userId, userId));
    return row ?? ({ ...EMPTY_PROFILE, userId } as ProfileRow);
  }

  async saveProfile(userId: number, changes: ProfileChanges, executor: Executor = this.db): Promise<void> {
    await executor
      .insert(schema.userProfiles)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: schema.userProfiles.userId, set: { ...changes, updatedAt: new Date() } });
  }
}

const EMPTY_PROFILE: Omit<ProfileRow, 'userId'> = {
  firstName: '',
  lastName: '',
  sex: 0,
  birthDate: '',
  documentType: '',
  documentNumber: '',
  country: '',
  region: '',
  homeTown: '',
  address: '',
  postcode: '',
  updatedAt: new Date(0),
};
