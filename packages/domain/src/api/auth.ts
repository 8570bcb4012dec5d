import { accountInfoSchema } from './account.js';
import { savedSchema } from './shared.js';

// The answers of the auth service: registration and log-in answer the new session's account info.

export const authAnswers = {
  register: accountInfoSchema,
  login: accountInfoSchema,
  logout: savedSchema,
  restore: savedSchema,
};
