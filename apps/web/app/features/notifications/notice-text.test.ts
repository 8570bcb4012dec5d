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

  it('still says something for a kind it does not know', () => {
    expect(noticeText({ kind: 'later_kind' as never, params: {} }, messagesFor('en'), 'en')).toBe(
      'You have a new notification.',
    );
  });
});
