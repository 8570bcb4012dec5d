import { type Database, schema } from '@jeton/db';
import { and, eq } from 'drizzle-orm';

/** SQL of the provider identities linked to players. */
export class SocialIdentities {
  constructor(private readonly db: Database) {}

  /** The player this provider identity belongs to, if any. */
  async ownerOf(provider: string, subject: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ userId: schema.socialIdentities.userId })
      .from(schema.socialIdentities)
      .where(
        and(eq(schema.socialIdentities.provider, provider), eq(schema.socialIdentities.subject, subject)),
      );
    return row?.userId;
  }

  /**
   * Links the identity to the player; answers the identity's owner afterwards, which is another
   * player when a concurrent sign-in linked it first.
   */
  async link(
    identity: { provider: string; subject: string; email: string | null },
    userId: number,
  ): Promise<number> {
    const [inserted] = await this.db
      .insert(schema.socialIdentities)
      .values({ ...identity, userId })
      .onConflictDoNothing()
      .returning({ userId: schema.socialIdentities.userId });
    return inserted?.userId ?? (await this.ownerOf(identity.provider, identity.subject)) ?? userId;
  }
}
