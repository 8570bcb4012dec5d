import { z } from 'zod';

// Pieces shared by the answers of several services.

/** An amount of money as answers show it (spec section 3): major units and the currency code. */
export const moneyAmountSchema = z.object({ amount: z.number(), currency: z.string() });

/** The answer of a method that only says it did its work. */
export const savedSchema = z.literal(1);
