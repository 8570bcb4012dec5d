import { expect, type Page } from '@playwright/test';

/**
 * Reloads Profile → Bonuses until a free-spin pack of `count` spins shows: offers are granted by an
 * outbox subscriber a moment after what triggers them (a sign-up, a deposit).
 */
export async function reloadUntilFreeSpins(page: Page, count: number): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.free-spin-pack').filter({ hasText: String(count) })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
}
