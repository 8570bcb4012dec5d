import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { findLedgerViolations } from '../ledger/index.js';
import { createTestApp, type TestApp } from './app.js';

/**
 * One app for a whole test file: built before its tests (handed over through `ready`), closed after
 * them, and the books checked after every test, so that no test leaves money unbalanced.
 */
export function shareTestApp(ready: (app: TestApp) => void, environment?: Record<string, string>): void {
  let shared: TestApp | undefined;
  beforeAll(async () => {
    shared = await createTestApp(environment);
    ready(shared);
  });
  afterAll(async () => {
    await shared?.close();
  });
  afterEach(async () => {
    if (shared) expect(await findLedgerViolations(shared.database.db)).toEqual([]);
  });
}
