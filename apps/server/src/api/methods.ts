import { accountMethods } from '../modules/account/routes.js';
import { authMethods } from '../modules/auth/routes.js';
import { cashierMethods } from '../modules/cashier/routes.js';
import { metadataMethods } from '../modules/metadata/routes.js';
import { popupsMethods } from '../modules/popups/routes.js';
import type { ApiMethod } from './method.js';

/** Every method of the product API; a module adds its list here. */
export const API_METHODS: readonly ApiMethod[] = [
  ...(authMethods as ApiMethod[]),
  ...accountMethods,
  ...cashierMethods,
  ...metadataMethods,
  ...popupsMethods,
];
