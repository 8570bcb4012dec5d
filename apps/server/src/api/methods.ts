import { accountApi } from '../modules/account/routes.js';
import { authApi } from '../modules/auth/routes.js';
import { bettingBonusesApi } from '../modules/betting-bonuses/routes.js';
import { bonusesApi } from '../modules/bonuses/routes.js';
import { campaignsApi } from '../modules/campaigns/routes.js';
import { cashbacksApi } from '../modules/cashbacks/routes.js';
import { depositLimitApi } from '../modules/cashier/deposit-limit-routes.js';
import { cashierApi } from '../modules/cashier/routes.js';
import { chatApi } from '../modules/chat/routes.js';
import { contentApi } from '../modules/content-pages/routes.js';
import { freeSpinsApi } from '../modules/freespins/routes.js';
import { gameHistoryApi } from '../modules/game-history/routes.js';
import { gamesCatalogueApi } from '../modules/games/catalogue-routes.js';
import { jackpotsApi } from '../modules/jackpots/routes.js';
import { loyaltyApi } from '../modules/loyalty/routes.js';
import { metadataApi } from '../modules/metadata/routes.js';
import { notificationsApi } from '../modules/notifications/routes.js';
import { popupsApi } from '../modules/popups/routes.js';
import { pushApi } from '../modules/push/routes.js';
import { responsibleGamingApi } from '../modules/responsible-gaming/routes.js';
import { securityApi } from '../modules/security/routes.js';
import { sportsbookApi } from '../modules/sportsbook/routes.js';
import { storageApi } from '../modules/storage/routes.js';
import { supportApi } from '../modules/support/routes.js';
import { tournamentsApi } from '../modules/tournaments/routes.js';
import { eventsApi } from '../modules/tracking/routes.js';
import { verificationApi } from '../modules/verification/routes.js';
import { winnersApi } from '../modules/winners/routes.js';
import type { ApiMethod, ApiModule } from './method.js';

/** Every module of the product API; a module adds itself here. */
export const API_MODULES: readonly ApiModule[] = [
  authApi,
  accountApi,
  cashierApi,
  depositLimitApi,
  campaignsApi,
  bonusesApi,
  bettingBonusesApi,
  cashbacksApi,
  metadataApi,
  popupsApi,
  gamesCatalogueApi,
  gameHistoryApi,
  freeSpinsApi,
  securityApi,
  verificationApi,
  responsibleGamingApi,
  notificationsApi,
  storageApi,
  eventsApi,
  pushApi,
  contentApi,
  supportApi,
  chatApi,
  winnersApi,
  jackpotsApi,
  loyaltyApi,
  sportsbookApi,
  tournamentsApi,
];

/** Every method of the product API, in the modules' order. */
export const API_METHODS: readonly ApiMethod[] = API_MODULES.flatMap((module) => module.methods);
