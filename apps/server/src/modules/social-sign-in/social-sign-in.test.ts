import { schema } from '@jeton/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTestApp,
  registerPlayer,
  sessionCookieOf,
  type TestApp,
  uniqueIp,
} from '../../testing/app.js';
import { dataOf } from '../../testing/expect-api.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ORIGIN = 'http://localhost:3000';

/** Where a 303 leads, as a path and query of this app. */
function location(response: { statusCode: number; headers: Record<string, unknown> }): URL {
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location), ORIGIN);
}

async function startSignIn(redirectUrl = '/gamehall', service = 'sandbox') {
  const init = await t.app.inject({
    url: `/oauth/init?${new URLSearchParams({ service, redirect_url: redirectUrl, type_auth: 'login', locale: 'en' })}`,
  });
  return location(init);
}

/** The tester signs in at the sandbox provider's page: answers the callback address. */
async function atProvider(authorize: URL, email: string): Promise<URL> {
  const form = new URLSearchParams(authorize.searchParams);
  form.set('email', email);
  form.set('name', 'Social Tester');
  form.set('decision', 'allow');
  const answer = await t.app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return location(answer);
}

function callback(url: URL) {
  return t.app.inject({ url: `${url.pathname}${url.search}`, remoteAddress: uniqueIp() });
}

const sessionOf = sessionCookieOf;

async function infoOf(cookie: string) {
  return dataOf(await callApi(t.app, 'GET', 'account/getInfo', {}, { cookie })) as {
    uid: number;
    login: string;
    is_registration_completed: boolean;
  };
}

