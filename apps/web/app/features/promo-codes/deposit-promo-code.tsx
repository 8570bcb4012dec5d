import { lazy, Suspense, useEffect, useState } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { promoCodeToUse } from '../marketing/promo-code.js';

const PromoCodeForm = lazy(() =>
  import('./promo-code-form.js').then((module) => ({ default: module.PromoCodeForm })),
);

/**
 * The deposit page's promo-code field, behind a button: the form and its form library load when
 * the player asks for it, not with the page (they weighed ~40 kB on the cashier's first load).
 * A code kept from a `?promo_code=` link opens it at once.
 */
export function DepositPromoCode() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);

  // Read after hydration: the server cannot see the browser's storage.
  useEffect(() => {
    if (promoCodeToUse()) setOpen(true);
  }, []);

  if (!open) {
    return (
      <button
        type="button"
        className="button button-secondary"
        aria-expanded="false"
        onClick={() => setOpen(true)}
      >
        {t.pages.bonuses.promoCode.open}
      </button>
    );
  }
  return (
    <Suspense fallback={<p aria-busy="true">{t.pages.bonuses.promoCode.title}</p>}>
      <PromoCodeForm />
    </Suspense>
  );
}
