import { STORAGE_LIMITS, storageAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule } from '../../api/method.js';
import { STORAGE_ERRORS } from './storage-errors.js';
import type { StorageService } from './storage-service.js';

// storage: per-player keys and values (spec section 7), such as already_seen_cashback_id.

const keyField = z.string().min(1).max(STORAGE_LIMITS.keyMaxLength).regex(STORAGE_LIMITS.keyPattern);

/** The services this module's handlers use, handed in by its module.ts. */
export interface StorageApiDeps {
  storage: StorageService;
}

export const storageApi = defineApiModule<StorageApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'storage',
      method: 'get',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: 'The value the player stored under a key (null when none)',
      input: z.object({ key: keyField }),
      output: storageAnswers.get,
      handler: ({ deps, session, input }) => deps.storage.get(session!.userId, input.key),
    }),
    defineMethod({
      service: 'storage',
      method: 'getKeys',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: 'The keys the player stored, in order',
      input: z.object({}),
      output: storageAnswers.getKeys,
      handler: ({ deps, session }) => deps.storage.keys(session!.userId),
    }),
    defineMethod({
      service: 'storage',
      method: 'set',
      http: 'POST',
      access: 'player',
      errors: declared(STORAGE_ERRORS, 'STORAGE_TOO_MANY_KEYS', 'STORAGE_VALUE_TOO_LARGE'),
      summary: `Stores a value (up to ${STORAGE_LIMITS.valueMaxBytes} bytes) under a key (up to ${STORAGE_LIMITS.maxKeys} keys); StorageQuotaExceededException beyond`,
      // More characters than the byte quota is a field error; a shorter text of multi-byte characters
      // over the quota is the service's StorageQuotaExceededException.
      input: z.object({ key: keyField, value: z.string().max(STORAGE_LIMITS.valueMaxBytes) }),
      output: storageAnswers.set,
      idempotent: true,
      handler: ({ deps, session, input }) => deps.storage.set(session!.userId, input.key, input.value),
    }),
  ],
});
