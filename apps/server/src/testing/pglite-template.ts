import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase, MIGRATIONS_DIR, migrate } from '@jeton/db';
import { createJobSchema, jobSchemaText } from '../jobs/job-database.js';

// Starting PGlite from a dump of an already-migrated database takes a fraction of a second;
// migrating from scratch takes seconds. The dump is made once per set of migrations, and carries
// the job runner's schema too (a test that starts pg-boss would otherwise wait for it to make it).

export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  hash.update(jobSchemaText());
  return hash.digest('hex').slice(0, 12);
}

export function pgliteTemplatePath(): string {
  return path.join(os.tmpdir(), `jeton-pglite-template-${migrationsHash()}.tar`);
}

/** Writes the migrated template dump if it is not there yet (vitest global setup). */
export async function ensurePgliteTemplate(): Promise<void> {
  const target = pgliteTemplatePath();
  if (existsSync(target)) return;
  const handle = createDatabase({});
  try {
    await migrate(handle);
    await createJobSchema(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const temporary = `${target}.${process.pid}`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, target);
  } finally {
    await handle.close();
  }
}

/** The template dump, or undefined when the global setup did not make one. */
export function readPgliteTemplate(): Blob | undefined {
  const target = pgliteTemplatePath();
  return existsSync(target) ? new Blob([readFileSync(target)]) : undefined;
}
