import { type Executor, schema } from '@jeton/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

// The sandbox_oidc_codes table: the codes the sandbox OpenID provider issues (sandbox-oidc.ts).

export type SandboxOidcCode = typeof schema.sandboxOidcCodes.$inferInsert;
export type SandboxOidcGrant = typeof schema.sandboxOidcCodes.$inferSelect;

export async function insertCode(executor: Executor, code: SandboxOidcCode): Promise<void> {
  await executor.insert(schema.sandboxOidcCodes).values(code);
}

/** Spends the code of this hash, if unspent and not expired at `now`: its grant, once. */
export async function spendCode(
  executor: Executor,
  codeHash: string,
  now: Date,
): Promise<SandboxOidcGrant | undefined> {
  const table = schema.sandboxOidcCodes;
  const [grant] = await executor
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.codeHash, codeHash), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning();
  return grant;
}
