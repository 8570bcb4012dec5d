import type { Messages } from '../../i18n/messages.js';
import { PROFILE_TABS, type ProfileTab } from '../../routing/paths.js';

/** Each profile tab's label key and its page texts in the catalogue. */
export const PROFILE_TAB_MESSAGES: Readonly<
  Record<ProfileTab, { label: keyof Messages['pages']['profile']['tabs']; page: keyof Messages['pages'] }>
> = {
  settings: { label: 'settings', page: 'profileSettings' },
  security: { label: 'security', page: 'profileSecurity' },
  verification: { label: 'verification', page: 'profileVerification' },
  'responsible-game': { label: 'responsibleGame', page: 'profileResponsibleGame' },
  bets: { label: 'bets', page: 'profileBets' },
  loyalty: { label: 'loyalty', page: 'profileLoyalty' },
  bonuses: { label: 'bonuses', page: 'profileBonuses' },
  cashback: { label: 'cashback', page: 'profileCashback' },
  notification: { label: 'notification', page: 'profileNotification' },
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
