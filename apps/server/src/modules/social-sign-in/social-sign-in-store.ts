import { type Executor, schema } from '@jeton/db';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';

const flows = schema.oauthSignIns;
const links = schema.socialLinkRequests;

/**
 * The `oauth_sign_ins` flows (state, nonce and PKCE verifier kept server-side, each spent once) and
 * the `social_link_requests` waiting for the account's proof.
 */
export const socialSignInStore = {
  /** Stores a new flow; spent and stale ones go in the same call (cheap with few rows). */
  async startFlow(db: Executor, flow: typeof flows.$inferInsert, now: Date): Promise<void> {
    await db.insert(flows).values(flow);
    await db.delete(flows).where(lt(flows.expiresAt, now));
  },

  /** Spends the open flow of this state's hash: the flow, or undefined (a replay or a forged state). */
  async spendFlow(db: Executor, stateHash: string, now: Date) {
    const [flow] = await db
      .update(flows)
      .set({ usedAt: now })
      .where(and(eq(flows.stateHash, stateHash), isNull(flows.usedAt), gt(flows.expiresAt, now)))
      .returning();
    return flow;
  },

  async requestLink(db: Executor, request: typeof links.$inferInsert): Promise<void> {
    await db.insert(links).values(request);
  },

  /** The open request of this token's hash with tries left, if any. */
  async openLink(db: Executor, tokenHash: string, now: Date, maxAttempts: number) {
    const [row] = await db
      .select()
      .from(links)
      .where(
        and(
          eq(links.tokenHash, tokenHash),
          isNull(links.usedAt),
          gt(links.expiresAt, now),
          lt(links.attempts, maxAttempts),
        ),
      );
    return row;
  },

  async countWrongProof(db: Executor, tokenHash: string): Promise<void> {
    await db
      .update(links)
      .set({ attempts: sql`${links.attempts} + 1` })
      .where(eq(links.tokenHash, tokenHash));
  },

  /** Spends the request once: the request, or undefined when a concurrent call spent it first. */
  async claimLink(db: Executor, tokenHash: string, now: Date) {
    const [claimed] = await db
      .update(links)
      .set({ usedAt: now })
      .where(and(eq(links.tokenHash, tokenHash), isNull(links.usedAt)))
      .returning();
    return claimed;
  },
};
