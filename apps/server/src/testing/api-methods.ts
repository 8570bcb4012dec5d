import type { DeclaredError } from '../api/declared-errors.js';
import type { ApiMethod } from '../api/method.js';
import { loadConfig } from '../config.js';
import { csvStream } from '../modules/backoffice/csv-export.js';
import { backofficeMethodTable, errorsOf } from '../modules/backoffice/method-table.js';
import { createServices } from '../services.js';
import { createTestDatabase } from './database.js';

interface Listed {
  api: readonly ApiMethod[];
  /** What each back-office method declares it refuses (decision 0093), as its document lists it. */
  backofficeErrors: Readonly<Record<string, readonly DeclaredError[]>>;
}

/**
 * Every method of the product API, as the modules mount them: for tests that go through all of
 * them (hostile input, answers, metrics), so a method added later is covered without editing them.
 */
export async function allApiMethods(): Promise<readonly ApiMethod[]> {
  return (await listed()).api;
}

/** The back-office methods' declared refusals, from the same modules. */
export async function allBackofficeErrors(): Promise<Listed['backofficeErrors']> {
  return (await listed()).backofficeErrors;
}

// Once per worker (the server tests share one module graph per worker): the lists never change.
let listing: Promise<Listed> | undefined;
function listed(): Promise<Listed> {
  listing ??= listMethods();
  return listing;
}

async function listMethods(): Promise<Listed> {
  const database = await createTestDatabase();
  try {
    const services = createServices(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database);
    const table = backofficeMethodTable(services.modules, {
      audit: { record: async () => {} },
      csv: csvStream,
    });
    return { api: services.api.flatMap((api) => api.methods), backofficeErrors: errorsOf(table) };
  } finally {
    await database.close();
  }
}
