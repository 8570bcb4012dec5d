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

  it('still says something for a kind it does not know', () => {
    expect(noticeText({ kind: 'later_kind' as never, params: {} }, messagesFor('en'), 'en')).toBe(
      'You have a new notification.',
    );
  });
});
