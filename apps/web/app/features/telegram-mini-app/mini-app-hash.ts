// Spec section 2: a mini-app entry is recognised by the hash containing tgWebAppData. Telegram
// opens the site with `#tgWebAppData=…&tgWebAppVersion=…&tgWebAppThemeParams=…`.

export const MINI_APP_MARKER = 'tgWebAppData';

/** Session storage: this tab is a mini-app visit (its theme), so a reload in the frame stays one. */
export const FRAME_KEY = 'jeton_mini_app_theme';

/** Whether this tab is a mini-app visit that began earlier. */
export function wasInFrame(): boolean {
  try {
    return sessionStorage.getItem(FRAME_KEY) !== null;
  } catch {
    return false;
  }
}

export function isMiniAppHash(hash: string): boolean {
  return hash.includes(MINI_APP_MARKER);
}

export interface MiniAppLaunch {
  /** The signed init data, as Telegram passed it. */
  initData: string;
  /** Telegram's theme colours (bg_color, text_color, button_color…). */
  theme: Record<string, string>;
}

export function miniAppLaunch(hash: string): MiniAppLaunch | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const initData = params.get(MINI_APP_MARKER);
  if (!initData) return null;
  let theme: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(params.get('tgWebAppThemeParams') ?? '{}');
    if (parsed && typeof parsed === 'object') {
      theme = Object.fromEntries(
        Object.entries(parsed).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && /^#[0-9a-f]{6}$/i.test(entry[1]),
        ),
      );
    }
  } catch {
    // A theme that does not parse is no theme.
  }
  return { initData, theme };
}

/** auth.register's fields for a mini-app start (spec section 7): the init data's user and the data itself. */
export function miniAppStartFields(initData: string) {
  const params = new URLSearchParams(initData);
  let user: { id?: unknown; username?: unknown; language_code?: unknown } = {};
  try {
    user = JSON.parse(params.get('user') ?? '{}');
  } catch {
    // The server refuses init data without a user.
  }
  return {
    is_tg: 1,
    id: String(user.id ?? ''),
    username: typeof user.username === 'string' ? user.username : '',
    hash: params.get('hash') ?? '',
    language_code: typeof user.language_code === 'string' ? user.language_code : '',
    payload: initData,
  };
}
