import { z } from 'zod';

// The answers of the storage service: per-player keys and values.

export const storageEntrySchema = z.object({ key: z.string(), value: z.string().nullable() });

export const storageAnswers = {
  get: storageEntrySchema,
  getKeys: z.object({ keys: z.array(z.string()) }),
  set: storageEntrySchema,
};
