import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getPopup } from '../../api/popups.js';
import { useLocale } from '../../i18n/hooks.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { POPUP_PREVIEW_HASH, withoutPopup } from './campaign-links.js';

/**
 * The popup query parameter opens the campaign popup of that sysname for a logged-in player (spec
 * sections 2 and 6); with #popup-preview it opens as a preview, for anyone (the operator checking a
 * campaign). An unknown sysname opens nothing: the error is logged only. Closing it drops the
 * parameter from the URL, so a reload does not bring it back.
 */
export function useCampaignPopup(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const root = useRootData();
  const player = isPlayer(root);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!root) return;
    const sysname = new URLSearchParams(location.search).get('popup');
    if (!sysname) return;
    const preview = location.hash === POPUP_PREVIEW_HASH;
    if (!preview && !player) return;
    const visit = `${location.key}|${sysname}|${preview}|${player}`;
    if (handled.current === visit) return;
    handled.current = visit;
    const place = { pathname: location.pathname, search: location.search, hash: location.hash };
    getPopup(sysname, { locale }).then(
      (popup) => {
        // Left by its button: the new page replaces the URL anyway, no clean-up navigation.
        let followed = false;
        const follow = (to: string) => {
          followed = true;
          void navigate(to);
        };
        openDialog('campaign', {
          props: { popup, preview, follow },
          onClose: () => {
            if (!followed) void navigate(withoutPopup(place), { replace: true, preventScrollReset: true });
          },
        });
      },
      (error: unknown) => console.error(`popups.get failed for "${sysname}"`, error),
    );
  }, [root, player, location, locale, navigate]);
}
