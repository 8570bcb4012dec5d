import type { LocaleCode } from '@jeton/domain';
import { registerFromMiniApp } from '../../api/auth.js';
import type { MiniAppLaunch } from './mini-app-hash.js';
import { FRAME_KEY, miniAppStartFields } from './mini-app-hash.js';
import { postEvent } from './telegram-bridge.js';
import './mini-app.css';

// Loaded only for a mini-app visit: the frame's set-up and the sign-in with the signed init data.

/** The site's own background (styles' --bg): Telegram's header and background take it. */
const SITE_BACKGROUND = '#090c18';

/**
 * The site inside Telegram's frame: its theme colours as CSS variables (`--tg-theme-bg-color`…),
 * the safe areas kept clear (mini-app.css), Telegram's header and background in the site's colour,
 * and the frame told that the app is ready and may take the full height.
 */
export function enterFrame(theme: Record<string, string> | null): void {
  let colours = theme;
  try {
    if (colours) sessionStorage.setItem(FRAME_KEY, JSON.stringify(colours));
    else colours = JSON.parse(sessionStorage.getItem(FRAME_KEY) ?? '{}') as Record<string, string>;
  } catch {
    colours ??= {};
  }
  const root = document.documentElement;
  root.classList.add('in-mini-app');
  for (const [name, value] of Object.entries(colours ?? {})) {
    if (/^[a-z_]{1,40}$/.test(name)) root.style.setProperty(`--tg-theme-${name.replaceAll('_', '-')}`, value);
  }
  postEvent('web_app_ready');
  postEvent('web_app_expand');
  postEvent('web_app_set_header_color', { color: SITE_BACKGROUND });
  postEvent('web_app_set_background_color', { color: SITE_BACKGROUND });
}

/** Registers or logs in the Telegram user of the init data (auth.register with is_tg). */
export function signInFromMiniApp(launch: MiniAppLaunch, locale: LocaleCode) {
  return registerFromMiniApp(miniAppStartFields(launch.initData), { locale });
}
