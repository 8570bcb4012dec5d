import { CHAT_CONSTANTS } from '@jeton/domain';

/**
 * The chat's waiting helper (spec section 9: 5000 ms timeout, 100 ms step): resolves with the first
 * truthy answer of `probe`, or null when the time is up.
 */
export async function waitFor<T>(
  probe: () => T | null | undefined | false,
  { timeoutMs = CHAT_CONSTANTS.waitingTimeoutMs, stepMs = CHAT_CONSTANTS.waitingStepMs } = {},
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
