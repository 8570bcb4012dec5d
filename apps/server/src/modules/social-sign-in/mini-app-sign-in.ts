import { AppError, type LocaleCode } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { AuthService, ClientInfo, IssuedSession } from '../auth/auth-service.js';
import type { SocialSignInService } from './social-sign-in-service.js';
import { verifyInitData } from './telegram-init-data.js';

export const TELEGRAM_PROVIDER = 'telegram';

/** auth.register's fields for a mini-app start (spec section 7); `payload` is the signed init data. */
export interface MiniAppStart {
  id: string;
  username?: string | undefined;
  hash: string;
  language_code?: string | undefined;
  payload: string;
}

/**
 * The mini-app entry (decision 0045): init data signed by Telegram for this bot, recent enough,
 * whose user, hash and language are the fields sent. Its Telegram user signs in, with an account
 * made on the first visit.
 */
export class MiniAppSignIn {
  constructor(
    private readonly deps: {
      telegram: { botToken: string; maxAgeSeconds: number } | null;
      socialSignIn: SocialSignInService;
      auth: AuthService;
      clock: Clock;
    },
  ) {}

  async signIn(
    start: MiniAppStart,
    locale: LocaleCode,
    client: ClientInfo,
    previousSessionId?: number,
  ): Promise<IssuedSession> {
    const { telegram, clock } = this.deps;
    if (!telegram)
      throw new AppError('AccessDeniedException', 'The mini-app entry is not on', { code: 'MINI_APP_OFF' });
    const user = verifyInitData(start.payload, telegram.botToken, {
      maxAgeSeconds: telegram.maxAgeSeconds,
      now: clock.now(),
    });
    if (typeof user === 'string') {
      throw new AppError('AuthorizationException', MESSAGES[user], {
        code: `MINI_APP_INIT_DATA_${user.toUpperCase()}`,
      });
    }
    const agrees =
      String(user.id) === start.id &&
      user.hash === start.hash &&
      (start.username ?? '') === user.username &&
      (start.language_code ?? '') === user.languageCode;
    if (!agrees) {
      throw new AppError('AuthorizationException', MESSAGES.mismatch, {
        code: 'MINI_APP_INIT_DATA_MISMATCH',
      });
    }
    const resolved = await this.deps.socialSignIn.resolve({
      provider: TELEGRAM_PROVIDER,
      subject: String(user.id),
      // Telegram vouches for no email: an account is never matched by one.
      email: null,
      name: user.username || user.firstName,
      locale: user.languageCode.startsWith('fr') ? 'fr' : locale,
    });
    // Without an email there is nothing to link to: `resolve` made or found the player.
    if (!('user' in resolved)) throw new Error('A Telegram identity has no email to link by');
    return this.deps.auth.logInVouched(resolved.user, client, previousSessionId);
  }
}

const MESSAGES = {
  forged: 'The mini-app data is not signed by this site’s bot',
  expired: 'The mini-app data has expired: open the mini app again',
  malformed: 'The mini-app data has no valid user',
  mismatch: 'The fields do not match the signed mini-app data',
} as const;
