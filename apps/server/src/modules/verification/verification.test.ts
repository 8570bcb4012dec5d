import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_DEMO_PLAYERS } from '../../seed/verification-demo.js';
import { callApi, registerPlayer, type TestApp, uniqueIp } from '../../testing/app.js';
import { dataOf, errorOf, expectRefusal } from '../../testing/expect-api.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { eligiblePlayer, withdraw } from '../cashier/cashier-testing.js';
import {
  PNG,
  reviewedEvent,
  sendWebhook,
  startVerification,
  status,
  submit,
  upload,
  verificationEnvironment,
} from './verification-testing.js';

let t: TestApp;
shareTestApp((app) => {
  t = app;
}, verificationEnvironment());

async function accountFlags(cookie: string) {
  const info = dataOf<Record<string, unknown>>(
    await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie }),
  );
  return {
    is_on_verification: info.is_on_verification,
    is_verified: info.is_verified,
    is_kyc_block_enabled: info.is_kyc_block_enabled,
  };
}

async function eventCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM verification_webhook_events`,
  );
  return row!.n;
}

/** A player who uploaded a document and submitted it with the tester's decision. */
async function submitted(cookie: string, decision: string, reason?: string) {
  const token = await startVerification(t, cookie);
  expect((await upload(t, token, { bytes: PNG })).statusCode).toBe(303);
  const answer = await submit(t, token, decision, reason);
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe('/profile/verification?submitted=1');
  return token;
}

describe('verification methods', () => {
  applicantChecks();
  decisionChecks();
});

/** Who may start, the applicant and its token, and the review. */
function applicantChecks() {
  it('are for logged-in players only', async () => {
    for (const [verb, path] of [
      ['POST', 'account/setUserOnVerification'],
      ['POST', 'verification/createApplicant'],
      ['POST', 'verification/getAccessToken'],
      ['GET', 'verification/getStatus'],
    ] as const) {
      errorOf(await callApi(t.app, verb, path), 'AuthorizationException', 401);
    }
  });

  it('starts with no applicant, creates one once, and gives a token for the hosted page', async () => {
    const { cookie } = await registerPlayer(t.app);
    expect(await status(t, cookie)).toMatchObject({ status: 'none', applicant_id: null, is_verified: false });
    const noApplicant = errorOf(
      await callApi(t.app, 'POST', 'verification/getAccessToken', {}, { cookie }),
      'InvalidRequestException',
      400,
    );
    expect(noApplicant.code).toBe('NO_APPLICANT');

    const first = dataOf<{ status: string; applicant_id: string }>(
      await callApi(t.app, 'POST', 'verification/createApplicant', {}, { cookie }),
    );
    expect(first.status).toBe('started');
    expect(first.applicant_id).toMatch(/^app_[0-9a-f]{24}$/);
    const again = dataOf<{ applicant_id: string }>(
      await callApi(t.app, 'POST', 'verification/createApplicant', {}, { cookie }),
    );
    expect(again.applicant_id).toBe(first.applicant_id);

    const access = dataOf<{ token: string; url: string; expires_at: string; applicant_id: string }>(
      await callApi(
        t.app,
        'POST',
        'verification/getAccessToken',
        { externalActionId: 'withdrawal-1' },
        { cookie },
      ),
    );
    expect(access.url).toBe(`/sandbox/kyc/${access.token}`);
    expect(access.applicant_id).toBe(first.applicant_id);
    expect(Date.parse(access.expires_at) - t.clock.now().getTime()).toBe(30 * 60_000);
    const page = await t.app.inject({ method: 'GET', url: access.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('enctype="multipart/form-data"');
  });

  it('refuses a hostile or oversized externalActionId', async () => {
    const { cookie } = await registerPlayer(t.app);
    await startVerification(t, cookie);
    for (const externalActionId of ['../etc', '<script>', 'a'.repeat(41), '']) {
      const answer = await callApi(
        t.app,
        'POST',
        'verification/getAccessToken',
        { externalActionId },
        { cookie },
      );
      expect(expectRefusal(answer.response).type).toBe('InvalidParameterException');
    }
  });

  it('puts the player on verification only once the provider has documents in review', async () => {
    const { cookie } = await registerPlayer(t.app);
    const none = errorOf(
      await callApi(t.app, 'POST', 'account/setUserOnVerification', {}, { cookie }),
      'InvalidRequestException',
      400,
    );
    expect(none.code).toBe('NO_APPLICANT');
    const token = await startVerification(t, cookie);
    const early = errorOf(
      await callApi(t.app, 'POST', 'account/setUserOnVerification', {}, { cookie }),
      'InvalidRequestException',
      400,
    );
    expect(early.code).toBe('NOTHING_SUBMITTED');
    expect((await accountFlags(cookie)).is_on_verification).toBe(false);

    // Submitting with no document is refused by the provider's page.
    expect((await submit(t, token, 'approved')).statusCode).toBe(409);
    expect((await upload(t, token, { bytes: PNG })).statusCode).toBe(303);
    expect((await submit(t, token, 'approved')).statusCode).toBe(303);
    const pending = dataOf<{ status: string; is_on_verification: boolean }>(
      await callApi(t.app, 'POST', 'account/setUserOnVerification', {}, { cookie }),
    );
    expect(pending).toMatchObject({ status: 'pending', is_on_verification: true });
    expect(await accountFlags(cookie)).toEqual({
      is_on_verification: true,
      is_verified: false,
      is_kyc_block_enabled: false,
    });
    // Again: nothing changes.
    dataOf(await callApi(t.app, 'POST', 'account/setUserOnVerification', {}, { cookie }));
    await t.services.kycSandbox.webhooks.deliverScheduledNow();
  });
}

/** Decisions the provider sends later. */
function decisionChecks() {
  it('an approval arrives later by webhook: verified, and the KYC threshold no longer stops a withdrawal', async () => {
    const { cookie } = await eligiblePlayer(t, { balance: 3000 });
    await submitted(cookie, 'approved');
    dataOf(await callApi(t.app, 'POST', 'account/setUserOnVerification', {}, { cookie }));
    // The decision is not there yet.
    expect((await status(t, cookie)).status).toBe('pending');
    const above = errorOf(
      await withdraw(t, cookie, { method: 'card', amount: '2001' }),
      'KycWithdrawalException',
      409,
    );
    expect(above.code).toBe('KYC_THRESHOLD');

    await t.services.kycSandbox.webhooks.deliverScheduledNow();
    expect(await status(t, cookie)).toMatchObject({
      status: 'approved',
      reason: null,
      is_verified: true,
      is_on_verification: false,
    });
    expect(await accountFlags(cookie)).toEqual({
      is_on_verification: false,
      is_verified: true,
      is_kyc_block_enabled: false,
    });
    dataOf(await withdraw(t, cookie, { method: 'card', amount: '2001' }));
    const done = errorOf(
      await callApi(t.app, 'POST', 'verification/getAccessToken', {}, { cookie }),
      'InvalidRequestException',
      400,
    );
    expect(done.code).toBe('ALREADY_VERIFIED');
  });

  it('a rejection carries its reason, blocks withdrawals, and the player may try again', async () => {
    const { cookie } = await eligiblePlayer(t, { balance: 100 });
    await submitted(cookie, 'rejected', 'EXPIRATION_DATE');
    await t.services.kycSandbox.webhooks.deliverScheduledNow();
    const rejected = await status(t, cookie);
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'EXPIRATION_DATE', attempt: 1 });
    expect(await accountFlags(cookie)).toEqual({
      is_on_verification: false,
      is_verified: false,
      is_kyc_block_enabled: true,
    });
    const blocked = errorOf(
      await withdraw(t, cookie, { method: 'card', amount: '20' }),
      'KycWithdrawalException',
      409,
    );
    expect(blocked.code).toBe('KYC_BLOCK');
    errorOf(
      await callApi(t.app, 'POST', 'account/setUserOnVerification', {}, { cookie }),
      'InvalidRequestException',
      400,
    );

    // Try again: a new attempt of the same applicant, which an approval then clears.
    const retry = dataOf<{ status: string; attempt: number; applicant_id: string }>(
      await callApi(t.app, 'POST', 'verification/createApplicant', {}, { cookie }),
    );
    expect(retry).toMatchObject({ status: 'started', attempt: 2, applicant_id: rejected.applicant_id });
    const token = dataOf<{ token: string }>(
      await callApi(t.app, 'POST', 'verification/getAccessToken', {}, { cookie }),
    ).token;
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/kyc/${token}` });
    expect(page.body).toContain('No document uploaded yet.');
    expect((await upload(t, token, { bytes: PNG })).statusCode).toBe(303);
    expect((await submit(t, token, 'approved')).statusCode).toBe(303);
    await t.services.kycSandbox.webhooks.deliverScheduledNow();
    expect(await status(t, cookie)).toMatchObject({ status: 'approved', attempt: 2 });
    expect((await accountFlags(cookie)).is_kyc_block_enabled).toBe(false);
    dataOf(await withdraw(t, cookie, { method: 'card', amount: '20' }));
  });

  it('a resubmission request asks for documents again, then a later decision applies', async () => {
    const { cookie } = await registerPlayer(t.app);
    const token = await submitted(cookie, 'resubmission', 'UNSATISFACTORY_PHOTOS');
    await t.services.kycSandbox.webhooks.deliverScheduledNow();
    expect(await status(t, cookie)).toMatchObject({
      status: 'resubmission',
      reason: 'UNSATISFACTORY_PHOTOS',
      is_on_verification: false,
      is_verified: false,
    });
    // The same page collects the new documents.
    expect((await upload(t, token, { bytes: PNG })).statusCode).toBe(303);
    expect((await submit(t, token, 'approved')).statusCode).toBe(303);
    dataOf(await callApi(t.app, 'POST', 'account/setUserOnVerification', {}, { cookie }));
    expect((await status(t, cookie)).status).toBe('pending');
    await t.services.kycSandbox.webhooks.deliverScheduledNow();
    expect(await status(t, cookie)).toMatchObject({ status: 'approved', attempt: 2, reason: null });
  });
}

