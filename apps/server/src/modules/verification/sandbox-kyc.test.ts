import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerPlayer, type TestApp } from '../../testing/app.js';
import { shareTestApp } from '../../testing/shared-test-app.js';
import { PDF, PNG, startVerification, upload, verificationEnvironment } from './verification-testing.js';

// The sandbox verification provider's hosted page: uploads (size, type by bytes, hostile names),
// and documents reachable only with their own applicant's access token.

let t: TestApp;
const MAX_UPLOAD_BYTES = 4096;
shareTestApp(
  (app) => {
    t = app;
  },
  verificationEnvironment({ KYC_SANDBOX_MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) }),
);

function documentsRoot(): string {
  return path.join(t.services.config.dataDir, 'kyc-sandbox');
}

/** Every file stored for an applicant, by name. */
function storedFiles(applicantId: string): string[] {
  try {
    return readdirSync(path.join(documentsRoot(), applicantId)).sort();
  } catch {
    return [];
  }
}

async function applicantOf(token: string): Promise<string> {
  return t.services.kycSandbox.openToken(token)!.applicantId;
}

async function documentRows(applicantId: string) {
  return queryRows<{ id: string; original_name: string; content_type: string; size_bytes: number }>(
    t.database.db,
    sql`SELECT id, original_name, content_type, size_bytes FROM kyc_sandbox_documents WHERE applicant_id = ${applicantId}`,
  );
}

