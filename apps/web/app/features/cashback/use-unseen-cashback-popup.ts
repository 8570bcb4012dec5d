import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getCashbacks, getSeenCashbackId, setSeenCashbackId } from '../../api/cashbacks.js';
import { useLocale } from '../../i18n/hooks.js';
import { stripLocale } from '../../i18n/locale.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { LATEST_CASHBACK_QUERY, unseenCashback } from './unseen-cashback.js';

/**
 * The unseen-cashback popup (spec sections 2 and 4), queued once a player is logged in (at log-in,
 * or on the first page of a session): the latest cashback, when the rule says it is unseen. However
 * it closes, its id is stored as seen (`already_seen_cashback_id`), so it shows once.
 */
const CASHBACK_PAGE = '/profile/cashback';

export function useUnseenCashbackPopup(): void {
  const root = useRootData();
  const locale = useLocale();
  const player = isPlayer(root) ? root.account.uid : null;
  const checked = useRef<number | null>(null);
  const onCashbackPage = stripLocale(useLocation().pathname) === CASHBACK_PAGE;

  useEffect(() => {
    if (player === null || checked.current === player) return;
    checked.current = player;
    const options = { locale };
    Promise.all([getCashbacks(LATEST_CASHBACK_QUERY, options), getSeenCashbackId(options)]).then(
      ([latest, seenId]) => {
        const cashback = latest.items[0];
        if (!cashback || !unseenCashback(cashback, seenId)) return;
        if (onCashbackPage) {
          void setSeenCashbackId(cashback.id, options).catch(() => undefined);
          return;
        }
        openDialog('unseenCashback', {
          props: { cashback },
          onClose: () => void setSeenCashbackId(cashback.id, options).catch(() => undefined),
        });
      },
      // The popup is a courtesy: a failed check shows nothing and is tried at the next log-in.
      (error: unknown) => console.warn('unseen cashback: the check failed', error),
    );
    // `checked` keeps it to once per player: a later navigation does not re-run the check.
  }, [player, locale, onCashbackPage]);
}
