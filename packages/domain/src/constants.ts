// Business constants of spec section 9. One place, shared by the server and the web app.

export const API_VERSION = '2.34';
/** Only the major part must match; a client on 2.x talks to a 2.y server. */
export const API_MAJOR_VERSION = API_VERSION.split('.')[0]!;

export const PASSWORD_MIN_LENGTH = 6;
/** The spec's 20 is raised so that a password manager's passwords fit (decision 0035). */
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFICATION_CODE_LENGTH = 6;
export const FAKENAME_MIN_LENGTH = 4;
export const FAKENAME_MAX_LENGTH = 32;
export const POSTCODE_MAX_DIGITS = 8;

export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_MAX_AGE_MS = 31_536_000_000;

export const REGISTRATION_HINT_MS = 2 * 60 * 60 * 1000;
export const CONFIRM_HINT_MS = 5 * 24 * 60 * 60 * 1000;
export const INACTIVITY_WARNING_RATIO = 0.8;

export const BALANCE_REFRESH_DEFAULTS = {
  countSecondsForInterval: 10,
  countSecondsForDelayBetweenClick: 1,
  countMinutesAfterWhichRequestsTurnedOff: 5,
} as const;

export const TOAST_DEFAULT_MS = 5000;
export const HISTORY_PAGE_SIZE = 4;
export const RECENT_ACTIVITY_COUNT = 4;
export const BANNERS_DEFAULT_COUNT = 10;

/** Query-string parsing limits (spec section 9). */
export const QUERY_LIMITS = { arrayLimit: 20, parameterLimit: 1000, depth: 5 } as const;

/** Statuses on which the browser client retries an idempotent call (spec section 7). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

export const SESSION_COOKIE_NAME = 'sid';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
