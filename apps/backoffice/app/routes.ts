import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Paths are under the basename /backoffice.
export default [
  route('login', 'features/auth/login-route.tsx'),
  layout('layout/shell-route.tsx', { id: 'shell' }, [
    index('features/dashboard/dashboard-route.tsx'),
    route('players', 'features/players/search-route.tsx'),
    route('players/:id', 'features/players/player-route.tsx'),
    route('withdrawals', 'features/withdrawals/queue-route.tsx'),
    route('audit', 'features/audit/audit-route.tsx'),
    route('games', 'features/games/games-route.tsx'),
    route('settings', 'features/settings/settings-route.tsx'),
    route('content', 'features/content/content-list-route.tsx'),
    route('popups', 'features/popups/popups-route.tsx'),
    route('winners', 'features/winners/winners-route.tsx'),
    route('bonuses', 'features/offers/offers-route.tsx'),
    route('bonuses/codes', 'features/offers/promo-codes-route.tsx'),
    route('loyalty', 'features/loyalty/loyalty-route.tsx'),
    route('jackpots', 'features/jackpots/jackpots-route.tsx'),
    route('tournaments', 'features/tournaments/tournaments-route.tsx'),
    route('sportsbook', 'features/sportsbook/sportsbook-route.tsx'),
    route('cashback', 'features/cashback/cashback-route.tsx'),
    route('content/:locale/:slug', 'features/content/content-edit-route.tsx'),
    route('money', 'features/money/money-route.tsx'),
    route('adjustments', 'features/money/adjustments-route.tsx'),
    route('kyc', 'features/kyc/kyc-queue-route.tsx'),
    route('kyc/:id', 'features/kyc/kyc-detail-route.tsx'),
    route('chat', 'features/chat/chat-route.tsx'),
    route('feedback', 'features/feedback/feedback-list-route.tsx'),
    route('feedback/:id', 'features/feedback/feedback-detail-route.tsx'),
  ]),
] satisfies RouteConfig;
