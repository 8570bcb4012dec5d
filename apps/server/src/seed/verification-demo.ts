import { houseAccountId, playerAccountId, postTransfer } from '../ledger/index.js';
import { externalUserId } from '../modules/verification/verification-service.js';
import { KYC_SANDBOX_PROVIDER } from '../providers/verification/sandbox-kyc.js';
import type { Services } from '../services.js';

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

/** A story: the account's players, the sandbox provider's applicants and the verification's, funded through the ledger. */
export async function seedVerificationDemo(
  services: Pick<Services, 'db' | 'passwords' | 'accountStore' | 'kycSandbox' | 'verificationStore'>,
): Promise<void> {
  const { db, passwords, accountStore } = services;
  for (const player of VERIFICATION_DEMO_PLAYERS) {
    if (await accountStore.findByLogin(player.login)) continue;
    const approved = player.status === 'approved';
    const userId = await accountStore.insertSeeded(
      {
        login: player.login,
        email: player.login,
        emailConfirmed: true,
        passwordHash: await passwords.hash(player.password),
        currency: 'EUR',
        fakename: player.fakename,
        countryCode: 'FR',
        isVerified: approved,
        isOnVerification: !approved,
      },
      { firstName: 'Demo', lastName: player.fakename, birthDate: '01.01.1990' },
    );
    if (userId === null) continue;
    // The provider's side: a decided applicant, or one submitted and waiting for the tester's decision.
    await services.kycSandbox.store.insertSeeded({
      id: player.applicantId,
      externalUserId: externalUserId(userId),
      reviewStatus: approved ? 'completed' : 'pending',
      decision: approved ? 'approved' : null,
      submittedAt: new Date(),
    });
    await services.verificationStore.insert({
      userId,
      provider: KYC_SANDBOX_PROVIDER,
      applicantId: player.applicantId,
      status: player.status,
      decidedAt: approved ? new Date() : null,
    });
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
