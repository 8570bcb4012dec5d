import { ensurePgliteTemplate } from './pglite-template.js';

/** Runs once before the server tests: the migrated PGlite template every test file starts from. */
export default async function setup(): Promise<void> {
  if (process.env.JETON_TEST_DATABASE !== 'postgres') await ensurePgliteTemplate();
}
