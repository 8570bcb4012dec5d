import type { Messages } from '../../i18n/messages.js';
import { PROFILE_TABS, type ProfileTab } from '../../routing/paths.js';

/** Each profile tab's label key in the catalogue. */
export const PROFILE_TAB_LABELS: Readonly<Record<ProfileTab, keyof Messages['pages']['profile']['tabs']>> = {
  settings: 'settings',
  security: 'security',
  verification: 'verification',
  'responsible-game': 'responsibleGame',
  bets: 'bets',
  loyalty: 'loyalty',
  bonuses: 'bonuses',
  cashback: 'cashback',
  notification: 'notification',
};

/** The tab a profile path shows: its last segment. */
export function profileTabOf(pathname: string): ProfileTab | null {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return (PROFILE_TABS as readonly string[]).includes(last) ? (last as ProfileTab) : null;
}

/** The settings tab's query (spec section 2): where the player came from, and a toast to show. */
export function parseSettingsQuery(query: URLSearchParams): {
  from: string | null;
  toastType: string | null;
} {
  return { from: query.get('from') || null, toastType: query.get('toastType') || null };
}
