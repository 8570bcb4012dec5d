import {
  type AccountInfo,
  type ContentConfig,
  DEFAULT_LOCALE,
  type GeneralInfo,
  guestAccountInfo,
  isCurrency,
  type LocaleCode,
  SESSION_COOKIE_NAME,
} from '@jeton/domain';
import { getAccountInfo } from '../api/account.js';
import type { ApiCallOptions } from '../api/client.js';
import type { ContentConfigOptions } from '../api/content-config.js';
import { getGeneralInfo } from '../api/metadata.js';
import { fatalResponseFor, maintenanceFromGeneralInfo } from '../errors/fatal-errors.js';
import { readCookie } from '../http/cookies.js';
import type { InitialData } from './initial-data.js';

/**
 * Loads the player and the general info. Maintenance, a banned player and 403s are thrown as the
 * status the error boundary maps to a system page; any other failure is logged and the page goes on
 * as for a guest (spec section 8: failures loading stores are logged only).
 */
export async function loadInitialData(options: ApiCallOptions): Promise<InitialData> {
  const generalInfo = readOrNull('metadata/getgeneralinfo', () => getGeneralInfo(options));
  // A page requested without a session cookie is a guest's: no need to ask the API who it is.
  const askApi = () => readOrNull('account/getInfo', () => getAccountInfo(options));
  const accountInfo = withoutSession(options)
    ? generalInfo.then((g) =>
        g && isCurrency(g.default_currency)
          ? guestAccountInfo(options.locale ?? DEFAULT_LOCALE, g.default_currency)
          : askApi(),
      )
    : askApi();
  const [account, general] = await Promise.all([accountInfo, generalInfo]);
  const maintenance = maintenanceFromGeneralInfo(general);
  if (maintenance) throw maintenance;
  return { account, general };
}

/** Only the player: the session guard's refresh on a client navigation. */
export function loadAccount(options: ApiCallOptions): Promise<AccountInfo | null> {
  return readOrNull('account/getInfo', () => getAccountInfo(options));
}

/**
 * The content configuration of a locale, or null when it could not be loaded: the failure is
 * logged only and the defaults apply (spec section 8). It never makes a page fatal.
 */
export async function loadContentConfig(
  locale: LocaleCode,
  options: Pick<ContentConfigOptions, 'request' | 'origin' | 'fetch' | 'document'> = {},
): Promise<ContentConfig | null> {
  try {
    // Imported when needed: reading the document validates it with zod, which the first view of a
    // page does not need (the server sends the configuration with the page; decision 0052).
    const { getContentConfig } = await import('../api/content-config.js');
    return await getContentConfig(locale, options);
  } catch (error) {
    console.error(`cms-config/${locale} failed`, error);
    return null;
  }
}

export function loadGeneralInfo(options: ApiCallOptions): Promise<GeneralInfo | null> {
  return readOrNull('metadata/getgeneralinfo', () => getGeneralInfo(options));
}

/** On the server, a request that carries no session cookie (in the browser the cookie is not readable). */
function withoutSession(options: ApiCallOptions): boolean {
  return !!options.request && !readCookie(options.request.headers.get('cookie'), SESSION_COOKIE_NAME);
}

async function readOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    const fatal = fatalResponseFor(error);
    if (fatal) throw fatal;
    console.error(`${what} failed`, error);
    return null;
  }
}
