import { describe, expect, it, vi } from 'vitest';
import { getContentConfig } from './content-config.js';

/** A fetch that answers each call with the next of these documents. */
function answering(...documents: unknown[]) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(documents.shift()), { status: 200 }));
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch };
}

const withLogo = (logo: string) => ({
  'prazer-config': { logos: { header: logo, footer: logo, alt: 'Jeton' } },
});

describe('getContentConfig', () => {
  it('reads the same document once, and a changed one again', async () => {
    const { fetch, calls } = answering(withLogo('/a.svg'), withLogo('/a.svg'), withLogo('/b.svg'));
    const first = await getContentConfig('fr', { origin: 'http://api.test', fetch });
    const again = await getContentConfig('fr', { origin: 'http://api.test', fetch });
    const changed = await getContentConfig('fr', { origin: 'http://api.test', fetch });
    expect(calls).toHaveBeenCalledTimes(3); // asked every time: nothing is kept but the reading
    expect(again).toBe(first);
    expect(first.site.logos.header).toBe('/a.svg');
    expect(changed.site.logos.header).toBe('/b.svg');
  });

  it('throws the envelope of a failed answer', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { type: 'UnknownErrorException', message: 'down' } }), {
          status: 500,
        }),
    ) as unknown as typeof globalThis.fetch;
    await expect(getContentConfig('en', { origin: 'http://api.test', fetch })).rejects.toMatchObject({
      type: 'UnknownErrorException',
    });
  });

  it('reads the document the server holds without calling the API, and refuses a locale it lacks', async () => {
    const { fetch, calls } = answering();
    const document = vi.fn(async (locale: string) =>
      locale === 'en' ? JSON.stringify(withLogo('/held.svg')) : null,
    );
    const config = await getContentConfig('en', { origin: 'http://api.test', fetch, document });
    expect(config.site.logos.header).toBe('/held.svg');
    expect(calls).not.toHaveBeenCalled();
    await expect(getContentConfig('fr', { fetch, document })).rejects.toMatchObject({
      type: 'MethodNotFoundException',
    });
  });
});