describe('the verification webhook', () => {
  async function pendingApplicant() {
    const { cookie } = await registerPlayer(t.app);
    await submitted(cookie, 'approved');
    const { applicant_id } = await status(t, cookie);
    return { cookie, applicantId: applicant_id! };
  }

  it('refuses an unsigned, forged, stale or malformed notification and writes nothing', async () => {
    const { cookie, applicantId } = await pendingApplicant();
    const before = await eventCount();
    const event = reviewedEvent(applicantId);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const refusals = [
      [await sendWebhook(t, event, { signature: null }), 'unsigned'],
      [await sendWebhook(t, event, { signature: 't=1,v1=zz' }), 'unsigned'],
      [
        await sendWebhook(t, event, { secret: 'another-secret-of-enough-length-0123456789' }),
        'bad_signature',
      ],
      [await sendWebhook(t, event, { timestamp: now - 6 * 60 }), 'stale'],
      [await sendWebhook(t, event, { timestamp: now + 6 * 60 }), 'stale'],
    ] as const;
    for (const [answer, code] of refusals) {
      const error = expectRefusal(answer);
      expect(error).toMatchObject({ type: 'AuthorizationException', code });
    }
    for (const malformed of [
      '{',
      '[]',
      JSON.stringify({ ...event, attempt: 'one' }),
      JSON.stringify({ ...event, type: 'other' }),
      JSON.stringify({ ...event, applicantId: `${applicantId}\u0000` }),
    ]) {
      expect(expectRefusal(await sendWebhook(t, malformed))).toMatchObject({
        type: 'InvalidRequestException',
        code: 'malformed',
      });
    }
    // The signature covers the exact bytes: one more space and it no longer matches.
    const raw = JSON.stringify(event);
    const signature = (await import('../../http/signed-payload.js')).signPayload(
      t.services.config.verificationSandbox.secret,
      now,
      raw,
    );
    expect(expectRefusal(await sendWebhook(t, `${raw} `, { signature })).code).toBe('bad_signature');
    expect(await eventCount()).toBe(before);
    expect((await status(t, cookie)).status).toBe('started');
    await t.services.kycSandbox.webhooks.deliverScheduledNow();
  });

  it('refuses a notification about an unknown applicant', async () => {
    const before = await eventCount();
    const answer = await sendWebhook(t, reviewedEvent('app_000000000000000000000000'));
    expect(expectRefusal(answer)).toMatchObject({
      type: 'InvalidRequestException',
      code: 'unknown_applicant',
    });
    expect(await eventCount()).toBe(before);
    expect(
      expectRefusal(await t.app.inject({ method: 'POST', url: '/webhooks/verification/nope', payload: '{}' }))
        .type,
    ).toBe('MethodNotFoundException');
  });

  it('applies an event once: a repeat is answered but changes nothing', async () => {
    const { cookie, applicantId } = await pendingApplicant();
    const event = reviewedEvent(applicantId, { id: 'evt_repeat_1', answer: 'RED', reject: 'RETRY' });
    const first = await sendWebhook(t, event);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await status(t, cookie)).status).toBe('resubmission');
    // The player sends documents again; a late copy of the old event must not undo it.
    t.clock.advance(60_000);
    const repeat = await sendWebhook(t, event);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await status(t, cookie)).status).toBe('resubmission');
    // A different event about the earlier attempt is stale once the next attempt is decided.
    await sendWebhook(t, reviewedEvent(applicantId, { attempt: 2 }));
    expect((await status(t, cookie)).status).toBe('approved');
    const late = await sendWebhook(t, reviewedEvent(applicantId, { attempt: 1, answer: 'RED' }));
    expect(late.json()).toEqual({ received: true, outcome: 'ignored_final' });
    expect(await status(t, cookie)).toMatchObject({ status: 'approved', is_verified: true });
    t.services.kycSandbox.webhooks.stop();
  });

  it('the sandbox sometimes sends its decision twice: it is applied once', async () => {
    const { cookie, applicantId } = await pendingApplicant();
    const sandbox = t.services.kycSandbox.webhooks as unknown as {
      options: { duplicateProbability: number };
      delivery: (body: string, signature: string) => Promise<number>;
    };
    const { delivery } = sandbox;
    const answers: number[] = [];
    sandbox.options.duplicateProbability = 1;
    sandbox.delivery = async (body, signature) => {
      answers.push(await delivery(body, signature));
      return answers.at(-1)!;
    };
    try {
      await t.services.kycSandbox.webhooks.deliverScheduledNow();
    } finally {
      sandbox.options.duplicateProbability = 0;
      sandbox.delivery = delivery;
    }
    expect(answers).toEqual([200, 200]);
    const rows = await queryRows<{ outcome: string }>(
      t.database.db,
      sql`SELECT outcome FROM verification_webhook_events WHERE applicant_id = ${applicantId}`,
    );
    expect(rows).toEqual([{ outcome: 'applied' }]);
    expect((await status(t, cookie)).status).toBe('approved');
  });
});

