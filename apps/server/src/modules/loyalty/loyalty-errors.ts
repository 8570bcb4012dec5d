import { errorFamily } from '@jeton/domain';

/** The loyalty service's refusals; each writes nothing. */
export const LOYALTY_ERRORS = errorFamily({
  /** The player's points do not cover the product's price. */
  NOT_ENOUGH_POINTS: { type: 'InvalidRequestException', status: 409 },
  /** No such product, or it is not on sale. */
  PRODUCT_NOT_FOUND: { type: 'InvalidParameterException' },
  /** The product's stock is spent. */
  OUT_OF_STOCK: { type: 'InvalidRequestException', status: 409 },
  /** The player bought this product as many times as one player may. */
  PURCHASE_LIMIT_REACHED: { type: 'InvalidRequestException', status: 409 },
  /** No such character or level. */
  NOT_FOUND: { type: 'InvalidParameterException' },
  /** An operator's product names a game that is not a house slot, or a sysname in use. */
  INVALID_PRODUCT: { type: 'InvalidParameterException' },
});

export const loyaltyError = LOYALTY_ERRORS.create;