describe('document uploads on the sandbox page', () => {
  it('stores a JPEG, PNG or PDF under DATA_DIR with a name of ours, typed by its bytes', async () => {
    const { cookie } = await registerPlayer(t.app);
    const token = await startVerification(t, cookie);
    const applicantId = await applicantOf(token);
    // The browser's declared type is ignored: the bytes say PDF.
    const answer = await upload(t, token, {
      bytes: PDF,
      name: 'scan.png',
      type: 'image/png',
      documentType: 'id_card',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/sandbox/kyc/${token}`);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    expect((await upload(t, token, { bytes: jpeg, name: 'back.jpg', type: 'image/jpeg' })).statusCode).toBe(
      303,
    );
    const rows = await documentRows(applicantId);
    expect(rows.map((r) => r.content_type).sort()).toEqual(['application/pdf', 'image/jpeg']);
    expect(storedFiles(applicantId)).toEqual(
      rows.map((r) => `${r.id}.${r.content_type === 'image/jpeg' ? 'jpg' : 'pdf'}`).sort(),
    );
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/kyc/${token}` });
    expect(page.body).toContain('Identity card: scan.png');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a file over the size limit and writes nothing', async () => {
    const { cookie } = await registerPlayer(t.app);
    const token = await startVerification(t, cookie);
    const applicantId = await applicantOf(token);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES, 1)]);
    const answer = await upload(t, token, { bytes: big });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).toContain('The file is larger than');
    expect(await documentRows(applicantId)).toEqual([]);
    expect(storedFiles(applicantId)).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or PDF by its bytes, whatever its name and declared type', async () => {
    const { cookie } = await registerPlayer(t.app);
    const token = await startVerification(t, cookie);
    const applicantId = await applicantOf(token);
    const disguised = [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('GIF89a\x01\x00\x01\x00'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]), // a PNG signature cut short
      Buffer.from('MZ\x90\x00 an executable'),
    ];
    for (const bytes of disguised) {
      const answer = await upload(t, token, { bytes, name: 'passport.png', type: 'image/png' });
      expect(answer.statusCode).toBe(415);
      expect(answer.body).toContain('Only JPEG, PNG or PDF files are accepted.');
    }
    expect((await upload(t, token, { bytes: PNG, documentType: 'selfie' })).statusCode).toBe(400);
    expect((await upload(t, token, { bytes: PNG, documentType: '' })).statusCode).toBe(400);
    expect((await upload(t, token, { bytes: Buffer.alloc(0) })).statusCode).toBe(400);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: `/sandbox/kyc/${token}/documents`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'document=abc',
    });
    expect(urlencoded.statusCode).toBe(400);
    expect(await documentRows(applicantId)).toEqual([]);
    expect(storedFiles(applicantId)).toEqual([]);
  });

  it('keeps a hostile file name out of paths and markup', async () => {
    const { cookie } = await registerPlayer(t.app);
    const token = await startVerification(t, cookie, 'fr');
    const applicantId = await applicantOf(token);
    const hostile = '../../../etc/passwd"><img src=x onerror=alert(1)>.png';
    expect((await upload(t, token, { bytes: PNG, name: hostile })).statusCode).toBe(303);
    const [row] = await documentRows(applicantId);
    expect(row!.original_name).not.toMatch(/[/\\<>"]/);
    expect(storedFiles(applicantId)).toEqual([`${row!.id}.png`]);
    expect(readdirSync(documentsRoot())).toEqual(expect.arrayContaining([applicantId]));
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/kyc/${token}` });
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('Passeport');
    // A NUL or control character in the name goes too.
    expect((await upload(t, token, { bytes: PNG, name: 'a\u0001b\u202ec.png' })).statusCode).toBe(303);
    expect((await documentRows(applicantId)).map((r) => r.original_name)).toContain('abc.png');
  });

  it('takes at most six documents per attempt', async () => {
    const { cookie } = await registerPlayer(t.app);
    const token = await startVerification(t, cookie);
    for (let i = 0; i < 6; i++) expect((await upload(t, token, { bytes: PNG })).statusCode).toBe(303);
    const seventh = await upload(t, token, { bytes: PNG });
    expect(seventh.statusCode).toBe(409);
    expect(storedFiles(await applicantOf(token))).toHaveLength(6);
  });
});

describe('documents and tokens', () => {
  it('a document is served only with its own applicant’s token', async () => {
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    const aliceToken = await startVerification(t, alice.cookie);
    const bobToken = await startVerification(t, bob.cookie);
    await upload(t, aliceToken, { bytes: PNG });
    const [document] = await documentRows(await applicantOf(aliceToken));

    const own = await t.app.inject({
      method: 'GET',
      url: `/sandbox/kyc/${aliceToken}/documents/${document!.id}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toBe('attachment; filename="document.png"');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PNG)).toBe(true);

    const other = await t.app.inject({
      method: 'GET',
      url: `/sandbox/kyc/${bobToken}/documents/${document!.id}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.rawPayload.includes(PNG)).toBe(false);
    for (const url of [
      `/sandbox/kyc/nope/documents/${document!.id}`,
      // Alice's token with its last character changed (to another one: it may end in 0 already).
      `/sandbox/kyc/${aliceToken.slice(0, -1)}${aliceToken.endsWith('0') ? '1' : '0'}/documents/${document!.id}`,
      `/sandbox/kyc/${bobToken}/documents/..%2F..%2Fetc%2Fpasswd`,
    ]) {
      expect([401, 404]).toContain((await t.app.inject({ method: 'GET', url })).statusCode);
    }
    // A document id of the right shape that is not Alice's.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/sandbox/kyc/${aliceToken}/documents/doc_${'0'.repeat(24)}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      readFileSync(path.join(documentsRoot(), await applicantOf(aliceToken), `${document!.id}.png`)).equals(
        PNG,
      ),
    ).toBe(true);
  });

  it('a forged token (another applicant in the payload) or an expired one opens nothing', async () => {
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    const aliceToken = await startVerification(t, alice.cookie);
    const bobToken = await startVerification(t, bob.cookie);
    const [alicePayload] = aliceToken.split('.');
    const [, bobMac] = bobToken.split('.');
    const forged = `${alicePayload}.${bobMac}`;
    const forgedPage = await t.app.inject({ method: 'GET', url: `/sandbox/kyc/${forged}` });
    expect(forgedPage.statusCode).toBe(401);
    expect((await upload(t, forged, { bytes: PNG })).statusCode).toBe(401);
    expect(await documentRows(await applicantOf(aliceToken))).toEqual([]);

    t.clock.advance(31 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/kyc/${aliceToken}` })).statusCode).toBe(401);
    expect(t.services.kycSandbox.openToken(aliceToken)).toBeNull();
  });
});
