import type { AccountInfo, ContentConfig, GeneralInfo, LocaleCode } from '@jeton/domain';
import { getAccountInfo } from '../api/account.js';
import type { ApiCallOptions } from '../api/client.js';
import { getContentConfig } from '../api/content-config.js';
import { getGeneralInfo } from '../api/metadata.js';
import { fatalResponseFor, maintenanceFromGeneralInfo } from '../errors/fatal-errors.js';
import type { InitialData } from './initial-data.js';

/**
 * Loads the player and the general info. Maintenance, a banned player and 403s are thrown as the
 * status the error boundary maps to a system page; any other failure is logged and the page goes on
 * as for a guest (spec section 8: failures loading stores are logged only).
 */
export async function loadInitialData(options: ApiCallOptions): Promise<InitialData> {
  const [account, general] = await Promise.all([
    readOrNull('account/getInfo', () => getAccountInfo(options)),
    readOrNull('metadata/getgeneralinfo', () => getGeneralInfo(options)),
  ]);
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
  options: Pick<ApiCallOptions, 'request' | 'origin' | 'fetch'> = {},
): Promise<ContentConfig | null> {
  try {
    return await getContentConfig(locale, options);
  } catch (error) {
    console.error(`cms-config/${locale} failed`, error);
    return null;
  }
}

export function loadGeneralInfo(options: ApiCallOptions): Promise<GeneralInfo | null> {
  return readOrNull('metadata/getgeneralinfo', () => getGeneralInfo(options));
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
