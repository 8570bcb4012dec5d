import { type DatabaseHandle, jsonRowReader, prepareStatement, schema } from '@jeton/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database.js';

// prepareStatement and jsonRowReader (@jeton/db), which the session look-up runs on: the same
// answers on PGlite and on PostgreSQL (JETON_TEST_DATABASE=postgres), where they drive pg directly.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('prepareStatement', () => {
  it('answers rows as arrays, each column read by its kind, nulls as null', async () => {
    const run = prepareStatement(
      database.db,
      'test_kinds',
      sql`SELECT g::text, g % 2 = 0, g / 4.0::float8, json_build_object('g', g, 'name', ${sql.placeholder('name')}::text), NULL::text
        FROM generate_series(1, ${sql.placeholder('count')}::int) g ORDER BY g`,
      ['text', 'bool', 'float8', 'json', 'text'],
    );
    expect(await run({ name: 'x', count: 2 })).toEqual([
      ['1', false, 0.25, { g: 1, name: 'x' }, null],
      ['2', true, 0.5, { g: 2, name: 'x' }, null],
    ]);
    expect(await run({ name: 'y', count: 0 })).toEqual([]);
  });

  it('runs many times side by side on the pool, and each caller gets its own answer', async () => {
    const run = prepareStatement(database.db, 'test_echo', sql`SELECT ${sql.placeholder('n')}::text`, [
      'text',
    ]);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => run({ n: String(i) })));
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => [[String(i)]]));
  });

  it('rejects with the database error, and the connections stay usable', async () => {
    const run = prepareStatement(database.db, 'test_cast', sql`SELECT ${sql.placeholder('n')}::int::text`, [
      'text',
    ]);
    await expect(run({ n: 'not a number' })).rejects.toThrow(/invalid input syntax/);
    await expect(Promise.all(Array.from({ length: 20 }, () => run({ n: 'x' })))).rejects.toThrow();
    expect(await run({ n: '7' })).toEqual([['7']]);
    const [row] = await database.db
      .execute(sql`SELECT 1 AS one`)
      .then((r) => (r as { rows: unknown[] }).rows);
    expect(row).toEqual({ one: 1 });
  });

  it('refuses parameters that are not placeholders', () => {
    expect(() => prepareStatement(database.db, 'test_inline', sql`SELECT ${1}::text`, ['text'])).toThrow(
      /placeholders/,
    );
  });
});

describe('jsonRowReader', () => {
  it('reads a row_to_json row into what drizzle answers for the same row', async () => {
    const [created] = await database.db
      .insert(schema.users)
      .values({
        login: 'json-row@example.com',
        email: 'json-row@example.com',
        passwordHash: 'x',
        currency: 'EUR',
        twoFactorLastStep: 123_456_789,
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
      })
      .returning();
    const run = prepareStatement(
      database.db,
      'test_user_json',
      sql`SELECT row_to_json(users) FROM users WHERE id = ${sql.placeholder('id')}::bigint`,
      ['json'],
    );
    const [[json]] = (await run({ id: String(created!.id) })) as [[unknown]];
    const [viaDrizzle] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, created!.id));
    expect(jsonRowReader(schema.users)(json)).toStrictEqual(viaDrizzle);
  });
});
