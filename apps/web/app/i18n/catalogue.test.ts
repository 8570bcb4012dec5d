import { describe, expect, it } from 'vitest';
import { studioEn } from '../studio/i18n/en.js';
import { studioFr } from '../studio/i18n/fr.js';
import { en as site } from './en.js';
import { fr as siteFr } from './fr.js';

// The studio's texts travel apart from the site's catalogues (decision 0052), checked with them.
const en = { ...site, studio: studioEn };
const fr = { ...siteFr, studio: studioFr };

/** Every leaf of a catalogue as `path.to.key` → text. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node === null || typeof node !== 'object') {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
  }
  return out;
}

/** Texts that are the same words in French: anything else equal to its English text is untranslated. */
const SAME_IN_BOTH = new Set([
  'support.form.message',
  'support.chat.log',
  'meta.siteName',
  'meta.titleTemplate',
  'profile.contacts.title',
  'profile.personal.documentTypes.cpf',
  'common.transaction',
  'dialogs.notifications',
  'nav.casino',
  'nav.promotions',
  'nav.jackpots',
  'game.title',
  'pages.jackpots.title',
  'pages.jackpot.title',
  'pages.loyalty.tabs.programme',
  'pages.promotions.title',
  'pages.promotion.title',
  'pages.wallet.total',
  'pages.profile.tabs.notification',
  'records.notifications.title',
  'system.maintenance.title',
  'chatLauncher.text',
  'auth.registration.termsAfter',
  'studio.slot.symbols.orange',
  'responsibleGaming.minutes',
]);

// Argument names only: `{name}` or `{name, plural, …}`, not the text of plural branches.
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe('message catalogues', () => {
  const english = leaves(en);
  const french = leaves(fr);

  it('have exactly the same keys in English and French', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty texts', () => {
    for (const [path, text] of [...english, ...french]) {
      expect(typeof text, path).toBe('string');
      expect(String(text).trim(), path).not.toBe('');
    }
  });

  it('have no English text left in French', () => {
    const untranslated = [...english].filter(
      ([path, text]) => french.get(path) === text && !SAME_IN_BOTH.has(path),
    );
    expect(untranslated).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    for (const [path, text] of english) {
      expect(placeholders(String(french.get(path))), path).toEqual(placeholders(String(text)));
    }
  });
});

/** The argument kinds `formatMessage` fills; any other is shown to players as written. */
const KNOWN_KINDS = new Set(['plural', 'number']);

describe('argument kinds', () => {
  it('are only those the formatter fills', () => {
    for (const [name, catalogue] of Object.entries({ en, fr })) {
      for (const [path, text] of leaves(catalogue)) {
        for (const [, kind] of String(text).matchAll(/\{\w+\s*,\s*(\w+)/g)) {
          expect(KNOWN_KINDS.has(kind!), `${name}: ${path} uses "${kind}"`).toBe(true);
        }
      }
    }
  });
});

describe('plurals (issue 17)', () => {
  it('spells counts with plural rules, never with "(s)"', () => {
    for (const [name, catalogue] of Object.entries({ en, fr })) {
      for (const [path, text] of leaves(catalogue)) {
        expect(String(text), `${name}: ${path}`).not.toMatch(/\((s|es|x)\)/);
      }
    }
  });
});
