import { type Database, type Executor, schema } from '@jeton/db';
import { and, eq, ne } from 'drizzle-orm';
import type { UserRow } from '../../sessions/session-service.js';

export type ProfileRow = typeof schema.userProfiles.$inferSelect;
export type NewUser = typeof schema.users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;
export type ProfileChanges = Partial<Omit<typeof schema.userProfiles.$inferInsert, 'userId'>>;

/** SQL of players and their profiles; only the account and auth services call it. */
export class AccountStore {
  constructor(private readonly db: Database) {}

  async findByLogin(login: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(schema.users).where(eq(schema.users.login, login)).limit(1);
    return row;
  }

  async findById(userId: number, executor: Executor = this.db): Promise<UserRow | undefined> {
    const [row] = await executor.select().from(schema.users).where(eq(schema.users.id, userId));
    return row;
  }

  /** Creates the player and an empty profile together; null when the login is taken. */
  async create(user: NewUser): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(schema.users).values(user).onConflictDoNothing().returning();
      if (!created) return null;
      await tx.insert(schema.userProfiles).values({ userId: created.id });
      return created;
    });
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
