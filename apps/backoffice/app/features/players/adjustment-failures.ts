import { AppError } from '@jeton/domain';
import { SAME_OPERATOR } from '@jeton/domain/backoffice';
import { describeFailure } from '../../api/use-failure-handler.js';
import type { Messages } from '../../i18n/messages.js';

/** The adjustments' own refusals in words; anything else as every action's. */
export function describeAdjustmentFailure(error: unknown, t: Messages): string {
  if (error instanceof AppError && error.code === SAME_OPERATOR) return t.adjust.sameOperator;
  if (error instanceof AppError && error.code === 'BALANCE_TOO_LOW') return t.adjust.balanceTooLow;
  return describeFailure(error, t);
}
