import type { z } from 'zod';
import {
  adjustBalanceInput,
  adjustmentDeclineInput,
  adjustmentIdInput,
  adjustmentListAnswer,
  adjustmentListInput,
  adjustmentSchema,
} from './adjustments.js';
import { auditExportInput, auditSearchAnswer, auditSearchInput } from './audit.js';
import {
  emptyInput,
  logoutAnswer,
  meAnswer,
  operatorLoginAnswer,
  operatorLoginInput,
  setLocaleInput,
} from './auth.js';
import {
  cashbackComputeAnswer,
  cashbackListAnswer,
  cashbackListInput,
  cashbackRuleSchema,
} from './cashback.js';
import {
  catalogueCategorySchema,
  catalogueCategoryUpdateInput,
  catalogueExportInput,
  catalogueFiltersAnswer,
  catalogueGameSchema,
  catalogueGameUpdateInput,
  catalogueListAnswer,
  catalogueListInput,
} from './catalogue.js';
import {
  chatDetailSchema,
  chatDutyAnswer,
  chatDutyInput,
  chatIdInput,
  chatListAnswer,
  chatListInput,
  chatReplyAnswer,
  chatReplyInput,
  chatStatusAnswer,
} from './chat.js';
import {
  contentListAnswer,
  contentPageDetailSchema,
  contentPageKeyInput,
  contentPreviewAnswer,
  contentPreviewInput,
  contentSaveAnswer,
  contentSaveInput,
  robotsAnswer,
  robotsSaveInput,
} from './content.js';
import { dashboardAnswer } from './dashboard.js';
import {
  feedbackDetailSchema,
  feedbackExportInput,
  feedbackIdInput,
  feedbackItemSchema,
  feedbackListAnswer,
  feedbackListInput,
  feedbackSetHandledInput,
} from './feedback.js';
import {
  jackpotAdminSchema,
  jackpotCreateInput,
  jackpotListAnswer,
  jackpotStatusInput,
  jackpotUpdateInput,
} from './jackpots.js';
import {
  kycApplicantSchema,
  kycDecideInput,
  kycDetailSchema,
  kycDocumentInput,
  kycExportInput,
  kycGetInput,
  kycListAnswer,
  kycListInput,
} from './kyc.js';
import {
  loyaltyPlayerAnswer,
  loyaltyPlayerInput,
  loyaltyProductAdminSchema,
  loyaltyProductSaveInput,
  loyaltyProductsAnswer,
} from './loyalty.js';
import {
  depositEventsAnswer,
  depositEventsInput,
  depositExportInput,
  depositListAnswer,
  depositListInput,
  ledgerCheckAnswer,
  reportAnswer,
  reportInput,
} from './money.js';
import {
  offerAdminSchema,
  offerCreateInput,
  offerListAnswer,
  offerListInput,
  offerStatusInput,
  offerUpdateInput,
  promoCodeAdminSchema,
  promoCodeCreateInput,
  promoCodeIdInput,
  promoCodeListAnswer,
  promoCodeListInput,
} from './offers.js';
import type { BackofficePermission } from './permissions.js';
import {
  addNoteAnswer,
  addNoteInput,
  endSessionsAnswer,
  playerBanInput,
  playerCloseInput,
  playerDetailSchema,
  playerExportInput,
  playerIdInput,
  playerRoundsAnswer,
  playerRoundsInput,
  playerSearchAnswer,
  playerSearchInput,
  playerStatusAnswer,
} from './players.js';
import { popupListAnswer, popupSaveInput, popupSchema } from './popups.js';
import {
  contentConfigAnswer,
  contentConfigUpdateInput,
  generalInfoAnswer,
  generalInfoPatchSchema,
  settingsAnswer,
} from './settings.js';
import { doneSchema } from './shared.js';
import {
  cashOutSettingsSchema,
  sportsBetsAnswer,
  sportsBetsInput,
  sportsEventAdminSchema,
  sportsEventsAnswer,
  sportsEventsInput,
  sportsMarketAdminSchema,
  sportsMarketStatusInput,
  sportsSettleMarketInput,
  sportsVoidEventInput,
} from './sportsbook.js';
import {
  tournamentAdminSchema,
  tournamentCreateInput,
  tournamentIdInput,
  tournamentLeaderboardAnswer,
  tournamentListAnswer,
  tournamentUpdateInput,
} from './tournaments.js';
import {
  bigWinAdminSchema,
  bigWinRuleSchema,
  winnersListAnswer,
  winnersListInput,
  winnersSetHiddenInput,
} from './winners.js';
import {
  withdrawalApproveInput,
  withdrawalDecisionAnswer,
  withdrawalDeclineInput,
  withdrawalExportInput,
  withdrawalListAnswer,
  withdrawalListInput,
} from './withdrawals.js';

