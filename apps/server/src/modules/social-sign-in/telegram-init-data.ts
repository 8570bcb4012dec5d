import { sign, validate } from '@telegram-apps/init-data-node';
import { z } from 'zod';

// The Telegram mini app's init data (decision 0045): a query string signed by HMAC-SHA256 with a key
// derived from the bot token. @telegram-apps/init-data-node checks the signature; the age is
// checked here against the app's clock, so tests and the server agree on "now".

const userSchema = z.object({
  id: z.number().int().positive(),
  first_name: z.string().max(256).default(''),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  language_code: z.string().max(16).optional(),
});

export interface MiniAppUser {
  id: number;
  username: string;
  firstName: string;
  languageCode: string;
  /** The hash that signs the init data. */
  hash: string;
  /** The mini app's start parameter (`startapp` of the link), if any. */
  startParam: string;
}

export type InitDataProblem = 'forged' | 'expired' | 'malformed';

/** The init data's user once its signature and age are good, else why not. */
export function verifyInitData(
  initData: string,
  botToken: string,
  options: { maxAgeSeconds: number; now: Date },
): MiniAppUser | InitDataProblem {
  try {
    // Age 0 here: expiry is checked below against the app's clock.
    validate(initData, botToken, { expiresIn: 0 });
  } catch {
    return 'forged';
  }
  const params = new URLSearchParams(initData);
  const authDate = Number(params.get('auth_date'));
  const ageSeconds = options.now.getTime() / 1000 - authDate;
  if (!Number.isFinite(authDate) || ageSeconds > options.maxAgeSeconds || ageSeconds < -60) return 'expired';
  let user: z.infer<typeof userSchema>;
  try {
    user = userSchema.parse(JSON.parse(params.get('user') ?? ''));
  } catch {
    return 'malformed';
  }
  return {
    id: user.id,
    username: user.username ?? '',
    firstName: user.first_name,
    languageCode: user.language_code ?? '',
    hash: params.get('hash') ?? '',
    startParam: params.get('start_param') ?? '',
  };
}

/** Sample init data signed as Telegram would (the developer tools' try-out page and tests). */
export function signSampleInitData(
  user: { id: number; username: string; first_name: string; language_code: string },
  botToken: string,
  authDate: Date,
  startParam = '',
): string {
  return sign(
    {
      user: { ...user, is_premium: false, allows_write_to_pm: true },
      query_id: `AAH${user.id}`,
      ...(startParam ? { start_param: startParam } : {}),
    },
    botToken,
    authDate,
  );
}
