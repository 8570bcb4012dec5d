import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@jeton/domain';
import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes';

/** Turns a route name into its id in one locale: `home` in English, `home-fr` in French. */
type RouteId = (name: string) => string;

/**
 * Every page of spec section 2, declared once per locale: English at the plain path, the others
 * under their prefix, with the same modules. Ids carry a `-{locale}` suffix outside English.
 * `/cashier`, `/cashier/billing` and `/profile` have no page: the path-rule guard redirects them.
 */
function pages(id: RouteId): RouteConfigEntry[] {
  return [
    layout('layouts/default-layout.tsx', { id: id('layout-default') }, [
      index('routes/home.tsx', { id: id('home') }),
      // The sportsbook: the layout keeps the bet slip between the list and an event (decision 0075).
      route('betting', 'routes/betting/betting-layout.tsx', { id: id('betting-layout') }, [
        index('routes/betting.tsx', { id: id('betting') }),
        route('event/:eventId', 'routes/betting/betting-event.tsx', { id: id('betting-event') }),
      ]),
      route('gamehall/:id?', 'routes/gamehall.tsx', { id: id('gamehall') }),
      route('jackpots', 'routes/jackpots.tsx', { id: id('jackpots') }),
      route('jackpots/:id', 'routes/jackpot.tsx', { id: id('jackpots-id') }),
      route('loyalty', 'routes/loyalty/loyalty-layout.tsx', { id: id('loyalty-layout') }, [
        index('routes/loyalty/loyalty.tsx', { id: id('loyalty') }),
        route('shop', 'routes/loyalty/loyalty-shop.tsx', { id: id('loyalty-shop') }),
        route(':sysname', 'routes/loyalty/loyalty-program.tsx', { id: id('loyalty-sysname') }),
      ]),
      route('offers', 'routes/offers.tsx', { id: id('offers') }),
      route('offers/:id', 'routes/offer.tsx', { id: id('offers-id') }),
      route('promotions', 'routes/offers.tsx', { id: id('promotions') }),
      route('promotions/:id', 'routes/offer.tsx', { id: id('promotions-id') }),
      route('providers', 'routes/providers.tsx', { id: id('providers') }),
      route('support', 'routes/support.tsx', { id: id('support') }),
      route('tournaments', 'routes/tournaments.tsx', { id: id('tournaments') }),
      route('tournaments/:id', 'routes/tournament.tsx', { id: id('tournaments-id') }),
      route('tournaments/:id/gamehall', 'routes/tournament-games.tsx', { id: id('tournaments-id-gamehall') }),
      route('winners', 'routes/winners.tsx', { id: id('winners') }),
      route('cashier', 'routes/cashier/cashier-layout.tsx', { id: id('cashier-index') }, [
        route('deposit', 'routes/cashier/deposit.tsx', { id: id('cashier-index-deposit') }),
        route('deposit/:sysname', 'routes/cashier/deposit-method.tsx', {
          id: id('cashier-index-deposit-index-sysname'),
        }),
        route('withdraw', 'routes/cashier/withdraw.tsx', { id: id('cashier-index-withdraw') }),
        route('wallet', 'routes/cashier/wallet.tsx', { id: id('cashier-index-wallet') }),
        route('history', 'routes/cashier/history.tsx', { id: id('cashier-index-history') }),
        route('receipt', 'routes/cashier/receipt.tsx', { id: id('cashier-index-receipt') }),
      ]),
      // Payment outcomes: system pages outside the cashier tabs (spec section 2, system pages).
      route('cashier/paycancel', 'routes/cashier/pay-cancel.tsx', { id: id('cashier-paycancel') }),
      route('cashier/payfail/:transaction?', 'routes/cashier/pay-fail.tsx', { id: id('cashier-payfail') }),
      route('cashier/paymobile', 'routes/cashier/pay-mobile.tsx', { id: id('cashier-paymobile') }),
      route('cashier/paynewwindow', 'routes/cashier/pay-new-window.tsx', { id: id('cashier-paynewwindow') }),
      route('cashier/paypending/:transaction?', 'routes/cashier/pay-pending.tsx', {
        id: id('cashier-paypending'),
      }),
      route('cashier/paysuccess/:transaction?', 'routes/cashier/pay-success.tsx', {
        id: id('cashier-paysuccess'),
      }),
      route('profile', 'routes/profile/profile-layout.tsx', { id: id('profile-index') }, [
        route('settings', 'routes/profile/profile-settings.tsx', { id: id('profile-settings') }),
        route('security', 'routes/profile/profile-security.tsx', { id: id('profile-security') }),
        route('responsible-game', 'routes/profile/profile-responsible-game.tsx', {
          id: id('profile-responsible-game'),
        }),
        route('verification', 'routes/profile/profile-verification.tsx', { id: id('profile-verification') }),
        route('bets', 'routes/profile/profile-bets.tsx', { id: id('profile-bets') }),
        route('notification', 'routes/profile/profile-notifications.tsx', { id: id('profile-notification') }),
        route('bonuses', 'routes/profile/profile-bonuses.tsx', { id: id('profile-bonuses') }),
        route('loyalty', 'routes/profile/profile-loyalty.tsx', { id: id('profile-loyalty') }),
        route('cashback', 'routes/profile/profile-cashback.tsx', { id: id('profile-cashback') }),
      ]),
      route('responsible-game', 'routes/responsible-game.tsx', { id: id('responsible-game') }),
      route('bets/*', 'routes/bets.tsx', { id: id('bets') }),
      route('confirmation', 'routes/confirmation.tsx', { id: id('confirmation') }),
      route('confirmation/success', 'routes/confirmation-success.tsx', { id: id('confirmation-success') }),
      route('unsubscribe', 'routes/unsubscribe.tsx', { id: id('unsubscribe') }),
      route('_icons', 'routes/icons.tsx', { id: id('icons') }),
      // The provably-fair scheme and the round verifier of the house studio (decision 0019).
      route('fairness', 'routes/fairness.tsx', { id: id('fairness') }),
      // The error-in-slot page: an outside studio could not start this game (decision 0095).
      route('game/:sysname/error', 'routes/game-error.tsx', { id: id('game-sysname-error') }),
      // Last: a content page by slug, then anything else, both 404 when unknown.
      route(':slug', 'routes/content-page.tsx', { id: id('slug') }),
      route('*', 'routes/not-found.tsx', { id: id('not-found') }),
    ]),
    layout('layouts/empty-layout.tsx', { id: id('layout-empty') }, [
      route('forms/sign_in', 'routes/forms/sign-in.tsx', { id: id('forms-sign_in') }),
      route('forms/sign_up', 'routes/forms/sign-up.tsx', { id: id('forms-sign_up') }),
    ]),
    layout('layouts/game-layout.tsx', { id: id('layout-game') }, [
      route('game/:sysname', 'routes/game.tsx', { id: id('game-sysname') }),
    ]),
  ];
}

/**
 * A locale's pages under the layout route whose module brings that locale's catalogue, so a page
 * loads its own locale's texts and no other's (decision 0052).
 */
function localePages(locale: LocaleCode, id: RouteId): RouteConfigEntry {
  return layout(`layouts/locale/${locale}.tsx`, { id: id('locale') }, pages(id));
}

/** The house games that have a client in app/studio/{kind}. */
const STUDIO_CLIENTS = ['slot', 'roulette', 'blackjack', 'dice', 'crash', 'plinko', 'keno', 'mines'];

const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export default [
  // Not a page: served for crawlers, outside the locales.
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
  // The house studio's game clients (decision 0013): framed by /game/{sysname}, locale in the query.
  layout('studio/studio-layout.tsx', { id: 'studio-layout' }, [
    ...STUDIO_CLIENTS.map((kind) =>
      route(`studio/${kind}`, `studio/${kind}/route.tsx`, { id: `studio-${kind}` }),
    ),
  ]),
  localePages(DEFAULT_LOCALE, (name) => name),
  ...otherLocales.flatMap((locale) => prefix(locale, [localePages(locale, (name) => `${name}-${locale}`)])),
] satisfies RouteConfig;