/**
 * One back-office method: the permission the server checks before anything else (`null`: log-in
 * alone, and the methods any logged-in operator may call), its input, and its answer (`csv` for a
 * file download rather than the `{data}` envelope).
 */
export interface BackofficeMethodSpec {
  permission: BackofficePermission | null;
  /** Whether a session is needed (every method but log-in). */
  session: boolean;
  input: z.ZodType;
  /** `file`: a download of stored bytes with their own type (a verification document). */
  answer: z.ZodType | 'csv' | 'file';
}

function method<I extends z.ZodType, A extends z.ZodType | 'csv' | 'file'>(spec: {
  permission: BackofficePermission | null;
  session?: boolean;
  input: I;
  answer: A;
}) {
  return { session: true, ...spec };
}

/** Every back-office method by its path under BACKOFFICE_API_BASE. The server implements exactly these. */
export const BACKOFFICE_METHODS = {
  'auth/login': method({
    permission: null,
    session: false,
    input: operatorLoginInput,
    answer: operatorLoginAnswer,
  }),
  'auth/logout': method({ permission: null, input: emptyInput, answer: logoutAnswer }),
  'auth/me': method({ permission: null, input: emptyInput, answer: meAnswer }),
  'auth/setLocale': method({ permission: null, input: setLocaleInput, answer: meAnswer }),
  // Every operator: the answer holds only the parts their role may read.
  'dashboard/get': method({ permission: null, input: emptyInput, answer: dashboardAnswer }),
  'players/search': method({
    permission: 'players.read',
    input: playerSearchInput,
    answer: playerSearchAnswer,
  }),
  'players/export': method({ permission: 'players.export', input: playerExportInput, answer: 'csv' }),
  'players/get': method({ permission: 'players.read', input: playerIdInput, answer: playerDetailSchema }),
  'players/ban': method({ permission: 'players.ban', input: playerBanInput, answer: playerStatusAnswer }),
  'players/unban': method({ permission: 'players.ban', input: playerBanInput, answer: playerStatusAnswer }),
  'players/endSessions': method({
    permission: 'players.sessions',
    input: playerIdInput,
    answer: endSessionsAnswer,
  }),
  'players/addNote': method({ permission: 'players.notes', input: addNoteInput, answer: addNoteAnswer }),
  'players/rounds': method({
    permission: 'players.read',
    input: playerRoundsInput,
    answer: playerRoundsAnswer,
  }),
  'players/close': method({
    permission: 'players.close',
    input: playerCloseInput,
    answer: playerStatusAnswer,
  }),
  'players/adjustBalance': method({
    permission: 'balance.adjust',
    input: adjustBalanceInput,
    answer: adjustmentSchema,
  }),
  'adjustments/list': method({
    permission: 'players.read',
    input: adjustmentListInput,
    answer: adjustmentListAnswer,
  }),
  'adjustments/approve': method({
    permission: 'balance.approve',
    input: adjustmentIdInput,
    answer: adjustmentSchema,
  }),
  'adjustments/decline': method({
    permission: 'balance.approve',
    input: adjustmentDeclineInput,
    answer: adjustmentSchema,
  }),
  'kyc/list': method({ permission: 'kyc.read', input: kycListInput, answer: kycListAnswer }),
  'kyc/export': method({ permission: 'kyc.read', input: kycExportInput, answer: 'csv' }),
  'kyc/get': method({ permission: 'kyc.read', input: kycGetInput, answer: kycDetailSchema }),
  'kyc/document': method({ permission: 'kyc.read', input: kycDocumentInput, answer: 'file' }),
  'kyc/decide': method({ permission: 'kyc.decide', input: kycDecideInput, answer: kycApplicantSchema }),
  'money/deposits': method({ permission: 'money.read', input: depositListInput, answer: depositListAnswer }),
  'money/depositsExport': method({ permission: 'money.read', input: depositExportInput, answer: 'csv' }),
  'money/depositEvents': method({
    permission: 'money.read',
    input: depositEventsInput,
    answer: depositEventsAnswer,
  }),
  'money/report': method({ permission: 'money.read', input: reportInput, answer: reportAnswer }),
  'money/reportExport': method({ permission: 'money.read', input: reportInput, answer: 'csv' }),
  'money/ledgerCheck': method({ permission: 'money.read', input: emptyInput, answer: ledgerCheckAnswer }),
  'withdrawals/list': method({
    permission: 'withdrawals.read',
    input: withdrawalListInput,
    answer: withdrawalListAnswer,
  }),
  'withdrawals/export': method({
    permission: 'withdrawals.read',
    input: withdrawalExportInput,
    answer: 'csv',
  }),
  'withdrawals/approve': method({
    permission: 'withdrawals.decide',
    input: withdrawalApproveInput,
    answer: withdrawalDecisionAnswer,
  }),
  'withdrawals/decline': method({
    permission: 'withdrawals.decide',
    input: withdrawalDeclineInput,
    answer: withdrawalDecisionAnswer,
  }),
  'audit/search': method({ permission: 'audit.read', input: auditSearchInput, answer: auditSearchAnswer }),
  'audit/export': method({ permission: 'audit.read', input: auditExportInput, answer: 'csv' }),
  'catalogue/list': method({
    permission: 'catalogue.manage',
    input: catalogueListInput,
    answer: catalogueListAnswer,
  }),
  'catalogue/export': method({ permission: 'catalogue.manage', input: catalogueExportInput, answer: 'csv' }),
  'catalogue/filters': method({
    permission: 'catalogue.manage',
    input: emptyInput,
    answer: catalogueFiltersAnswer,
  }),
  'catalogue/updateGame': method({
    permission: 'catalogue.manage',
    input: catalogueGameUpdateInput,
    answer: catalogueGameSchema,
  }),
  'catalogue/updateCategory': method({
    permission: 'catalogue.manage',
    input: catalogueCategoryUpdateInput,
    answer: catalogueCategorySchema,
  }),
  'settings/get': method({ permission: 'settings.manage', input: emptyInput, answer: settingsAnswer }),
  'settings/updateGeneralInfo': method({
    permission: 'settings.manage',
    input: generalInfoPatchSchema,
    answer: generalInfoAnswer,
  }),
  'settings/updateContentConfig': method({
    permission: 'settings.manage',
    input: contentConfigUpdateInput,
    answer: contentConfigAnswer,
  }),
  'content/list': method({ permission: 'content.manage', input: emptyInput, answer: contentListAnswer }),
  'content/get': method({
    permission: 'content.manage',
    input: contentPageKeyInput,
    answer: contentPageDetailSchema,
  }),
  'content/save': method({
    permission: 'content.manage',
    input: contentSaveInput,
    answer: contentSaveAnswer,
  }),
  'content/preview': method({
    permission: 'content.manage',
    input: contentPreviewInput,
    answer: contentPreviewAnswer,
  }),
  'content/getRobots': method({ permission: 'content.manage', input: emptyInput, answer: robotsAnswer }),
  'content/saveRobots': method({
    permission: 'content.manage',
    input: robotsSaveInput,
    answer: robotsAnswer,
  }),
  'popups/list': method({ permission: 'content.manage', input: emptyInput, answer: popupListAnswer }),
  'popups/save': method({ permission: 'content.manage', input: popupSaveInput, answer: popupSchema }),
  'jackpots/list': method({ permission: 'jackpots.manage', input: emptyInput, answer: jackpotListAnswer }),
  'jackpots/create': method({
    permission: 'jackpots.manage',
    input: jackpotCreateInput,
    answer: jackpotAdminSchema,
  }),
  'jackpots/update': method({
    permission: 'jackpots.manage',
    input: jackpotUpdateInput,
    answer: jackpotAdminSchema,
  }),
  'jackpots/setStatus': method({
    permission: 'jackpots.manage',
    input: jackpotStatusInput,
    answer: jackpotAdminSchema,
  }),
  'offers/list': method({ permission: 'bonuses.manage', input: offerListInput, answer: offerListAnswer }),
  'offers/create': method({
    permission: 'bonuses.manage',
    input: offerCreateInput,
    answer: offerAdminSchema,
  }),
  'offers/update': method({
    permission: 'bonuses.manage',
    input: offerUpdateInput,
    answer: offerAdminSchema,
  }),
  'offers/setStatus': method({
    permission: 'bonuses.manage',
    input: offerStatusInput,
    answer: offerAdminSchema,
  }),
  'promoCodes/list': method({
    permission: 'bonuses.manage',
    input: promoCodeListInput,
    answer: promoCodeListAnswer,
  }),
  'promoCodes/create': method({
    permission: 'bonuses.manage',
    input: promoCodeCreateInput,
    answer: promoCodeAdminSchema,
  }),
  'promoCodes/disable': method({
    permission: 'bonuses.manage',
    input: promoCodeIdInput,
    answer: promoCodeAdminSchema,
  }),
  /** Undoes a disable: the code works again within its own terms (and its offer's). */
  'promoCodes/enable': method({
    permission: 'bonuses.manage',
    input: promoCodeIdInput,
    answer: promoCodeAdminSchema,
  }),
  'tournaments/list': method({
    permission: 'tournaments.manage',
    input: emptyInput,
    answer: tournamentListAnswer,
  }),
  'tournaments/create': method({
    permission: 'tournaments.manage',
    input: tournamentCreateInput,
    answer: tournamentAdminSchema,
  }),
  'tournaments/update': method({
    permission: 'tournaments.manage',
    input: tournamentUpdateInput,
    answer: tournamentAdminSchema,
  }),
  'tournaments/cancel': method({
    permission: 'tournaments.manage',
    input: tournamentIdInput,
    answer: tournamentAdminSchema,
  }),
  'tournaments/leaderboard': method({
    permission: 'tournaments.manage',
    input: tournamentIdInput,
    answer: tournamentLeaderboardAnswer,
  }),
  'sportsbook/events': method({
    permission: 'sportsbook.trade',
    input: sportsEventsInput,
    answer: sportsEventsAnswer,
  }),
  'sportsbook/bets': method({
    permission: 'sportsbook.trade',
    input: sportsBetsInput,
    answer: sportsBetsAnswer,
  }),
  'sportsbook/marketStatus': method({
    permission: 'sportsbook.trade',
    input: sportsMarketStatusInput,
    answer: sportsMarketAdminSchema,
  }),
  'sportsbook/settleMarket': method({
    permission: 'sportsbook.trade',
    input: sportsSettleMarketInput,
    answer: sportsMarketAdminSchema,
  }),
  'sportsbook/voidEvent': method({
    permission: 'sportsbook.trade',
    input: sportsVoidEventInput,
    answer: sportsEventAdminSchema,
  }),
  'sportsbook/cashOutSettings': method({
    permission: 'sportsbook.trade',
    input: emptyInput,
    answer: cashOutSettingsSchema,
  }),
  'sportsbook/saveCashOut': method({
    permission: 'sportsbook.trade',
    input: cashOutSettingsSchema,
    answer: cashOutSettingsSchema,
  }),
  'chat/list': method({ permission: 'chat.answer', input: chatListInput, answer: chatListAnswer }),
  'chat/get': method({ permission: 'chat.answer', input: chatIdInput, answer: chatDetailSchema }),
  'chat/take': method({ permission: 'chat.answer', input: chatIdInput, answer: chatStatusAnswer }),
  'chat/reply': method({ permission: 'chat.answer', input: chatReplyInput, answer: chatReplyAnswer }),
  'chat/typing': method({ permission: 'chat.answer', input: chatIdInput, answer: doneSchema }),
  'chat/close': method({ permission: 'chat.answer', input: chatIdInput, answer: chatStatusAnswer }),
  'chat/setDuty': method({ permission: 'chat.answer', input: chatDutyInput, answer: chatDutyAnswer }),
  'feedback/list': method({
    permission: 'feedback.read',
    input: feedbackListInput,
    answer: feedbackListAnswer,
  }),
  'feedback/export': method({ permission: 'feedback.read', input: feedbackExportInput, answer: 'csv' }),
  'feedback/get': method({
    permission: 'feedback.read',
    input: feedbackIdInput,
    answer: feedbackDetailSchema,
  }),
  'feedback/attachment': method({ permission: 'feedback.read', input: feedbackIdInput, answer: 'file' }),
  'feedback/setHandled': method({
    permission: 'feedback.handle',
    input: feedbackSetHandledInput,
    answer: feedbackItemSchema,
  }),
  'winners/list': method({
    permission: 'content.manage',
    input: winnersListInput,
    answer: winnersListAnswer,
  }),
  'winners/saveRule': method({
    permission: 'content.manage',
    input: bigWinRuleSchema,
    answer: bigWinRuleSchema,
  }),
  'winners/setHidden': method({
    permission: 'content.manage',
    input: winnersSetHiddenInput,
    answer: bigWinAdminSchema,
  }),
  'cashback/get': method({
    permission: 'bonuses.manage',
    input: cashbackListInput,
    answer: cashbackListAnswer,
  }),
  'cashback/saveRule': method({
    permission: 'bonuses.manage',
    input: cashbackRuleSchema,
    answer: cashbackRuleSchema,
  }),
  'cashback/compute': method({
    permission: 'bonuses.manage',
    input: emptyInput,
    answer: cashbackComputeAnswer,
  }),
  'loyalty/products': method({
    permission: 'loyalty.manage',
    input: emptyInput,
    answer: loyaltyProductsAnswer,
  }),
  'loyalty/saveProduct': method({
    permission: 'loyalty.manage',
    input: loyaltyProductSaveInput,
    answer: loyaltyProductAdminSchema,
  }),
  'loyalty/player': method({
    permission: 'loyalty.manage',
    input: loyaltyPlayerInput,
    answer: loyaltyPlayerAnswer,
  }),
} as const satisfies Record<string, BackofficeMethodSpec>;

export type BackofficeMethodName = keyof typeof BACKOFFICE_METHODS;

/** What a method takes, as the app sends it (defaults may be left out). */
export type BackofficeInput<M extends BackofficeMethodName> = z.input<
  (typeof BACKOFFICE_METHODS)[M]['input']
>;

/** The `data` of a method's answer (a CSV method answers a file instead). */
export type BackofficeAnswer<M extends BackofficeMethodName> =
  (typeof BACKOFFICE_METHODS)[M]['answer'] extends z.ZodType
    ? z.output<(typeof BACKOFFICE_METHODS)[M]['answer']>
    : string;
