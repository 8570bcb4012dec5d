import { type AppError, type GeneralInfo, isAppError } from '@jeton/domain';
import { data } from 'react-router';

// Spec section 8: which failures stop the whole page, and with which status the page answers.

/** What the error boundary gets for a fatal failure: a status and, for banned players, the type. */
export interface FatalErrorData {
  type?: string;
  message: string;
}

const MAINTENANCE_TYPES = new Set(['ApplicationDisabledException', 'ApplicationUnavailableException']);

/**
 * The thrown response for an API failure that must replace the page: maintenance (503), user blocked
 * (403 carrying the banned type), forbidden (any other 403). Null for other failures.
 */
export function fatalResponseFor(error: unknown): ReturnType<typeof data<FatalErrorData>> | null {
  if (!isAppError(error)) return null;
  if (MAINTENANCE_TYPES.has(error.type)) return maintenanceResponse(error);
  if (error.type === 'UserBannedException') {
    return data({ type: error.type, message: error.message }, { status: 403 });
  }
  if (error.status === 403) return data({ message: error.message }, { status: 403 });
  return null;
}

/** Maintenance when the site's general info says so (domain_state). */
export function maintenanceFromGeneralInfo(general: GeneralInfo | null) {
  if (general?.domain_state !== 'maintenance' && general?.domain_state !== 'disabled') return null;
  return maintenanceResponse(null);
}

function maintenanceResponse(error: AppError | null) {
  return data<FatalErrorData>(
    { type: error?.type ?? 'ApplicationDisabledException', message: error?.message ?? 'Maintenance' },
    { status: 503 },
  );
}
