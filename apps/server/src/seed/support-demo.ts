import { createHash, randomBytes } from 'node:crypto';
import { type Database, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

// The live chat alive in the demo: the support operator on duty, a guest waiting for an answer and
// a past conversation with its history, for the back office's desk. Only into an empty chat. And
// the feedback inbox: two messages from the /support form, one handled. Only into an empty inbox.

export async function seedSupportDemo(db: Database): Promise<void> {
  await seedFeedbackDemo(db);
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM chat_conversations`,
  );
  if (Number(existing?.n ?? 0) > 0) return;
  const [operator] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM operators WHERE email = 'support@jeton.test'`,
  );
  if (!operator) return;
  const operatorId = Number(operator.id);
  await db.execute(sql`INSERT INTO chat_duty (operator_id) VALUES (${operatorId}) ON CONFLICT DO NOTHING`);

  const past = await conversation(db, 'Léa', 'closed', operatorId, 'fr');
  await line(db, past, 'player', null, 'Bonjour, mon retrait est en attente depuis hier. Est-ce normal ?');
  await line(db, past, 'system', operatorId, 'taken');
  await line(
    db,
    past,
    'operator',
    operatorId,
    'Bonjour Léa ! Les retraits sont vérifiés sous 24 heures ouvrées ; le vôtre vient d’être approuvé.',
  );
  await line(db, past, 'player', null, 'Parfait, merci beaucoup !');
  await line(db, past, 'system', operatorId, 'closed');

  const waiting = await conversation(db, 'Tom', 'waiting', null, 'en');
  await line(db, waiting, 'player', null, 'Hi! Which games can I play with the welcome bonus?');
}

async function conversation(
  db: Database,
  guestName: string,
  status: 'waiting' | 'closed',
  operatorId: number | null,
  locale: string,
): Promise<number> {
  // A secret nobody holds: these guests' browsers are imaginary.
  const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO chat_conversations (token_hash, guest_name, status, operator_id, locale, closed_at)
        VALUES (${tokenHash}, ${guestName}, ${status}, ${operatorId}, ${locale}, ${status === 'closed' ? sql`now()` : null})
        RETURNING id`,
  );
  return Number(row!.id);
}

async function line(
  db: Database,
  conversationId: number,
  author: 'player' | 'operator' | 'system',
  operatorId: number | null,
  body: string,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO chat_messages (conversation_id, author, operator_id, body) VALUES (${conversationId}, ${author}, ${operatorId}, ${body})`,
  );
}

async function seedFeedbackDemo(db: Database): Promise<void> {
  const [existing] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM support_feedback`);
  if (Number(existing?.n ?? 0) > 0) return;
  const [operator] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM operators WHERE email = 'support@jeton.test'`,
  );
  await db.execute(
    sql`INSERT INTO support_feedback (reference, email, topic, message, locale, created_at, handled_at, handled_by)
        VALUES ('FB-DEMQ2K7P', 'camille.martin@example.com', 'payments',
                'Bonjour, mon dépôt par carte de 50 EUR a été débité mais mon solde n’a pas bougé. Pouvez-vous vérifier ?',
                'fr', now() - interval '2 days', now() - interval '1 day', ${operator ? Number(operator.id) : null})`,
  );
  await db.execute(
    sql`INSERT INTO support_feedback (reference, email, topic, message, locale, created_at)
        VALUES ('FB-DEMX9R4T', 'sam.taylor@example.com', 'games',
                'Hi, the roulette wheel froze in the middle of a spin last night. Was my bet of 5 EUR settled?',
                'en', now() - interval '3 hours')`,
  );
}