const newEmail = () => `social-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('the sandbox OpenID provider', () => {
  it('publishes its discovery document and a key set of previous, current and next keys', async () => {
    const discovery = (await t.app.inject({ url: '/sandbox/oidc/.well-known/openid-configuration' })).json();
    expect(discovery).toMatchObject({
      issuer: `${ORIGIN}/sandbox/oidc`,
      jwks_uri: `${ORIGIN}/sandbox/oidc/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    const now = t.clock.now();
    const keys = t.services.sandboxOidc!.keys;
    const { keys: published } = await keys.jwks(now);
    expect(published.map((k) => k.kid)).toHaveLength(3);
    expect(published[1]?.kid).toBe(keys.current(now).kid);
    const dayLater = new Date(now.getTime() + 24 * 3600_000);
    expect(keys.current(dayLater).kid).toBe(published[2]?.kid);
    expect(published.every((k) => k.kty === 'OKP' && k.crv === 'Ed25519' && !('d' in k))).toBe(true);
  });

  it('refuses an unknown redirect URI on its own page rather than redirecting', async () => {
    const authorize = await startSignIn();
    authorize.searchParams.set('redirect_uri', 'https://evil.example/cb');
    const answer = await t.app.inject({ url: `${authorize.pathname}${authorize.search}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
  });

  it('answers a signed ID token once per code, only with the PKCE verifier', async () => {
    const authorize = await startSignIn();
    const back = await atProvider(authorize, newEmail());
    const code = back.searchParams.get('code')!;
    const secret = t.services.oidcClients.provider('sandbox')!.clientSecret;
    const token = (verifier: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/oidc/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`jeton-site:${secret}`).toString('base64')}`,
        },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${ORIGIN}/oauth/callback`,
          code_verifier: verifier,
        }).toString(),
      });
    const wrong = await token('x'.repeat(43));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    // The code was spent by the wrong try as well: a code is good once, whatever happened.
    const [flow] = await t.services.db.select().from(schema.oauthSignIns).limit(1);
    expect(flow).toBeDefined();
  });
});

describe('social sign-in through the popup', () => {
  it('makes an account on the first sign-in, logs the same person in after, and lands where it started', async () => {
    const email = newEmail();
    const first = await callback(await atProvider(await startSignIn('/gamehall?tab=new'), email));
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('/gamehall?tab=new');
    const cookie = sessionOf(first)!;
    const info = await infoOf(cookie);
    expect(info).toMatchObject({ login: email, is_registration_completed: false });
    const again = await callback(await atProvider(await startSignIn('/'), email));
    expect((await infoOf(sessionOf(again)!)).uid).toBe(info.uid);
    const identities = await t.services.db
      .select()
      .from(schema.socialIdentities)
      .where(eq(schema.socialIdentities.userId, info.uid));
    expect(identities).toHaveLength(1);
  });

  it('refuses a forged state, and a callback replayed after its first use', async () => {
    const back = await atProvider(await startSignIn(), newEmail());
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state-value');
    const refused = await callback(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('unknown, expired or already used');
    expect(sessionOf(refused)).toBeUndefined();
    expect((await callback(back)).statusCode).toBe(200);
    const replayed = await callback(back);
    expect(replayed.statusCode).toBe(400);
    expect(sessionOf(replayed)).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the flow’s', async () => {
    const back = await atProvider(await startSignIn(), newEmail());
    await t.services.db.update(schema.sandboxOidcCodes).set({ nonce: 'another-nonce' });
    const refused = await callback(back);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('could not be verified');
    expect(sessionOf(refused)).toBeUndefined();
  });

  it('refuses a code whose PKCE verifier the flow does not hold', async () => {
    const back = await atProvider(await startSignIn(), newEmail());
    await t.services.db.update(schema.oauthSignIns).set({ codeVerifier: 'a'.repeat(43) });
    expect((await callback(back)).statusCode).toBe(400);
  });

  it('refuses an unknown service and a redirect_url outside the site', async () => {
    const unknown = await t.app.inject({ url: '/oauth/init?service=nope&redirect_url=/' });
    expect(unknown.statusCode).toBe(400);
    const outside = await t.app.inject({
      url: '/oauth/init?service=sandbox&redirect_url=https://evil.example/',
    });
    expect(outside.statusCode).toBe(400);
    const protocolRelative = await t.app.inject({
      url: '/oauth/init?service=sandbox&redirect_url=//evil.example/',
    });
    expect(protocolRelative.statusCode).toBe(400);
  });
});

describe('linking a social identity to an existing account', () => {
  passwordLinkChecks();
  emailCodeLinkChecks();
});

/** Linking with the account's password. */
function passwordLinkChecks() {
  it('does not log in by a matching email alone: the account’s password links it', async () => {
    const player = await registerPlayer(t.app);
    const linkPage = await callback(await atProvider(await startSignIn('/promotions'), player.login));
    expect(linkPage.statusCode).toBe(200);
    expect(sessionOf(linkPage)).toBeUndefined();
    expect(linkPage.body).toContain(player.login);
    const token = /name="token" value="([^"]+)"/.exec(linkPage.body)![1]!;
    const link = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/link',
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, password, locale: 'en' }).toString(),
      });
    const wrong = await link('not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(sessionOf(wrong)).toBeUndefined();
    expect(
      await t.services.db
        .select()
        .from(schema.socialIdentities)
        .where(eq(schema.socialIdentities.userId, player.uid)),
    ).toHaveLength(0);
    const linked = await link(player.password);
    expect(linked.statusCode).toBe(200);
    expect(linked.body).toContain('/promotions');
    expect((await infoOf(sessionOf(linked)!)).uid).toBe(player.uid);
    // Linked: the next sign-in with the provider logs the player in straight away.
    const next = await callback(await atProvider(await startSignIn(), player.login));
    expect((await infoOf(sessionOf(next)!)).uid).toBe(player.uid);
    // And the request is spent.
    expect((await link(player.password)).statusCode).toBe(400);
  });
}

/** Linking with a code sent to the account's email. */
function emailCodeLinkChecks() {
  describe('by a code sent to the account’s email', () => {
    async function linkRequest() {
      const player = await registerPlayer(t.app);
      const page = await callback(await atProvider(await startSignIn('/promotions'), player.login));
      const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
      return { player, token };
    }
    const form = (url: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ locale: 'en', ...fields }).toString(),
      });
    async function sentCode(recipient: string) {
      const [message] = await t.services.outbox.latest({ recipient, template: 'social_link_code' }, 1);
      return /\b(\d{6})\b/.exec(message!.body)![1]!;
    }
    const identitiesOf = (uid: number) =>
      t.services.db.select().from(schema.socialIdentities).where(eq(schema.socialIdentities.userId, uid));
    const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('links with the right code, not with a wrong one', async () => {
      const { player, token } = await linkRequest();
      const sent = await form('/oauth/link/code', { token });
      expect(sent.statusCode).toBe(200);
      expect(sent.body).toContain('name="email_code"');
      const code = await sentCode(player.login);

      const wrong = await form('/oauth/link', { token, email_code: otherCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain('The code is wrong.');
      expect(sessionOf(wrong)).toBeUndefined();
      const badShape = await form('/oauth/link', { token, email_code: '12ab' });
      expect(badShape.statusCode).toBe(400);
      expect(badShape.body).toContain('6 digits');
      expect(await identitiesOf(player.uid)).toHaveLength(0);

      const linked = await form('/oauth/link', { token, email_code: code });
      expect(linked.statusCode).toBe(200);
      expect(linked.body).toContain('/promotions');
      expect((await infoOf(sessionOf(linked)!)).uid).toBe(player.uid);
      expect(await identitiesOf(player.uid)).toHaveLength(1);
      // The code is spent with the request.
      expect((await form('/oauth/link', { token, email_code: code })).statusCode).toBe(400);
    });

    it('refuses an expired code', async () => {
      const { player, token } = await linkRequest();
      await form('/oauth/link/code', { token });
      const code = await sentCode(player.login);
      await t.services.db
        .update(schema.contactConfirmations)
        .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
        .where(eq(schema.contactConfirmations.userId, player.uid));
      const expired = await form('/oauth/link', { token, email_code: code });
      expect(expired.statusCode).toBe(400);
      expect(expired.body).toContain('expired');
      expect(sessionOf(expired)).toBeUndefined();
      expect(await identitiesOf(player.uid)).toHaveLength(0);
    });

    it('voids the code after five wrong tries, even the right one', async () => {
      const { player, token } = await linkRequest();
      await form('/oauth/link/code', { token });
      const code = await sentCode(player.login);
      for (let i = 0; i < 4; i++) {
        expect((await form('/oauth/link', { token, email_code: otherCode(code) })).statusCode).toBe(400);
      }
      // The fifth wrong proof uses up the link request as well.
      await form('/oauth/link', { token, email_code: otherCode(code) });
      const late = await form('/oauth/link', { token, email_code: code });
      expect(late.statusCode).toBe(400);
      expect(sessionOf(late)).toBeUndefined();
      expect(await identitiesOf(player.uid)).toHaveLength(0);
    });

    it('spaces out the codes it sends', async () => {
      const { token } = await linkRequest();
      expect((await form('/oauth/link/code', { token })).statusCode).toBe(200);
      const soon = await form('/oauth/link/code', { token });
      expect(soon.statusCode).toBe(429);
      expect(soon.body).toContain('name="email_code"');
    });

    it('asks the second factor too when it is on', async () => {
      const { player, token } = await linkRequest();
      await t.services.db
        .update(schema.users)
        .set({ twoFactorEnabled: true, twoFactorSecret: 'JBSWY3DPEHPK3PXP' })
        .where(eq(schema.users.id, player.uid));
      await form('/oauth/link/code', { token });
      const withoutFactor = await form('/oauth/link', { token, email_code: await sentCode(player.login) });
      expect(sessionOf(withoutFactor)).toBeUndefined();
      expect(await identitiesOf(player.uid)).toHaveLength(0);
    });
  });
}
