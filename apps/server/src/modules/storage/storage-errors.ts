import { errorFamily } from '@jeton/domain';

/**
 * The refusals the storage module's API methods answer, by code, with their catalogue type and
 * status: what each method's `errors` picks from. The throw sites build their AppErrors; the API's
 * check in tests (api/error-check.ts) fails a call whose refusal disagrees with this list.
 */
export const STORAGE_ERRORS = errorFamily({
  STORAGE_TOO_MANY_KEYS: { type: 'StorageQuotaExceededException' },
  STORAGE_VALUE_TOO_LARGE: { type: 'StorageQuotaExceededException' },
});
