// How the back office's app and server talk (decision 0034).

/** Every method is `POST {BACKOFFICE_API_BASE}/{group}/{method}` with a JSON body. */
export const BACKOFFICE_API_BASE = '/backoffice/api';

/** The operator's session cookie (HttpOnly, SameSite=Strict, Path=/backoffice). */
export const BACKOFFICE_SESSION_COOKIE = 'jeton_bo_session';
export const BACKOFFICE_COOKIE_PATH = '/backoffice';

/** A header every call must carry (value `1`): a cross-site form cannot set it. */
export const BACKOFFICE_CSRF_HEADER = 'x-jeton-backoffice';

/** An operator's session ends after this much inactivity, and at the latest after the absolute time. */
export const BACKOFFICE_SESSION_IDLE_MINUTES = 15;
export const BACKOFFICE_SESSION_ABSOLUTE_HOURS = 8;

/** Code of the 403 AccessDeniedException when the operator's role lacks the method's permission. */
export const PERMISSION_REQUIRED = 'PERMISSION_REQUIRED';

/** Exports stop at this many rows. */
export const BACKOFFICE_EXPORT_MAX_ROWS = 100_000;

/**
 * Paged lists never look past this many rows (page × perPage), and their `total` counts at most this
 * many (`totalCapped` says when there are more): no count over a million-row table. Narrow the filter.
 */
export const BACKOFFICE_LIST_WINDOW = 10_000;
