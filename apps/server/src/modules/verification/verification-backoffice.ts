import { AppError } from '@jeton/domain';
import type { BackofficeMethodName, KycApplicant } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import type { BackofficeContribution, CsvColumn } from '../../wiring/backoffice-methods.js';
import type { AccountStore } from '../account/account-store.js';
import { KycQueue } from './kyc-queue.js';
import { VERIFICATION_ERRORS } from './verification-errors.js';
import type { VerificationService } from './verification-service.js';

type KycMethodName = Extract<BackofficeMethodName, `kyc/${string}`>;

/**
 * The identity verification queue of the back office (decision 0093), given by the verification
 * module's module.ts; an operator's decision is audit-logged in the back office's log, in the
 * decision's transaction.
 */
export function verificationBackoffice(deps: {
  verification: VerificationService;
  accounts: Pick<AccountStore, 'emailsOf'>;
}): BackofficeContribution<KycMethodName> {
  return ({ audit, csv }) => {
    const kyc = new KycQueue({ ...deps, audit });
    return {
      'kyc/list': { errors: [], handle: ({ input }) => kyc.list(input) },
      'kyc/export': {
        errors: [],
        handle: async ({ input, operator }) => ({
          csv: csv(KYC_COLUMNS, operator.locale, (offset, limit) => kyc.chunk(input, offset, limit)),
          filename: 'kyc-queue',
        }),
      },
      'kyc/get': { errors: [], handle: ({ input }) => kyc.get(input.id) },
      'kyc/document': {
        errors: declared(VERIFICATION_ERRORS, 'DOCUMENT_NOT_FOUND'),
        handle: async ({ input }) => {
          const found = await kyc.document(input.id, input.documentId);
          if (!found) {
            throw new AppError('InvalidRequestException', 'This player has no such document', {
              code: 'DOCUMENT_NOT_FOUND',
            });
          }
          return { bytes: found.bytes, contentType: found.document.contentType, filename: found.document.id };
        },
      },
      'kyc/decide': {
        errors: declared(VERIFICATION_ERRORS, 'ALREADY_VERIFIED'),
        handle: ({ input, actor }) => kyc.decide(actor, input.id, input.decision, input.reason),
      },
    };
  };
}

/** The columns of the exported queue, headed in the operator's language. */
export const KYC_COLUMNS: readonly CsvColumn<KycApplicant>[] = [
  { header: { en: 'Player id', fr: 'Id joueur' }, value: (r) => r.playerId },
  { header: { en: 'Player email', fr: 'E-mail du joueur' }, value: (r) => r.playerEmail },
  { header: { en: 'Provider', fr: 'Prestataire' }, value: (r) => r.provider },
  { header: { en: 'Applicant', fr: 'Dossier' }, value: (r) => r.applicantId },
  { header: { en: 'Status', fr: 'Statut' }, value: (r) => r.status },
  { header: { en: 'Attempt', fr: 'Tentative' }, value: (r) => r.attempt },
  { header: { en: 'Reason', fr: 'Motif' }, value: (r) => r.reason },
  { header: { en: 'Decided (UTC)', fr: 'Décidé (UTC)' }, value: (r) => r.decidedAt },
  { header: { en: 'Updated (UTC)', fr: 'Mis à jour (UTC)' }, value: (r) => r.updatedAt },
];
