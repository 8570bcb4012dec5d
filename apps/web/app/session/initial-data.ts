import type { AccountInfo, ContentConfig, GeneralInfo } from '@jeton/domain';
import { isLoggedIn } from '@jeton/domain';

/** What every page starts from: the player (a guest has uid 0) and the site's general info. */
export interface InitialData {
  /** Null when the API could not be asked: the page renders as for a guest. */
  account: AccountInfo | null;
  general: GeneralInfo | null;
  /** The content configuration of the page's locale (/nfx/cms-config/{locale}); absent until it has loaded. */
  content?: ContentConfig | null;
}

export function isPlayer(
  data: InitialData | null | undefined,
): data is InitialData & { account: AccountInfo } {
  return Boolean(data?.account && isLoggedIn(data.account));
}
