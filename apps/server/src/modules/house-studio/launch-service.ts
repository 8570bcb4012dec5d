import type { Database } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { houseAccountId, playerAccountId, playerBalances, postTransfer } from '../../ledger/index.js';
import type { SettingsService } from '../../modules/settings/settings-service.js';
import type { ActiveSession } from '../../sessions/session-service.js';
import { type GameMode, openGameSession } from './game-sessions.js';
import type { HouseCatalogue } from './house-games.js';
import { launchOutside, type OutsideLaunch, type OutsideStudios } from './outside-launch.js';

// The launch (`/platform/game/{sysname}/{mode}`, spec section 2): checks who plays what, opens a
// game session and sends the frame to the game client, `/studio/{kind}?session=…&locale=…`.

/** The play money a demo starts with: a guest's session, or a player's fun balance topped up to it. */
export const DEMO_BALANCE_MINOR = 100_000n;

export type LaunchOutcome =
  | { type: 'redirect'; location: string }
  /** The page to show instead of a game, and its status. */
  | { type: 'page'; page: LaunchPage; status: number }
  /** An outside studio failed to launch the game: the error-in-slot page. */
  | (Extract<OutsideLaunch, { type: 'studio-error' }> & { sysname: string });

export type LaunchPage = 'not-connected' | 'login-required' | 'deposit-required' | 'blocked' | 'unknown-mode';

/** Whether a game lets a player with an empty main balance in (its item config, spec section 3). */
export type ZeroBalanceAccess = (sysname: string, locale: LocaleCode) => Promise<boolean>;

export interface LaunchRequest {
  sysname: string;
  mode: string;
  site: ActiveSession | null;
  locale: LocaleCode;
}

export class LaunchService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly catalogue: HouseCatalogue,
    private readonly settings: SettingsService,
    private readonly zeroBalanceAccess: ZeroBalanceAccess,
    private readonly outside: OutsideStudios,
  ) {}

  async launch(request: LaunchRequest): Promise<LaunchOutcome> {
    if (request.mode !== 'play' && request.mode !== 'demo') {
      return { type: 'page', page: 'unknown-mode', status: 404 };
    }
    const mode: GameMode = request.mode;
    const game = this.catalogue.find(request.sysname);
    const studio = game ? null : await this.outside.studioOf(request.sysname, request.locale);
    if (!game && !(studio && this.outside.aggregator.connected(studio))) {
      return { type: 'page', page: 'not-connected', status: 404 };
    }
    const refusal = await this.refusal(request, mode);
    if (refusal) return refusal;
    const { site } = request;

    let currency: string;
    let demoBalanceMinor: bigint | null = null;
    if (site) {
      currency = site.user.currency;
    } else {
      currency = (await this.settings.generalInfo()).default_currency;
      demoBalanceMinor = DEMO_BALANCE_MINOR;
    }
    if (!game) {
      const outcome = await launchOutside(this.outside, { ...request, studio: studio!, mode, currency });
      return outcome.type === 'redirect' ? outcome : { ...outcome, sysname: request.sysname };
    }
    const { token, id } = await openGameSession(this.db, this.clock, {
      userId: site?.userId ?? null,
      siteSessionId: site?.sessionId ?? null,
      gameSysname: game.sysname,
      kind: game.kind,
      mode,
      currency,
      demoBalanceMinor,
      locale: request.locale,
    });
    if (site && mode === 'demo') await this.topUpFunBalance(site.userId, currency, id);
    const query = new URLSearchParams({ session: token, locale: request.locale });
    return { type: 'redirect', location: `/studio/${game.kind}?${query}` };
  }

  /** Who may not open this game in this mode, and the page that says so. */
  private async refusal(request: LaunchRequest, mode: GameMode): Promise<LaunchOutcome | null> {
    const { site } = request;
    if (site && site.user.status !== 'active') return { type: 'page', page: 'blocked', status: 403 };
    if (mode === 'play' && !site) return { type: 'page', page: 'login-required', status: 401 };
    // The game page sends such a player to the cashier (spec section 6); a launch URL opened
    // directly gets the same answer.
    if (
      mode === 'play' &&
      site &&
      site.balances.main <= 0n &&
      !(await this.zeroBalanceAccess(request.sysname, request.locale))
    ) {
      return { type: 'page', page: 'deposit-required', status: 402 };
    }
    return null;
  }

  /** A player's demo plays on the fun balance; each demo launch fills it back up to the demo amount. */
  private async topUpFunBalance(userId: number, currency: string, gameSessionId: number): Promise<void> {
    const fun = (await playerBalances(this.db, userId, currency)).fun;
    if (fun >= DEMO_BALANCE_MINOR) return;
    const player = await playerAccountId(this.db, userId, 'fun', currency);
    const issuer = await houseAccountId(this.db, 'fun_issuer', currency, userId);
    const amount = DEMO_BALANCE_MINOR - fun;
    await postTransfer(this.db, {
      idempotencyKey: `fun-top-up:${gameSessionId}`,
      kind: 'fun_top_up',
      reference: `game_session:${gameSessionId}`,
      postings: [
        { accountId: issuer, currency, amountMinor: -amount },
        { accountId: player, currency, amountMinor: amount },
      ],
    });
  }
}
