import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@jeton/db';
import { OperatorStore } from '../modules/backoffice/operator-store.js';
import type { ChatStore } from '../modules/chat/chat-store.js';
import type { FeedbackInboxStore } from '../modules/support/feedback-inbox-store.js';

// The live chat alive in the demo: the support operator on duty, a guest waiting for an answer and
// a past conversation with its history, for the back office's desk. Only into an empty chat. And
// the feedback inbox: two messages from the /support form, one handled. Only into an empty inbox.
// A story: the back office's operator, the chat's and the support inbox's rows, each by its store.

const HOUR_MS = 60 * 60 * 1000;

type SupportDemoServices = { db: Database; chatStore: ChatStore; feedbackInboxStore: FeedbackInboxStore };

export async function seedSupportDemo(services: SupportDemoServices): Promise<void> {
  const operator = await new OperatorStore(services.db).findByEmail('support@jeton.test');
  await seedFeedbackDemo(services.feedbackInboxStore, operator?.id ?? null);
  const { chatStore } = services;
  if (!(await chatStore.isEmpty()) || !operator) return;
  const operatorId = operator.id;
  await chatStore.setDuty(services.db, operatorId, true, new Date());

  const past = await conversation(chatStore, 'Léa', 'closed', operatorId, 'fr');
  const line = (author: 'player' | 'operator' | 'system', by: number | null, body: string) =>
    chatStore.insertSeededLine(past, { author, operatorId: by, body });
  await line('player', null, 'Bonjour, mon retrait est en attente depuis hier. Est-ce normal ?');
  await line('system', operatorId, 'taken');
  await line(
    'operator',
    operatorId,
    'Bonjour Léa ! Les retraits sont vérifiés sous 24 heures ouvrées ; le vôtre vient d’être approuvé.',
  );
  await line('player', null, 'Parfait, merci beaucoup !');
  await line('system', operatorId, 'closed');

  const waiting = await conversation(chatStore, 'Tom', 'waiting', null, 'en');
  await chatStore.insertSeededLine(waiting, {
    author: 'player',
    operatorId: null,
    body: 'Hi! Which games can I play with the welcome bonus?',
  });
}

function conversation(
  chatStore: ChatStore,
  guestName: string,
  status: 'waiting' | 'closed',
  operatorId: number | null,
  locale: string,
): Promise<number> {
  // A secret nobody holds: these guests' browsers are imaginary.
  const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
  return chatStore.insertSeeded({ tokenHash, guestName, status, operatorId, locale });
}

async function seedFeedbackDemo(inbox: FeedbackInboxStore, operatorId: number | null): Promise<void> {
  if (!(await inbox.isEmpty())) return;
  const now = Date.now();
  await inbox.insertSeeded({
    reference: 'FB-DEMQ2K7P',
    email: 'camille.martin@example.com',
    topic: 'payments',
    message:
      'Bonjour, mon dépôt par carte de 50 EUR a été débité mais mon solde n’a pas bougé. Pouvez-vous vérifier ?',
    locale: 'fr',
    createdAt: new Date(now - 48 * HOUR_MS),
    handled: { at: new Date(now - 24 * HOUR_MS), by: operatorId },
  });
  await inbox.insertSeeded({
    reference: 'FB-DEMX9R4T',
    email: 'sam.taylor@example.com',
    topic: 'games',
    message: 'Hi, the roulette wheel froze in the middle of a spin last night. Was my bet of 5 EUR settled?',
    locale: 'en',
    createdAt: new Date(now - 3 * HOUR_MS),
    handled: null,
  });
}
