import { afterEach, vi } from 'vitest';

// A stray console.error is a bug the test did not expect: fail the test that caused it.
// Files share a worker (isolate: false) and this runs before each of them: wrap console.error once.
const shared = globalThis as { jetonConsoleErrors?: unknown[][] };
if (!shared.jetonConsoleErrors) {
  const errors: unknown[][] = [];
  shared.jetonConsoleErrors = errors;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
}
const errors = shared.jetonConsoleErrors;

afterEach(() => {
  const seen = errors.splice(0);
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
});
