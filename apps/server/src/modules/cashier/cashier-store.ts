import { type Database, type Executor, schema } from '@jeton/db';
import { and, eq } from 'drizzle-orm';

export type PaymentRow = typeof schema.paymentTransactions.$inferSelect;
export type NewPayment = typeof schema.paymentTransactions.$inferInsert;
export type PaymentStatus = 'created' | 'pending' | 'success' | 'fail' | 'cancel';
export const FINAL_STATUSES: readonly string[] = ['success', 'fail', 'cancel'];

const payments = schema.paymentTransactions;

/** SQL of payment transactions and provider events; only the cashier service calls it. */
export class CashierStore {
  constructor(private readonly db: Database) {}

  async insert(payment: NewPayment): Promise<PaymentRow> {
    const [row] = await this.db.insert(payments).values(payment).returning();
    return row!;
  }

  async findOwn(id: number, userId: number): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    return row;
  }

  async findByReference(
    provider: string,
    reference: string,
    executor: Executor = this.db,
  ): Promise<PaymentRow | undefined> {
    const [row] = await executor
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)));
    return row;
  }

  /** The payment, locked until the transaction ends: its provider events are applied one at a time. */
  async lockByReference(executor: Executor, provider: string, reference: string) {
    const [row] = await executor
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)))
      .for('update');
    return row;
  }

  /** Records a provider event; false when its id was recorded before (a repeated webhook). */
  async recordEvent(
    executor: Executor,
    event: typeof schema.paymentWebhookEvents.$inferInsert,
  ): Promise<boolean> {
    const inserted = await executor
      .insert(schema.paymentWebhookEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ id: schema.paymentWebhookEvents.id });
    return inserted.length > 0;
  }

  async update(
    executor: Executor,
    id: number,
    changes: { status: PaymentStatus; ledgerTransactionId?: number; updatedAt: Date },
  ): Promise<void> {
    await executor.update(payments).set(changes).where(eq(payments.id, id));
  }
}
