import { unstorableTextPaths } from '@jeton/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { useJsonErrorProtocol } from '../../modules/house-studio/json-scope.js';
import type { AccountStore } from '../account/account-store.js';
import { isWalletError, walletError } from './wallet-errors.js';
import type { WalletAnswer, WalletService } from './wallet-service.js';
import { checkWalletSignature, WALLET_SIGNATURE_HEADER } from './wallet-signature.js';

// The seamless wallet over HTTP, for outside studios: `POST /wallet/{studio}/{action}` with a JSON
// body signed by the studio's secret (WALLET_STUDIO_SECRETS). Amounts are minor units as strings.
// Answers `{ transaction_id, balance, currency, amount, replayed }` or `{ error: { code, message } }`;
// the balance is what the player can stake: main and bonus together (decision 0030).

const id = z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/);
const player = {
  player_id: z.string().regex(/^[1-9]\d{0,14}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
};
const round = { ...player, transaction_id: id, round_id: id, game: z.string().max(100).default('') };
const SCHEMAS = {
  balance: z.object(player),
  bet: z.object({ ...round, amount: z.string().regex(/^(0|[1-9]\d{0,15})$/) }),
  win: z.object({ ...round, amount: z.string().regex(/^(0|[1-9]\d{0,15})$/) }),
  rollback: z.object({ ...round, bet_transaction_id: id }),
} as const;
type Action = keyof typeof SCHEMAS;

/** The wallet's services, the players' accounts (read through the account module's store) and its settings. */
export type WalletApiDeps = { wallet: WalletService; accountStore: AccountStore; clock: Clock } & {
  config: Pick<Config, 'walletStudios' | 'walletMaxWinMultiplier'>;
};

export const walletApi: FastifyPluginAsync<WalletApiDeps> = async (app, services) => {
  const secrets = services.config.walletStudios;
  await app.register(async (scope) => {
    useJsonErrorProtocol(scope, (error) => (isWalletError(error) ? error : null), { rawBody: true });
    scope.post<{ Params: { studio: string; action: string } }>('/wallet/:studio/:action', async (request) => {
      const { studio, action } = request.params;
      const secret = secrets.get(studio);
      if (!secret) throw walletError('UNKNOWN_STUDIO', 'No such studio is connected');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const nowSeconds = Math.floor(services.clock.now().getTime() / 1000);
      const check = checkWalletSignature(
        secret,
        request.headers[WALLET_SIGNATURE_HEADER],
        rawBody,
        nowSeconds,
      );
      if (check === 'stale') throw walletError('STALE_REQUEST', 'The request was signed too long ago');
      if (check !== 'valid') throw walletError('INVALID_SIGNATURE', 'The signature does not match');
      if (!Object.hasOwn(SCHEMAS, action)) throw walletError('UNKNOWN_ACTION', 'No such wallet action');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw walletError('INVALID_REQUEST', 'The body is not JSON');
      }
      const [unstorable] = unstorableTextPaths(json);
      if (unstorable) {
        const field = unstorable.join('.') || 'body';
        throw walletError('INVALID_REQUEST', `The field ${field} holds a control character (decision 0085)`);
      }
      const parsed = SCHEMAS[action as Action].safeParse(json);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || 'body';
        throw walletError('INVALID_REQUEST', `The field ${field} is missing or not valid`);
      }
      const body = parsed.data as z.output<(typeof SCHEMAS)['rollback']> & { amount?: string };
      const userId = Number(body.player_id);
      const holder = await services.accountStore.findById(userId);
      if (!holder) throw walletError('PLAYER_NOT_FOUND', 'No such player');
      if (holder.currency.trim() !== body.currency) {
        throw walletError('CURRENCY_MISMATCH', "The currency is not the player's");
      }
      // A blocked player takes no new bet; wins and rollbacks of bets taken before are still settled.
      if (holder.status !== 'active' && action === 'bet') {
        throw walletError('PLAYER_BLOCKED', 'The player cannot bet');
      }
      // Outside studios play real money only.
      const common = { studio, userId, currency: body.currency, money: 'real' as const };
      let answer: WalletAnswer;
      if (action === 'balance') {
        const balance = await services.wallet.balance(userId, body.currency, 'real');
        return { balance: balance.toString(), currency: body.currency };
      }
      const move = { ...common, transactionId: body.transaction_id, roundId: body.round_id, game: body.game };
      if (action === 'rollback') {
        answer = await services.wallet.rollback({ ...move, betTransactionId: body.bet_transaction_id });
      } else {
        const amountMinor = BigInt(body.amount!);
        answer =
          action === 'bet'
            ? await services.wallet.bet({ ...move, amountMinor })
            : await services.wallet
                .win(
                  { ...move, amountMinor },
                  { kind: 'studio-bets', maxWinMultiplier: services.config.walletMaxWinMultiplier },
                )
                .catch((error: unknown) => {
                  // A win with nothing behind it is what a leaked secret would send: worth an operator's look.
                  if (isWalletError(error)) {
                    request.log.warn(
                      { studio, code: error.code, roundId: move.roundId, userId },
                      'wallet win refused',
                    );
                  }
                  throw error;
                });
      }
      request.log.info(
        { studio, action, transactionId: answer.transactionId, replayed: answer.replayed },
        'wallet call',
      );
      return {
        transaction_id: answer.transactionId,
        balance: answer.balanceMinor.toString(),
        currency: answer.currency,
        amount: answer.amountMinor.toString(),
        replayed: answer.replayed,
      };
    });
  });
};
