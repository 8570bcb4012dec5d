import { describe, expect, it } from 'vitest';
import { registrationOfferPopup } from './registration-offer-popup.js';

describe('the popup of a registration offer', () => {
  it('words the offer and leads to Profile → Bonuses', () => {
    const popup = registrationOfferPopup(
      { offer_id: 7, description: { title: 'Welcome spins', text: '20 free spins', image_url: '' } },
      'fr',
      'Voir Profil → Bonus',
    );
    expect(popup).toEqual({
      sysname: 'registration-offer-7',
      locale: 'fr',
      title: 'Welcome spins',
      text: '20 free spins',
      image_url: '',
      button: { label: 'Voir Profil → Bonus', url: '/profile/bonuses' },
    });
  });
});
