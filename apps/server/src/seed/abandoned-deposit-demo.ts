import { ABANDONED_DEPOSIT_MINUTES } from '../modules/cashier/cashier-service.js';
import type { Services } from '../services.js';

/** The demo player's deposit left on the provider's page, so the history shows an expired one. */
export const ABANDONED_DEMO_DEPOSIT = { method: 'card', amount: '20' } as const;

/**
 * A deposit the demo player opened at the cashier some hours before the install and never paid
 * (issue 17, defect 7). It is opened as any deposit is, dated back past the expiry time, and
 * expired by the same housekeeping step that expires players' abandoned deposits.
 */
export async function seedAbandonedDeposit(
  services: Pick<Services, 'cashier' | 'cashierStore' | 'config' | 'clock'>,
  userId: number,
  currency: string,
): Promise<void> {
  if (!services.config.paymentsSandbox.enabled) return;
  const { cashier, cashierStore, clock } = services;
  const opened = await cashier.makeDeposit(
    { id: userId, currency },
    { ...ABANDONED_DEMO_DEPOSIT, campaign_offer_id: -1 },
    'en',
  );
  const openedAt = new Date(clock.now().getTime() - 3 * ABANDONED_DEPOSIT_MINUTES * 60_000);
  await cashierStore.backdate(opened.id, openedAt);
  await cashier.expireAbandonedDeposits();
}
