import { randomUUID } from 'node:crypto';
import { LOYALTY_CHARACTERS, LOYALTY_LEVEL_SYSNAMES, loyaltyAnswers } from '@jeton/domain';
import { z } from 'zod';
import { declared } from '../../api/declared-errors.js';
import { defineApiModule, type MethodDefiner } from '../../api/method.js';
import { queryInteger } from '../../api/query-fields.js';
import { LOYALTY_ERRORS } from './loyalty-errors.js';
import type { LoyaltyService } from './loyalty-service.js';
import type { ShopService } from './shop-service.js';

// loyalty (spec section 7): the player's points, level and character, the programme's levels, the
// shop and the loyalty notices. Guests read the programme and the products; the rest is a player's.

const idField = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/** The services this module's handlers use, handed in by its module.ts. */
export interface LoyaltyApiDeps {
  loyalty: LoyaltyService;
  loyaltyShop: ShopService;
}

export const loyaltyApi = defineApiModule<LoyaltyApiDeps>()({
  methods: (defineMethod) => [...programMethods(defineMethod), ...characterMethods(defineMethod)],
});

/** Points, programmes and the shop. */
function programMethods(defineMethod: MethodDefiner<LoyaltyApiDeps>) {
  return [
    defineMethod({
      service: 'loyalty',
      method: 'getinfo',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "The player's points, level, progress to the next level and character",
      input: z.object({}),
      output: loyaltyAnswers.getinfo,
      handler: ({ deps, session }) => deps.loyalty.info(session!.userId),
    }),
    defineMethod({
      service: 'loyalty',
      method: 'getPrograms',
      http: 'GET',
      access: 'public',
      errors: [],
      summary:
        "The programme's levels, lowest first: threshold in lifetime points and points per 1.00 staked",
      input: z.object({}),
      output: loyaltyAnswers.getPrograms,
      handler: async ({ deps }) => deps.loyalty.programs(),
    }),
    defineMethod({
      service: 'loyalty',
      method: 'getProgram',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'One level of the programme by its sysname (bronze, silver, gold, platinum)',
      input: z.object({ sysname: z.enum(LOYALTY_LEVEL_SYSNAMES) }),
      output: loyaltyAnswers.getProgram,
      handler: async ({ deps, input }) => deps.loyalty.program(input.sysname),
    }),
    defineMethod({
      service: 'loyalty',
      method: 'getproducts',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: "The shop's products on sale, with what the player bought of each",
      input: z.object({}),
      output: loyaltyAnswers.getproducts,
      handler: ({ deps, session, locale }) =>
        deps.loyaltyShop.products(session?.userId ?? null, locale, session?.user.currency ?? 'EUR'),
    }),
    defineMethod({
      service: 'loyalty',
      method: 'buyproduct',
      http: 'POST',
      access: 'player',
      errors: declared(
        LOYALTY_ERRORS,
        'NOT_ENOUGH_POINTS',
        'OUT_OF_STOCK',
        'PRODUCT_NOT_FOUND',
        'PURCHASE_LIMIT_REACHED',
      ),
      summary: 'Buys a product with points (id); the points and the grant are one transaction',
      input: z.object({ id: idField(2_000_000_000) }),
      output: loyaltyAnswers.buyproduct,
      handler: ({ deps, session, input, locale, request }) => {
        // The client's Idempotency-Key names the purchase (the router replays its answer); without
        // one, each call is a purchase of its own.
        const header = request.headers['idempotency-key'];
        const requestKey = typeof header === 'string' ? header : randomUUID();
        return deps.loyaltyShop.buy(
          { id: session!.userId, currency: session!.user.currency },
          input.id,
          requestKey,
          locale,
        );
      },
    }),
  ];
}

/** Characters, notifications and the points history. */
function characterMethods(defineMethod: MethodDefiner<LoyaltyApiDeps>) {
  return [
    defineMethod({
      service: 'loyalty',
      method: 'getcharacters',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'The characters a player may pick',
      input: z.object({
        offset: queryInteger(0, 1_000),
        limit: queryInteger(LOYALTY_CHARACTERS.length, 100, 1),
      }),
      output: loyaltyAnswers.getcharacters,
      handler: async ({ deps, input }) => deps.loyalty.characters(input),
    }),
    defineMethod({
      service: 'loyalty',
      method: 'setcharacter',
      http: 'POST',
      access: 'player',
      errors: [],
      summary: "Saves the player's character (id from getcharacters)",
      input: z.object({ id: idField(LOYALTY_CHARACTERS.length) }),
      output: loyaltyAnswers.setcharacter,
      handler: ({ deps, session, input }) => deps.loyalty.setCharacter(session!.userId, input.id),
    }),
    defineMethod({
      service: 'loyalty',
      method: 'getnotifications',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: 'The loyalty notices the player was not shown yet (a level reached, a purchase); each once',
      input: z.object({}),
      output: loyaltyAnswers.getnotifications,
      handler: ({ deps, session, locale }) => deps.loyalty.notifications(session!.userId, locale),
    }),
    defineMethod({
      service: 'loyalty',
      method: 'getpointshistory',
      http: 'GET',
      access: 'player',
      errors: [],
      summary: "The player's points postings in the ledger, newest first (earned, taken back, spent)",
      input: z.object({ offset: queryInteger(0, 10_000), count: queryInteger(20, 50, 1) }),
      output: loyaltyAnswers.getpointshistory,
      handler: ({ deps, session, input }) => deps.loyalty.history(session!.userId, input),
    }),
  ];
}
