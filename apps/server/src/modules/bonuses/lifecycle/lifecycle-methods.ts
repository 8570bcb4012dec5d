import type { LocaleCode } from '@jeton/domain';
import { z } from 'zod';
import type { DeclaredError } from '../../../api/declared-errors.js';
import type { MethodDefiner } from '../../../api/method.js';
import { queryInteger, queryStatusList } from '../../../api/query-fields.js';

/** What a bonus engine answers the player's three lifecycle methods with. */
interface LifecycleApi<Status, Page, Item> {
  list(
    userId: number,
    query: { offset: number; count: number; statuses: readonly Status[] },
    locale: LocaleCode,
  ): Promise<Page>;
  activate(userId: number, id: number, locale: LocaleCode): Promise<Item>;
  remove(userId: number, id: number, locale: LocaleCode): Promise<Item>;
}

const bonusId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The player's methods of a bonus engine (spec section 7): `get` (a page, newest first, of some
 * statuses), `activate` and `remove`, the same for casino bonuses and betting bonuses but for their
 * names, id field, statuses and answers.
 */
export function bonusLifecycleMethods<
  Deps,
  const Statuses extends readonly [string, ...string[]],
  IdField extends string,
  Page extends z.ZodType,
  Item extends z.ZodType,
>(
  defineMethod: MethodDefiner<Deps>,
  spec: {
    service: string;
    engine: (deps: Deps) => LifecycleApi<Statuses[number], z.input<Page>, z.input<Item>>;
    idField: IdField;
    statuses: Statuses;
    /** How many `get` answers when `count` is not sent. */
    defaultCount: number;
    answers: { get: Page; activate: Item; remove: Item };
    summaries: { get: string; activate: string; remove: string };
    /** The refusals each method answers, from the engine's error family (decision 0088). */
    errors: { activate: readonly DeclaredError[]; remove: readonly DeclaredError[] };
  },
) {
  const { service, engine, idField, answers, summaries } = spec;
  const byId = z.object({ [idField]: bonusId } as Record<IdField, typeof bonusId>);
  return [
    defineMethod({
      service,
      method: 'get',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: summaries.get,
      input: z.object({
        offset: queryInteger(0, 1_000_000),
        count: queryInteger(spec.defaultCount, 100, 1),
        fields: z.string().max(200).optional(),
        status: queryStatusList(spec.statuses),
      }),
      output: answers.get,
      handler: ({ deps, session, input, locale }) =>
        engine(deps).list(
          session!.userId,
          { offset: input.offset, count: input.count, statuses: input.status },
          locale,
        ),
    }),
    ...(['activate', 'remove'] as const).map((method) =>
      defineMethod({
        service,
        method,
        http: 'POST',
        access: 'player',
        errors: spec.errors[method],
        summary: summaries[method],
        input: byId,
        output: answers[method],
        handler: ({ deps, session, input, locale }) =>
          engine(deps)[method](session!.userId, (input as Record<IdField, number>)[idField], locale),
      }),
    ),
  ];
}
