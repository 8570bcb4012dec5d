import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import type { AccountStore } from '../account/account-store.js';
import { walletApi } from './wallet-routes.js';
import { type StakeGuard, WalletService } from './wallet-service.js';

/**
 * The wallet pipeline of every stake, win and rollback (decisions 0013, 0030), and the seamless-wallet
 * API that outside studios call with their own secret.
 */
export function createWalletModule(
  core: AppCore,
  deps: { stakeGuard: StakeGuard; accountStore: AccountStore },
) {
  const { clock, config } = core;
  const wallet = new WalletService(core.db, clock, {
    stakeGuard: deps.stakeGuard,
    stakeOrder: config.walletStakeOrder,
  });
  const { accountStore } = deps;
  return defineModule({
    services: { wallet },
    plugins: [(app) => app.register(walletApi, { wallet, accountStore, clock, config })],
  });
}
