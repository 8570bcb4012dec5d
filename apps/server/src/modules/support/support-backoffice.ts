import type { Database } from '@jeton/db';
import type { BackofficeMethodName, FeedbackDetail } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import type { Clock } from '../../clock.js';
import type { BackofficeContribution, CsvColumn } from '../../wiring/backoffice-methods.js';
import { FeedbackInbox } from './feedback-inbox.js';
import type { FeedbackInboxStore } from './feedback-inbox-store.js';
import { SUPPORT_ERRORS } from './support-errors.js';

type FeedbackMethodName = Extract<BackofficeMethodName, `feedback/${string}`>;

/**
 * The feedback inbox of the back office (decision 0093), given by the support module's module.ts;
 * marking a message handled is audit-logged in the back office's log, in the change's transaction.
 */
export function supportBackoffice(deps: {
  db: Database;
  clock: Clock;
  store: FeedbackInboxStore;
}): BackofficeContribution<FeedbackMethodName> {
  return ({ audit, csv }) => {
    const inbox = new FeedbackInbox({ ...deps, audit });
    const notFound = declared(SUPPORT_ERRORS, 'FEEDBACK_NOT_FOUND');
    return {
      'feedback/list': { errors: [], handle: ({ input }) => inbox.list(input) },
      'feedback/export': {
        errors: [],
        handle: async ({ input, operator }) => ({
          csv: csv(FEEDBACK_COLUMNS, operator.locale, (offset, limit) => inbox.chunk(input, offset, limit)),
          filename: 'feedback',
        }),
      },
      'feedback/get': { errors: notFound, handle: ({ input }) => inbox.get(input.id) },
      'feedback/attachment': {
        errors: declared(SUPPORT_ERRORS, 'ATTACHMENT_NOT_FOUND'),
        handle: async ({ input }) => {
          const found = await inbox.attachment(input.id);
          return { bytes: found.bytes, contentType: found.type, filename: found.name };
        },
      },
      'feedback/setHandled': {
        errors: notFound,
        handle: ({ input, actor }) => inbox.setHandled(actor, input.id, input.handled),
      },
    };
  };
}

/** The columns of the exported inbox, headed in the operator's language. */
export const FEEDBACK_COLUMNS: readonly CsvColumn<FeedbackDetail>[] = [
  { header: { en: 'Reference', fr: 'Référence' }, value: (r) => r.reference },
  { header: { en: 'Received (UTC)', fr: 'Reçu (UTC)' }, value: (r) => r.createdAt },
  { header: { en: 'Topic', fr: 'Sujet' }, value: (r) => r.topic },
  { header: { en: 'Email', fr: 'E-mail' }, value: (r) => r.email },
  { header: { en: 'Player id', fr: 'Id joueur' }, value: (r) => r.playerId },
  { header: { en: 'Locale', fr: 'Langue' }, value: (r) => r.locale },
  { header: { en: 'Message', fr: 'Message' }, value: (r) => r.message },
  { header: { en: 'Attachment', fr: 'Pièce jointe' }, value: (r) => r.attachmentName },
  { header: { en: 'Handled (UTC)', fr: 'Traité (UTC)' }, value: (r) => r.handledAt },
  { header: { en: 'Handled by', fr: 'Traité par' }, value: (r) => r.handledBy },
];
