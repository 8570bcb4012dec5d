import type { BackofficeMethodName, WithdrawalListItem } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import type { BackofficeContribution, CsvColumn } from '../../wiring/backoffice-methods.js';
import { CASHIER_ERRORS } from './cashier-errors.js';
import { WithdrawalQueue, type WithdrawalQueueDeps } from './withdrawal-queue.js';

type WithdrawalsMethodName = Extract<BackofficeMethodName, `withdrawals/${string}`>;

/**
 * The withdrawal queue of the back office (decision 0093), given by the cashier's module.ts; a
 * decision is audit-logged in the back office's log, in the decision's transaction.
 */
export function cashierBackoffice(
  deps: Omit<WithdrawalQueueDeps, 'audit'>,
): BackofficeContribution<WithdrawalsMethodName> {
  return ({ audit, csv }) => {
    const queue = new WithdrawalQueue({ ...deps, audit });
    const decision = declared(CASHIER_ERRORS, 'WITHDRAWAL_NOT_FOUND', 'WITHDRAWAL_NOT_PENDING');
    return {
      'withdrawals/list': { errors: [], handle: ({ input }) => queue.list(input) },
      'withdrawals/export': {
        errors: [],
        handle: async ({ input, operator }) => ({
          csv: csv(WITHDRAWAL_COLUMNS, operator.locale, (offset, limit) => queue.chunk(input, offset, limit)),
          filename: 'withdrawals',
        }),
      },
      'withdrawals/approve': {
        errors: decision,
        handle: ({ input, actor }) => queue.approve(actor, input.id),
      },
      'withdrawals/decline': {
        errors: decision,
        handle: ({ input, actor }) => queue.decline(actor, input.id, input.reason),
      },
    };
  };
}

/** The columns of the exported queue, headed in the operator's language. */
export const WITHDRAWAL_COLUMNS: readonly CsvColumn<WithdrawalListItem>[] = [
  { header: { en: 'Id', fr: 'Id' }, value: (r) => r.id },
  { header: { en: 'Player id', fr: 'Id du joueur' }, value: (r) => r.playerId },
  { header: { en: 'Player email', fr: 'E-mail du joueur' }, value: (r) => r.playerEmail },
  { header: { en: 'Amount (minor units)', fr: 'Montant (centimes)' }, value: (r) => r.amountMinor },
  { header: { en: 'Currency', fr: 'Devise' }, value: (r) => r.currency },
  { header: { en: 'Method', fr: 'Moyen' }, value: (r) => r.method },
  { header: { en: 'Requisites', fr: 'Coordonnées' }, value: (r) => r.requisites },
  { header: { en: 'Status', fr: 'Statut' }, value: (r) => r.status },
  { header: { en: 'Requested (UTC)', fr: 'Demandé (UTC)' }, value: (r) => r.createdAt },
  { header: { en: 'Updated (UTC)', fr: 'Mis à jour (UTC)' }, value: (r) => r.updatedAt },
];
