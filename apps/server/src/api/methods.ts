import { accountMethods } from '../modules/account/routes.js';
import { authMethods } from '../modules/auth/routes.js';
import { bonusesMethods } from '../modules/bonuses/routes.js';
import { campaignsMethods } from '../modules/campaigns/routes.js';
import { cashbacksMethods } from '../modules/cashbacks/routes.js';
import { depositLimitMethods } from '../modules/cashier/deposit-limit-routes.js';
import { cashierMethods } from '../modules/cashier/routes.js';
import { freeSpinsMethods } from '../modules/freespins/routes.js';
import { gameHistoryMethods } from '../modules/game-history/routes.js';
import { gamesCatalogueMethods } from '../modules/games/catalogue-routes.js';
import { metadataMethods } from '../modules/metadata/routes.js';
import { notificationsMethods } from '../modules/notifications/routes.js';
import { popupsMethods } from '../modules/popups/routes.js';
import { responsibleGamingMethods } from '../modules/responsible-gaming/routes.js';
import { securityMethods } from '../modules/security/routes.js';
import { storageMethods } from '../modules/storage/routes.js';
import { verificationMethods } from '../modules/verification/routes.js';
import type { ApiMethod } from './method.js';

/** Every method of the product API; a module adds its list here. */
export const API_METHODS: readonly ApiMethod[] = [
  ...(authMethods as ApiMethod[]),
  ...accountMethods,
  ...cashierMethods,
  ...depositLimitMethods,
  ...campaignsMethods,
  ...bonusesMethods,
  ...cashbacksMethods,
  ...metadataMethods,
  ...popupsMethods,
  ...gamesCatalogueMethods,
  ...gameHistoryMethods,
  ...freeSpinsMethods,
  ...securityMethods,
  ...verificationMethods,
  ...responsibleGamingMethods,
  ...notificationsMethods,
  ...storageMethods,
];
