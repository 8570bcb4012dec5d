import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from './all-catalogues.js';
import { inlineJson, pageTextsJson } from './page-texts.js';

describe('pageTextsJson', () => {
  it("writes the page's sections in the page's locale, and no other", () => {
    const inline = JSON.parse(pageTextsJson('/fr/cashier/deposit', 'fr'));
    expect(inline.locale).toBe('fr');
    expect(Object.keys(inline.sections).sort()).toEqual(['cashier', 'emailConfirmation', 'pages', 'profile']);
    expect(inline.sections.cashier).toEqual(ALL_MESSAGES.fr.cashier);
  });

  it('writes no section for a page that needs none', () => {
    expect(JSON.parse(pageTextsJson('/game/jeton-dice', 'en'))).toEqual({ locale: 'en', sections: {} });
  });
});

describe('inlineJson', () => {
  it('cannot close the script element it sits in', () => {
    const json = inlineJson({ text: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!--' });
  });
});
