import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_AUTH_CONFIG, DEFAULT_SITE_CONFIG } from '@jeton/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerWebApp } from './ssr-plugin.js';

const buildDir = fileURLToPath(new URL('../../../web/build', import.meta.url));

/** What the fake account/getInfo saw, to check what SSR forwards. */
const apiCalls: { cookie: string | undefined; query: Record<string, string> }[] = [];

const usd = (amount: number) => ({ amount, currency: 'USD' });
/** The fake API's player, shaped like account/getInfo's answer. */
const lucky7 = {
  uid: 7,
  login: 'lucky7',
  fakename: '',
  balance_main: usd(1200),
  balance_bonus: usd(50.5),
  balance_betting_bonus: usd(0),
  balance_fun: usd(0),
  is_verified: false,
  two_factor_auth: false,
  locale: 'en',
  currency: 'USD',
};
/** The fake API's domain state: tests switch it to maintenance. */
let domainState = 'active';
/** Whether the fake content configuration answers; a test makes it fail. */
let contentConfigUp = true;

let app: FastifyInstance;
let origin: string;

const get = (pathname: string, init: RequestInit = {}) =>
  fetch(origin + pathname, { redirect: 'manual', ...init });

describe('registerWebApp with a build of apps/web', () => {
  beforeAll(async () => {
    if (!existsSync(path.join(buildDir, 'server', 'index.js'))) {
      // The root `npm test` runs after a build; a lone run of this file builds the web app itself.
      execFileSync('npm', ['run', 'build', '-w', '@jeton/web'], { stdio: 'ignore' });
    }
    app = Fastify({ logger: false });
    app.get('/api/account/getInfo', async (request, reply) => {
      const cookie = request.headers.cookie;
      if (cookie?.includes('sid=banned')) {
        return reply
          .code(403)
          .send({ error: { type: 'UserBannedException', message: 'Your account is blocked.' } });
      }
      apiCalls.push({ cookie, query: request.query as Record<string, string> });
      return cookie?.includes('sid=lucky-session')
        ? { data: lucky7 }
        : { data: { ...lucky7, uid: 0, login: '' } };
    });
    // The operator's robots rules (content module): one path of their own.
    app.get('/api/content/getRobots', async () => ({ data: { disallow: ['/promo-2025'] } }));
    // /fr/tournaments lists the tournaments: none here.
    app.get('/api/tournaments/get', async () => ({ data: { items: [], total: 0 } }));
    app.get('/api/metadata/getgeneralinfo', async () => ({
      data: { domain_state: domainState, available_locales: ['en', 'fr'], default_currency: 'USD' },
    }));
    // Each locale's content configuration: its own logo, and one redirect of English only.
    app.get<{ Params: { locale: string } }>('/nfx/cms-config/:locale', async (request, reply) => {
      const { locale } = request.params;
      if (!contentConfigUp)
        return reply.code(503).send({ error: { type: 'ApplicationUnavailableException' } });
      const redirects = locale === 'en' ? [{ from_url: '/old-hall', to_url: '/gamehall' }] : [];
      return {
        'prazer-config': {
          ...DEFAULT_SITE_CONFIG,
          logos: { header: `/logo-${locale}.svg`, footer: '/logo.svg', alt: `Jeton ${locale}` },
          redirects,
        },
        'auth-config': DEFAULT_AUTH_CONFIG,
      };
    });
    await registerWebApp(app, { buildDir });
    // SSR loaders call the API over HTTP, so these tests use a real socket rather than inject.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    origin = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app?.close();
  });

  pageChecks();
  responseChecks();
});

