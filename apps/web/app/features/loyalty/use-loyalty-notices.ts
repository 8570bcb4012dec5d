import { useEffect } from 'react';
import { getLoyaltyNotices } from '../../api/loyalty.js';
import { useI18n } from '../../i18n/hooks.js';
import { showToast } from '../../ui/toast/toast-store.js';

/** Spec section 9: a loyalty notice shows 300 ms after it is fetched, for 5 s. */
const NOTICE_DELAY_MS = 300;
const NOTICE_TIME_MS = 5_000;

/**
 * Fetches the loyalty notices after the player's info (spec section 4) and shows each as a toast:
 * credit as success, others as error. The server hands each notice out once.
 */
export function useLoyaltyNotices(enabled: boolean, infoVersion: unknown): void {
  const { locale } = useI18n();
  useEffect(() => {
    // A new info (points changed) may come with new notices: fetch again after each.
    if (!enabled || infoVersion === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    getLoyaltyNotices({ locale })
      .then(({ items }) => {
        if (cancelled || items.length === 0) return;
        timer = setTimeout(() => {
          for (const notice of items) {
            showToast({
              text: `${notice.title}. ${notice.message}`,
              type: notice.type === 'credit' ? 'success' : 'error',
              time: NOTICE_TIME_MS,
            });
          }
        }, NOTICE_DELAY_MS);
      })
      // Notices are a courtesy: a failure is logged only (spec section 8).
      .catch((error: unknown) => console.warn('loyalty notices could not be loaded', error));
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [enabled, infoVersion, locale]);
}
