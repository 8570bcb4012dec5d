import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../../api/client.js';
import type { StudioRound, StudioSession } from '../api.js';
import { loadFirstView } from './first-view.js';

const SESSION: StudioSession = {
  game: { sysname: 'jeton-fruit-reels', kind: 'slot', name: 'Fruit Reels' },
  mode: 'play',
  currency: 'EUR',
  balance: '100000',
  seed: { commitment: 'c0ffee', clientSeed: 'seed', nonce: 3 },
  openRound: null,
  freeSpins: null,
};
const ROUND: StudioRound = { id: 7, status: 'settled', stake: '100', win: '0', bet: {} };

interface Call {
  url: string;
  headers: Record<string, string>;
}

/** The server's in-process fetch, answering the studio's two reads as `answers` says. */
function studioFetch(answers: { session: [number, unknown]; rounds: [number, unknown] }) {
  const calls: Call[] = [];
  const fetch: ApiFetch = async (input, init) => {
    const url = String(input);
    calls.push({ url, headers: init?.headers as Record<string, string> });
    const [status, body] = url.includes('/studio/api/session') ? answers.session : answers.rounds;
    return new Response(JSON.stringify(body), { status });
  };
  return { fetch, calls };
}

const request = (query: string, cookie?: string) =>
  new Request(`http://site.test/studio/slot?${query}`, { headers: cookie ? { cookie } : {} });

describe('a game frame read for its HTML', () => {
  it('holds the session and the history, read with the player cookie on the server itself', async () => {
    const { fetch, calls } = studioFetch({ session: [200, SESSION], rounds: [200, { rounds: [ROUND] }] });
    const view = await loadFirstView(request('session=tok%2Ben&locale=fr', 'sid=abc'), {
      apiOrigin: 'http://127.0.0.1:3000',
      apiFetch: fetch,
    });
    expect(view).toEqual({ session: SESSION, rounds: [ROUND] });
    expect(calls.map((call) => call.url).sort()).toEqual([
      'http://127.0.0.1:3000/studio/api/rounds?session=tok%2Ben&limit=20',
      'http://127.0.0.1:3000/studio/api/session?session=tok%2Ben',
    ]);
    for (const call of calls) expect(call.headers.cookie).toBe('sid=abc');
  });

  it('leaves the history to the client when only the history failed', async () => {
    const { fetch } = studioFetch({ session: [200, SESSION], rounds: [500, {}] });
    const view = await loadFirstView(request('session=t'), { apiOrigin: 'http://x', apiFetch: fetch });
    expect(view).toEqual({ session: SESSION, rounds: null });
  });

  it('leaves everything to the client for a refused session, a round in play or no token', async () => {
    const context = (answers: Parameters<typeof studioFetch>[0]) => ({
      apiOrigin: 'http://x',
      apiFetch: studioFetch(answers).fetch,
    });
    const expired = { error: { code: 'SESSION_EXPIRED', message: 'gone' } };
    expect(
      await loadFirstView(request('session=t'), context({ session: [401, expired], rounds: [200, []] })),
    ).toBeNull();
    const inPlay = { ...SESSION, openRound: { ...ROUND, status: 'open' } };
    expect(
      await loadFirstView(request('session=t'), context({ session: [200, inPlay], rounds: [200, []] })),
    ).toBeNull();
    expect(
      await loadFirstView(request('locale=en'), context({ session: [200, SESSION], rounds: [200, []] })),
    ).toBeNull();
  });

  it('leaves everything to the client in the browser, where there is no server context', async () => {
    expect(await loadFirstView(request('session=t'), {})).toBeNull();
  });
});
