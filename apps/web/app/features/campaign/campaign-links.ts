import type { LocaleCode } from '@jeton/domain';
import { localizePath } from '../../i18n/locale.js';

export type CampaignTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Where a popup's button goes: a site path (localized) or an https URL. Anything else (another
 * protocol such as javascript:, a protocol-relative //host) is refused: no button (spec section 8).
 */
export function campaignTarget(url: string, locale: LocaleCode): CampaignTarget {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) {
    return { kind: 'internal', to: localizePath(trimmed, locale) };
  }
  return isHttpsUrl(trimmed) ? { kind: 'external', href: trimmed } : null;
}

/** A popup image may come from the site itself or an https address. */
export function safeImageUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) return trimmed;
  return isHttpsUrl(trimmed) ? trimmed : null;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The URL once the popup closes: without the popup parameter, nor the preview hash. */
export function withoutPopup(location: { pathname: string; search: string; hash: string }) {
  const params = new URLSearchParams(location.search);
  params.delete('popup');
  const search = params.toString();
  return {
    pathname: location.pathname,
    search: search ? `?${search}` : '',
    hash: location.hash === POPUP_PREVIEW_HASH ? '' : location.hash,
  };
}

export const POPUP_PREVIEW_HASH = '#popup-preview';
