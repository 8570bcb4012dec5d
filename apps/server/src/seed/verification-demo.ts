import { type Database, schema } from '@jeton/db';
import { eq } from 'drizzle-orm';
import { houseAccountId, playerAccountId, postTransfer } from '../ledger/index.js';
import type { PasswordHasher } from '../modules/auth/passwords.js';
import { externalUserId } from '../modules/verification/verification-service.js';
import { KYC_SANDBOX_PROVIDER } from '../providers/verification/sandbox-kyc.js';

/**
 * The README's verification demo players: one verified (with a balance above the KYC threshold, so
 * a large withdrawal goes through), one whose documents are in review: the sandbox page
 * (Profile → Verification → "See my submission") lets the tester decide.
 */
export const VERIFICATION_DEMO_PLAYERS = [
  {
    login: 'verified@jeton.test',
    password: 'demo1234',
    fakename: 'VerifiedDemo',
    applicantId: 'app_5eed00000000000000000001',
    status: 'approved',
    mainBalanceMinor: 250_000n,
  },
  {
    login: 'review@jeton.test',
    password: 'demo1234',
    fakename: 'InReviewDemo',
    applicantId: 'app_5eed00000000000000000002',
    status: 'pending',
    mainBalanceMinor: 50_000n,
  },
] as const;

export async function seedVerificationDemo(db: Database, passwords: PasswordHasher): Promise<void> {
  for (const player of VERIFICATION_DEMO_PLAYERS) {
    const [existing] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.login, player.login));
    if (existing) continue;
    const approved = player.status === 'approved';
    const [created] = await db
      .insert(schema.users)
      .values({
        login: player.login,
        email: player.login,
        emailConfirmed: true,
        passwordHash: await passwords.hash(player.password),
        currency: 'EUR',
        fakename: player.fakename,
        countryCode: 'FR',
        isVerified: approved,
        isOnVerification: !approved,
      })
      .onConflictDoNothing()
      .returning({ id: schema.users.id });
    if (!created) continue;
    const userId = created.id;
    await db
      .insert(schema.userProfiles)
      .values({ userId, firstName: 'Demo', lastName: player.fakename, birthDate: '01.01.1990' })
      .onConflictDoNothing();
    // The provider's side: a decided applicant, or one submitted and waiting for the tester's decision.
    await db
      .insert(schema.kycSandboxApplicants)
      .values({
        id: player.applicantId,
        externalUserId: externalUserId(userId),
        reviewStatus: approved ? 'completed' : 'pending',
        decision: approved ? 'approved' : null,
        submittedAt: new Date(),
      })
      .onConflictDoNothing();
    await db
      .insert(schema.verificationApplicants)
      .values({
        userId,
        provider: KYC_SANDBOX_PROVIDER,
        applicantId: player.applicantId,
        status: player.status,
        decidedAt: approved ? new Date() : null,
      })
      .onConflictDoNothing();
    const main = await playerAccountId(db, userId, 'main', 'EUR');
    const clearing = await houseAccountId(db, 'payment_clearing', 'EUR', userId);
    await postTransfer(db, {
      idempotencyKey: `seed:${player.login}:welcome-deposit`,
      kind: 'deposit',
      reference: `user:${userId}`,
      metadata: { source: 'demo seed' },
      postings: [
        { accountId: clearing, currency: 'EUR', amountMinor: -player.mainBalanceMinor },
        { accountId: main, currency: 'EUR', amountMinor: player.mainBalanceMinor },
      ],
    });
  }
}