describe('the demo data', () => {
  it('has a verified player and one whose documents are in review, decided on the sandbox page', async () => {
    const [verified, inReview] = VERIFICATION_DEMO_PLAYERS;
    const logIn = async (login: string, password: string) =>
      (await callApi(t.app, 'POST', 'auth/login', { login, password }, { remoteAddress: uniqueIp() }))
        .sessionCookie!;
    const verifiedCookie = await logIn(verified.login, verified.password);
    expect(await status(t, verifiedCookie)).toMatchObject({ status: 'approved', is_verified: true });
    dataOf(await withdraw(t, verifiedCookie, { method: 'card', amount: '2100' }));

    const reviewCookie = await logIn(inReview.login, inReview.password);
    expect(await status(t, reviewCookie)).toMatchObject({ status: 'pending', is_on_verification: true });
    const token = dataOf<{ token: string }>(
      await callApi(t.app, 'POST', 'verification/getAccessToken', {}, { cookie: reviewCookie }),
    ).token;
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/kyc/${token}` });
    expect(page.body).toContain('Sandbox reviewer');
    expect((await submit(t, token, 'approved')).statusCode).toBe(303);
    await t.services.kycSandbox.webhooks.deliverScheduledNow();
    expect(await status(t, reviewCookie)).toMatchObject({ status: 'approved', is_verified: true });
  });
});
