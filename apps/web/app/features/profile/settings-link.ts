import type { LocaleCode } from '@jeton/domain';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';

/** Toasts the settings tab shows on arrival (its `toastType` query, spec section 2). */
export const SETTINGS_TOAST_TYPES = ['fill-profile', 'confirm-contact'] as const;
export type SettingsToastType = (typeof SETTINGS_TOAST_TYPES)[number];

/**
 * The settings tab in the locale, with where to come back to after saving (`from`, a path of the
 * same locale) and the toast to show on arrival.
 */
export function settingsLink(locale: LocaleCode, from?: string, toastType?: SettingsToastType): string {
  const query = new URLSearchParams();
  if (from) query.set('from', localizePath(from, locale));
  if (toastType) query.set('toastType', toastType);
  const search = query.toString();
  return localizePath(PATHS.profileSettings, locale) + (search ? `?${search}` : '');
}
