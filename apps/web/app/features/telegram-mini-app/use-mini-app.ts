import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { loadSections } from '../../i18n/sections.js';
import { invalidateInitialData } from '../../session/client-session.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { formatAuthError } from '../auth/auth-error-text.js';
import { isMiniAppHash, miniAppLaunch, wasInFrame } from './mini-app-hash.js';
import { onEvent, postEvent } from './telegram-bridge.js';

/**
 * The Telegram mini-app entry (spec section 2): a hash with tgWebAppData loads the frame's module,
 * signs the Telegram user in (registering them on the first visit), then drops the hash and
 * reloads the page's data. Inside the frame, Telegram's back button goes back in the site.
 */
export function useMiniApp(): void {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [inFrame, setInFrame] = useState(false);
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the page's first load.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hash = window.location.hash;
    const entering = isMiniAppHash(hash);
    // Other visits load nothing more.
    if (!entering && !wasInFrame()) return;
    void import('./mini-app-start.js').then(async (frame) => {
      const launch = entering ? miniAppLaunch(hash) : null;
      frame.enterFrame(launch?.theme ?? null);
      setInFrame(true);
      if (!launch) return;
      try {
        await frame.signInFromMiniApp(launch, locale);
        invalidateInitialData();
      } catch (error) {
        await loadSections(locale, ['auth'])?.catch(() => undefined);
        showToast({ text: formatAuthError(error, t, locale), type: 'error' });
      }
      // Without the hash: the init data is not left in the address, and the page reloads its data.
      await navigate(`${window.location.pathname}${window.location.search}`, { replace: true });
    });
  }, []);

  useEffect(() => {
    if (!inFrame) return;
    return onEvent((eventType) => {
      if (eventType === 'back_button_pressed') void navigate(-1);
    });
  }, [inFrame, navigate]);

  useEffect(() => {
    if (inFrame) postEvent('web_app_setup_back_button', { is_visible: location.key !== 'default' });
  }, [inFrame, location.key]);
}
