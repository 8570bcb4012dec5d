import type { z } from 'zod';
import { accountAnswers } from './account.js';
import { authAnswers } from './auth.js';
import { bettingBonusesAnswers } from './betting-bonuses.js';
import { bonusesAnswers } from './bonuses.js';
import { campaignsAnswers } from './campaigns.js';
import { cashbacksAnswers } from './cashbacks.js';
import { cashierAnswers } from './cashier.js';
import { contentAnswers } from './content.js';
import { eventsAnswers } from './events.js';
import { freespinsAnswers } from './freespins.js';
import { gamesAnswers } from './games.js';
import { jackpotsAnswers } from './jackpots.js';
import { loyaltyAnswers } from './loyalty.js';
import { metadataAnswers } from './metadata.js';
import { notificationsAnswers } from './notifications.js';
import { popupsAnswers } from './popups.js';
import { pushAnswers } from './push.js';
import { responsibleGamingAnswers } from './responsible-gaming.js';
import { sportsbookAnswers } from './sportsbook.js';
import { storageAnswers } from './storage.js';
import { chatAnswers, supportAnswers } from './support.js';
import { tournamentsAnswers } from './tournaments.js';
import { verificationAnswers } from './verification.js';
import { winnersAnswers } from './winners.js';

/**
 * The answer schema of every product API method, by service and method as the API spells them:
 * the server's methods declare these as their `output` (a test holds the two lists equal), and the
 * web client types its answers by them (types only: the browser does not parse).
 */
export const API_ANSWERS = {
  account: accountAnswers,
  auth: authAnswers,
  BettingBonuses: bettingBonusesAnswers,
  bonuses: bonusesAnswers,
  campaigns: campaignsAnswers,
  cashbacks: cashbacksAnswers,
  cashier: cashierAnswers,
  events: eventsAnswers,
  content: contentAnswers,
  freespins: freespinsAnswers,
  games: gamesAnswers,
  Jackpots: jackpotsAnswers,
  loyalty: loyaltyAnswers,
  metadata: metadataAnswers,
  notifications: notificationsAnswers,
  popups: popupsAnswers,
  push: pushAnswers,
  responsibleGaming: responsibleGamingAnswers,
  sportsbook: sportsbookAnswers,
  storage: storageAnswers,
  support: supportAnswers,
  chat: chatAnswers,
  tournaments: tournamentsAnswers,
  verification: verificationAnswers,
  winners: winnersAnswers,
};

export type ApiService = keyof typeof API_ANSWERS;
export type ApiMethodName<S extends ApiService> = keyof (typeof API_ANSWERS)[S] & string;

/** The `data` of a method's successful answer, as the client receives it. */
export type ApiAnswer<S extends ApiService, M extends ApiMethodName<S>> = z.output<
  Extract<(typeof API_ANSWERS)[S][M], z.ZodType>
>;

export * from './account.js';
export * from './auth.js';
export * from './betting-bonuses.js';
export * from './bonuses.js';
export * from './campaigns.js';
export * from './cashbacks.js';
export * from './cashier.js';
export * from './content.js';
export * from './events.js';
export * from './freespins.js';
export * from './games.js';
export * from './jackpots.js';
export * from './loyalty.js';
export * from './metadata.js';
export * from './notifications.js';
export * from './popups.js';
export * from './push.js';
export * from './responsible-gaming.js';
export * from './shared.js';
export * from './sportsbook.js';
export * from './storage.js';
export * from './support.js';
export * from './tournaments.js';
export * from './verification.js';
export * from './winners.js';
