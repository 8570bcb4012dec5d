import { z } from 'zod';
import { accountInfoSchema } from './account.js';
import { campaignsAnswers, registrationOfferSchema } from './campaigns.js';
import { savedSchema } from './shared.js';

// The answers of the auth service: registration and log-in answer the new session's account info.

export const authAnswers = {
  /**
   * The new account; with the promo code it was registered with, what that code granted (the site
   * shows the "promo-code activated" popup). A code refused at that moment leaves it out.
   */
  register: accountInfoSchema.extend({
    promo_code_activated: campaignsAnswers.activateOffer.optional(),
    /** The registration offers open as the account was made, granted to it a moment later (decision 0078). */
    registration_offers: z.array(registrationOfferSchema).optional(),
  }),
  login: accountInfoSchema,
  logout: savedSchema,
  restore: savedSchema,
};
