import { isAppError } from '@jeton/domain';
import { isRouteErrorResponse } from 'react-router';
import type { SystemPageKind } from './system-pages.js';

/** The system page an error boundary shows, and the status the page stands for. */
export interface ErrorPage {
  kind: Extract<SystemPageKind, 'notFound' | 'forbidden' | 'maintenance' | 'userBlocked'>;
  status: number;
}

const MAINTENANCE_TYPES = new Set(['ApplicationDisabledException', 'ApplicationUnavailableException']);

/**
 * Spec section 2's error-to-page mapping: 404 is not found; 503 (maintenance) is maintenance; an error
 * whose data carries a type is user blocked (the banned player); any other 403 is forbidden. Unknown
 * statuses fall back to not found.
 */
export function errorPageFor(error: unknown): ErrorPage {
  const { status, type } = describe(error);
  if (status === 404) return { kind: 'notFound', status };
  if (status === 503 || (type && MAINTENANCE_TYPES.has(type))) return { kind: 'maintenance', status: 503 };
  if (type) return { kind: 'userBlocked', status: 403 };
  if (status === 403) return { kind: 'forbidden', status };
  return { kind: 'notFound', status: status ?? 404 };
}

function describe(error: unknown): { status: number | undefined; type: string | undefined } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { type?: unknown } | null | undefined;
    return { status: error.status, type: typeof data?.type === 'string' ? data.type : undefined };
  }
  // An API error thrown in the browser (a loader's call, say).
  if (isAppError(error)) {
    const banned = error.type === 'UserBannedException';
    return {
      status: error.status,
      type: banned || MAINTENANCE_TYPES.has(error.type) ? error.type : undefined,
    };
  }
  return { status: undefined, type: undefined };
}
