import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/locale.js';
import { noticeText } from './notice-text.js';

describe('noticeText', () => {
  it('words each kind in both locales with the amount in the currency', () => {
    const params = { amount: 25, currency: 'EUR', payment_id: 7 };
    expect(noticeText({ kind: 'deposit_credited', params }, messagesFor('en'), 'en')).toBe(
      'Your deposit of €25.00 was credited to your balance.',
    );
    expect(noticeText({ kind: 'deposit_credited', params }, messagesFor('fr'), 'fr')).toBe(
      'Votre dépôt de 25,00\u00a0€ a été crédité sur votre solde.',
    );
    expect(
      noticeText(
        { kind: 'withdrawal_declined', params: { ...params, reason: 'Card expired' } },
        messagesFor('en'),
        'en',
      ),
    ).toContain('(Card expired)');
    expect(noticeText({ kind: 'withdrawal_paid', params }, messagesFor('fr'), 'fr')).toContain('a été payé');
  });

  it('names a cancelled tournament by its title in the page’s language', () => {
    const params = { tournament_id: 3, title_en: 'Weekly Race', title_fr: 'Course hebdo' };
    expect(noticeText({ kind: 'tournament_cancelled', params }, messagesFor('en'), 'en')).toBe(
      'The tournament “Weekly Race” you joined was cancelled. It ends without prizes.',
    );
    expect(noticeText({ kind: 'tournament_cancelled', params }, messagesFor('fr'), 'fr')).toBe(
      'Le tournoi « Course hebdo » auquel vous participiez a été annulé. Il se termine sans prix.',
    );
  });

  it('tells the player when log-in by code opens again after wrong codes, in both locales', () => {
    const notice = {
      kind: 'second_factor_locked' as const,
      params: { locked_until: '2026-12-01T10:15:00Z' },
    };
    const en = noticeText(notice, messagesFor('en'), 'en');
    const fr = noticeText(notice, messagesFor('fr'), 'fr');
    expect(en).toContain('wrong authenticator codes');
    expect(en).toMatch(/paused until 1 Dec 2026, \d\d:\d\d;/);
    expect(fr).toContain('codes d’authentification erronés');
    expect(fr).toMatch(/suspendue jusqu’au 1 déc\. 2026, \d\d:\d\d ;/);
  });

  it('still says something for a kind it does not know', () => {
    expect(noticeText({ kind: 'later_kind' as never, params: {} }, messagesFor('en'), 'en')).toBe(
      'You have a new notification.',
    );
  });
});
