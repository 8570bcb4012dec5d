import type { ActivatedOffer } from '../../api/promo-codes.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { browserLocalStorage } from '../marketing/local-storage.js';
import { PROMO_CODE_STORAGE_KEY } from '../marketing/promo-code.js';

/**
 * A promo code was redeemed (profile, deposit page or registration): the code is spent, so the
 * stored one from a `promo_code` link is dropped, and the "promo-code activated" popup says what it
 * granted (queued behind the dialog that is closing).
 */
export function showPromoCodeActivated(activated: ActivatedOffer): void {
  try {
    browserLocalStorage()?.removeItem(PROMO_CODE_STORAGE_KEY);
  } catch {
    // A browser that refuses storage kept nothing to drop.
  }
  openDialog('promoCodeActivated', { props: { activated } });
}
