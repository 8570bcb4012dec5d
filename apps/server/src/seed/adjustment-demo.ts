import type { Database } from '@jeton/db';
import { insertSeededAdjustment } from '../modules/backoffice/balance-adjustments-store.js';
import { OperatorStore } from '../modules/backoffice/operator-store.js';

/** A fixed key: the seed runs at every start and makes this request once. */
const DEMO_REQUEST_KEY = '6f1d3c2a-8b7e-4a59-9c0d-5e4f3a2b1c00';

/**
 * A balance adjustment above the threshold, asked by the demo finance operator for the demo
 * player: the back office's adjustments queue shows it waiting for a second operator (decision
 * 0048). Pending moves no money; an administrator's approval posts it.
 */
export async function seedAdjustmentDemo(services: { db: Database }, userId: number): Promise<void> {
  const { db } = services;
  const finance = await new OperatorStore(db).findByEmail('finance@jeton.test');
  if (!finance) return;
  await insertSeededAdjustment(db, {
    userId,
    amountMinor: 75_000,
    currency: 'EUR',
    reason: 'Goodwill after a game outage (demo)',
    status: 'pending',
    requestedBy: finance.id,
    requestKey: DEMO_REQUEST_KEY,
    requestedAt: new Date(),
  });
}
