import { GAME_FIELDS, GAME_SORTS, GAME_TYPES, HALL_GAME_TYPES } from '@jeton/domain';
import { z } from 'zod';

// Input schemas of the catalogue methods. Query values arrive as text; lists come as one comma list
// (`types=slot,live`), bounded, each item checked. Bracket notation (`types[]=`) is refused like any
// list where the API takes text.

/** A sysname, category id, tag or provider: lower-case words joined by `-` or `_`. */
export const sysnameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/);

/** `a,b` → `['a', 'b']`, blanks and duplicates dropped, at most `max` items. */
export function listSchema<T extends z.ZodType<string, string>>(item: T, max: number) {
  return z
    .string()
    .max(max * 65)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter((entry) => entry.length > 0),
      ),
    ])
    .pipe(z.array(item).max(max));
}

/** A whole number in query text, within bounds. */
function integerText(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** One option of games/get (spec section 7: sent as JSON text with id and type). */
const optionSchema = z.strictObject({
  id: sysnameSchema,
  type: z.enum(['category', 'provider', 'tag']),
});
export type GameOption = z.output<typeof optionSchema>;

/** `{"id":"slots","type":"category"}` or a list of them, as JSON text. */
const optionsSchema = z
  .string()
  .max(2_000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'Not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.union([optionSchema.transform((option) => [option]), z.array(optionSchema).max(20)]));

/** The hall's page sizes go up to 300 (spec section 9); an offset beyond any catalogue is refused. */
export const MAX_GAMES_PER_CALL = 300;

export const gamesGetInput = z.object({
  offset: integerText(0, 100_000).optional(),
  count: integerText(1, MAX_GAMES_PER_CALL).optional(),
  sort: z.enum(GAME_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  query: z.string().trim().max(64).optional(),
  fields: listSchema(z.enum(GAME_FIELDS), GAME_FIELDS.length).optional(),
  types: listSchema(z.enum(HALL_GAME_TYPES), HALL_GAME_TYPES.length).optional(),
  tags: listSchema(sysnameSchema, 20).optional(),
  providers: listSchema(sysnameSchema, 20).optional(),
  sysnames: listSchema(sysnameSchema, MAX_GAMES_PER_CALL).optional(),
  options: optionsSchema.optional(),
});

export const getProvidersInput = z.object({
  fields: listSchema(z.enum(['game_params']), 1).optional(),
  types: listSchema(z.enum(HALL_GAME_TYPES), HALL_GAME_TYPES.length).optional(),
});

export const likeInput = z.object({ sysname: sysnameSchema });

/** `all` (or nothing) means every type. */
export function gameTypesOf(types: readonly string[] | undefined): (typeof GAME_TYPES)[number][] {
  if (!types || types.includes('all')) return [];
  return GAME_TYPES.filter((type) => types.includes(type));
}
