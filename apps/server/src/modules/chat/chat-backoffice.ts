import type { BackofficeMethodName } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import type { BackofficeContribution } from '../../wiring/backoffice-methods.js';
import { ChatDesk, type ChatDeskDeps } from './chat-desk.js';
import { CHAT_ERRORS } from './chat-errors.js';

type ChatMethodName = Extract<BackofficeMethodName, `chat/${string}`>;

/**
 * The operators' chat desk of the back office (decision 0093), given by the chat's module.ts; its
 * changes' audit entries go to the back office's log, in the change's transaction.
 */
export function chatBackoffice(deps: Omit<ChatDeskDeps, 'record'>): BackofficeContribution<ChatMethodName> {
  return ({ audit }) => {
    const desk = new ChatDesk({
      ...deps,
      record: (executor, { actor, ...entry }) => audit.record(executor, { ...entry, ...actor }),
    });
    const yours = declared(CHAT_ERRORS, 'CHAT_NOT_FOUND', 'CHAT_NOT_YOURS');
    return {
      'chat/list': { errors: [], handle: ({ input, actor }) => desk.list(actor.operatorId, input.filter) },
      'chat/get': {
        errors: declared(CHAT_ERRORS, 'CHAT_NOT_FOUND'),
        handle: ({ input, actor }) => desk.get(actor.operatorId, input.id),
      },
      'chat/take': {
        errors: declared(CHAT_ERRORS, 'CHAT_NOT_FOUND', 'CHAT_NOT_WAITING'),
        handle: ({ input, actor }) => desk.take(actor, input.id),
      },
      'chat/reply': { errors: yours, handle: ({ input, actor }) => desk.reply(actor, input.id, input.text) },
      'chat/typing': { errors: yours, handle: ({ input, actor }) => desk.typing(actor, input.id) },
      'chat/close': {
        errors: declared(CHAT_ERRORS, 'CHAT_NOT_FOUND', 'CHAT_CLOSED'),
        handle: ({ input, actor }) => desk.close(actor, input.id),
      },
      'chat/setDuty': { errors: [], handle: ({ input, actor }) => desk.setDuty(actor, input.onDuty) },
    };
  };
}