/** Pages, locales, cookies and the cashier's redirects. */
function pageChecks() {
  it('renders the English home page with a guest call to action', async () => {
    const callsBefore = apiCalls.length;
    const response = await get('/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Log in');
    expect(html).toContain('<meta name="description"');
    // No session cookie: a guest, whose account info the page does not ask the API for.
    expect(apiCalls.length).toBe(callsBefore);
  });

  it('renders a page whole, with the loaders’ data for hydration in it once', async () => {
    const html = await (await get('/')).text();
    expect(html.startsWith('<!DOCTYPE html><html')).toBe(true);
    // No boundary left to the browser; the data React Router hydrates from, then its end, in the page.
    expect(html).not.toContain('<!--$!');
    expect(html.split('streamController.enqueue(').length - 1).toBe(1);
    expect(html.split('streamController.close()').length - 1).toBe(1);
    expect(html.indexOf('streamController.close()')).toBeLessThan(html.indexOf('</body>'));
    expect(html).toContain('\\"root\\"'); // the root route's data, JSON inside the script
  });

  it('renders the French home page under /fr', async () => {
    const response = await get('/fr', { headers: { cookie: 'sid=expired-session' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('lang="fr"');
    expect(html).toContain('Se connecter');
    // A session cookie, even one the API no longer knows: the API is asked, in the page's locale.
    expect(apiCalls.at(-1)).toMatchObject({
      cookie: 'sid=expired-session',
      query: { v: '2.34', locale: 'fr' },
    });
  });

  it("forwards the player's cookie to the API and greets the player", async () => {
    const html = await (await get('/', { headers: { cookie: 'sid=lucky-session' } })).text();
    expect(apiCalls.at(-1)?.cookie).toBe('sid=lucky-session');
    expect(html).toContain('Welcome, lucky7');
  });

  it('answers an unknown page with 404 and the full path', async () => {
    const response = await get('/nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /nope');
    expect((await get('/fr/a/b?c=1')).status).toBe(404);
  });

  it('renders French pages under /fr with hreflang alternates and a canonical link', async () => {
    const html = await (await get('/fr/tournaments')).text();
    expect(html).toContain('lang="fr"');
    expect(html).toContain('Tournois');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/fr\/tournaments"/);
    expect(html).toContain('hrefLang="x-default"');
  });

  it('sends a guest away from the cashier to the home page with redirectUrl', async () => {
    const response = await get('/fr/cashier/history?tab=bonuses');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/fr?redirectUrl=%2Ffr%2Fcashier%2Fhistory%3Ftab%3Dbonuses',
    );
  });

  it("opens a player's cashier on its deposit tab, keeping the locale", async () => {
    const response = await get('/fr/cashier', { headers: { cookie: 'sid=lucky-session' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fr/cashier/deposit');
    const page = await get('/cashier/wallet', { headers: { cookie: 'sid=lucky-session' } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('$1,250.5');
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
  });

  it('follows the locale cookie, then the browser, for a page without a prefix; never for crawlers', async () => {
    const browser =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    const byCookie = await get('/promotions?x=1', {
      headers: { cookie: 'locale=fr', 'user-agent': browser },
    });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.get('location')).toBe('/fr/promotions?x=1');
    const byBrowser = await get('/', {
      headers: { 'accept-language': 'fr-CA,en;q=0.5', 'user-agent': browser },
    });
    expect(byBrowser.headers.get('location')).toBe('/fr');
    const crawler = await get('/', { headers: { cookie: 'locale=fr', 'user-agent': 'Googlebot/2.1' } });
    expect(crawler.status).toBe(200);
  });

  it('serves robots.txt, whose disallowed pages carry noindex', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Disallow: /fr/profile');
    expect(text).toContain('Disallow: /promo-2025');
  });
}

/** Banned players, maintenance, CSP, redirects, assets, configuration and compression. */
function responseChecks() {
  it('shows a banned player the user-blocked page, with its support button, as a 403', async () => {
    const response = await get('/fr/promotions', { headers: { cookie: 'sid=banned' } });
    const html = await response.text();
    expect(response.status).toBe(403);
    expect(html).toContain('Votre compte est bloqué');
    expect(html).toContain('href="/fr/support"');
  });

  it('answers 503 with the maintenance page when the domain is in maintenance', async () => {
    domainState = 'maintenance';
    try {
      const response = await get('/');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('We are doing some maintenance');
    } finally {
      domainState = 'active';
    }
  });

  it('sets a page CSP whose nonce is the one on the inline scripts', async () => {
    const response = await get('/');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });

  it('redirects a trailing slash to the bare path with 301, keeping the query', async () => {
    const plain = await get('/gamehall/');
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('/gamehall');
    const withQuery = await get('/gamehall/?category=slots');
    expect(withQuery.headers.get('location')).toBe('/gamehall?category=slots');
  });

  it('never redirects to another host', async () => {
    const response = await get('//evil.example/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/evil.example');
  });

  it('leaves unknown /api paths to the API: a JSON 404, not a page', async () => {
    const response = await get('/api/x/y');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: { type: 'MethodNotFoundException' } });
  });

  it('serves hashed assets with a long cache, and a missing asset as a plain 404', async () => {
    const asset = readdirSync(path.join(buildDir, 'client', 'assets')).find((name) => name.endsWith('.js'));
    const response = await get(`/assets/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    await response.arrayBuffer();
    const missing = await get('/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it("takes the logo and the redirects from the content configuration of the page's locale", async () => {
    expect(await (await get('/')).text()).toContain('src="/logo-en.svg"');
    expect(await (await get('/fr')).text()).toContain('src="/logo-fr.svg"');
    const redirected = await get('/old-hall?x=1');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/gamehall?x=1');
    // The configured redirects replace the defaults: /casino is no longer one of them.
    expect((await get('/casino')).status).not.toBe(302);
  });

  it('renders with the default config when the content configuration cannot be loaded, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    contentConfigUp = false;
    try {
      const response = await get('/');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('src="/logo.svg"');
      expect(logged).toHaveBeenCalledWith('cms-config/en failed', expect.anything());
      expect((await get('/casino')).headers.get('location')).toBe('/gamehall');
    } finally {
      contentConfigUp = true;
    }
  });

  it('compresses pages for clients that accept it, and sends the precompressed build of assets', async () => {
    const brotli = await get('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(await brotli.text()).toContain('</html>');
    const plain = await get('/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('</html>');

    const assets = path.join(buildDir, 'client', 'assets');
    // The chunk of React and React Router (apps/web/vite.config.ts): every page loads it, and it is
    // far above the precompression threshold (the entry itself is a few hundred bytes).
    const react = readdirSync(assets).find((name) => name.startsWith('react-') && name.endsWith('.js'));
    const script = await get(`/assets/${react}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await script.text()).length).toBeGreaterThan(1000);
  });

  it('answers HEAD with the status and no body', async () => {
    const response = await get('/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
}

describe('registerWebApp without a build', () => {
  it('answers pages with 503 and tells the operator to build', async () => {
    const app = Fastify({ logger: false });
    await registerWebApp(app, { buildDir: path.join(buildDir, 'does-not-exist') });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    await app.close();
  });
});
