import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { VerificationState } from '@jeton/domain';
import { signPayload } from '../../http/signed-payload.js';
import { KYC_SIGNATURE_HEADER } from '../../providers/verification/sandbox-kyc.js';
import { callApi, type TestApp } from '../../testing/app.js';
import { dataOf } from '../../testing/expect-api.js';

// Helpers of the verification tests (not a test file itself).

/** The environment of a test app whose sandbox decides only when told (deliverScheduledNow). */
export function verificationEnvironment(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jeton-kyc-test-')),
    KYC_SANDBOX: 'true',
    KYC_SANDBOX_SECRET: 'kyc-sandbox-secret-for-the-tests-0123456789',
    KYC_SANDBOX_DECISION_DELAY_MS: '3600000',
    KYC_SANDBOX_DUPLICATE_PROBABILITY: '0',
    ...extra,
  };
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export async function status(t: TestApp, cookie: string): Promise<VerificationState> {
  return dataOf<VerificationState>(await callApi(t.app, 'GET', 'verification/getStatus', {}, { cookie }));
}

/** createApplicant then getAccessToken: the hosted page's token. */
export async function startVerification(t: TestApp, cookie: string, locale = 'en'): Promise<string> {
  dataOf(await callApi(t.app, 'POST', 'verification/createApplicant', {}, { cookie, locale }));
  const access = dataOf<{ token: string; url: string }>(
    await callApi(t.app, 'POST', 'verification/getAccessToken', {}, { cookie, locale }),
  );
  return access.token;
}

/** A multipart upload on the hosted page, as the browser's form sends it. */
export async function upload(
  t: TestApp,
  token: string,
  file: { bytes: Buffer; name?: string; type?: string; documentType?: string },
) {
  const boundary = '----jetonTestBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  if (file.documentType !== '') {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\n${file.documentType ?? 'passport'}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${file.name ?? 'passport.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/kyc/${token}/documents`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

/** The tester's decision on the hosted page. */
export function submit(t: TestApp, token: string, decision: string, reason?: string) {
  const form = new URLSearchParams({ decision, ...(reason ? { reason } : {}) });
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/kyc/${token}/submit`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** A webhook signed with the sandbox's secret at the test clock's time, unless told otherwise. */
export function sendWebhook(
  t: TestApp,
  body: unknown,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000);
  const signature =
    options.signature === undefined
      ? signPayload(options.secret ?? t.services.config.verificationSandbox.secret, timestamp, rawBody)
      : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/verification/sandbox',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [KYC_SIGNATURE_HEADER]: signature } : {}),
    },
    payload: rawBody,
  });
}

export function reviewedEvent(
  applicantId: string,
  overrides: {
    id?: string;
    attempt?: number;
    answer?: 'GREEN' | 'RED';
    reject?: 'FINAL' | 'RETRY';
    label?: string;
  } = {},
) {
  return {
    id: overrides.id ?? `evt_${Math.random().toString(16).slice(2)}`,
    type: 'applicantReviewed',
    applicantId,
    attempt: overrides.attempt ?? 1,
    reviewResult:
      (overrides.answer ?? 'GREEN') === 'GREEN'
        ? { reviewAnswer: 'GREEN' }
        : {
            reviewAnswer: 'RED',
            reviewRejectType: overrides.reject ?? 'FINAL',
            rejectLabels: [overrides.label ?? 'UNSATISFACTORY_PHOTOS'],
          },
  };
}
