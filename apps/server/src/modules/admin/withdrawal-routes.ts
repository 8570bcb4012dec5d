import { AppError, toMoneyAmount } from '@jeton/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PaymentRow } from '../cashier/cashier-store.js';
import type { WithdrawalService } from '../cashier/withdrawal-service.js';

// The operators' side of withdrawals, inside the admin scope (decision 0014): the queue of pending
// requests with their full requisites, and approve (pay out) or decline (return the reserve).

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const pendingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  after_id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});
const declineBody = z.object({ reason: z.string().trim().max(500).default('') }).strict();

export function registerWithdrawalAdmin(
  admin: FastifyInstance,
  services: { withdrawals: WithdrawalService },
): void {
  admin.get('/withdrawals/pending', async (request) => {
    const query = pendingQuery.safeParse(request.query);
    if (!query.success) {
      throw AppError.invalidParameters({ limit: 'Wrong value' }, 'limit is 1 to 200, after_id a payment id');
    }
    const rows = await services.withdrawals.pending(query.data.limit, query.data.after_id);
    return { data: { items: rows.map(presentForOperator) } };
  });

  admin.post('/withdrawals/:id/approve', async (request) => {
    const id = parseId(request);
    const withdrawal = await services.withdrawals.approve(id);
    request.log.info({ withdrawal: id, uid: withdrawal.userId }, 'admin approved a withdrawal');
    return { data: presentForOperator(withdrawal) };
  });

  admin.post('/withdrawals/:id/decline', async (request) => {
    const id = parseId(request);
    const body = declineBody.safeParse(request.body ?? {});
    if (!body.success) throw AppError.invalidParameters({ reason: 'Up to 500 characters' });
    const withdrawal = await services.withdrawals.decline(id, body.data.reason);
    request.log.info(
      { withdrawal: id, uid: withdrawal.userId, reason: body.data.reason },
      'admin declined a withdrawal',
    );
    return { data: presentForOperator(withdrawal) };
  });
}

function parseId(request: FastifyRequest): number {
  const parsed = idSchema.safeParse((request.params as { id?: string }).id);
  if (!parsed.success) {
    throw new AppError('InvalidParameterException', 'There is no such withdrawal', {
      code: 'WITHDRAWAL_NOT_FOUND',
      data: { fields: { id: 'Wrong value' } },
    });
  }
  return parsed.data;
}

/** What an operator needs to pay a withdrawal: the full requisites, unmasked. */
function presentForOperator(payment: PaymentRow) {
  return {
    id: payment.id,
    uid: payment.userId,
    method: payment.method,
    provider: payment.provider,
    amount: toMoneyAmount(payment.amountMinor, payment.currency),
    requisites: payment.requisites,
    bank_id: payment.bankId,
    status: payment.status,
    created_at: payment.createdAt.toISOString(),
    updated_at: payment.updatedAt.toISOString(),
  };
}
