import { AppError, type ContentConfig, contentConfigFromDocument, type LocaleCode } from '@jeton/domain';
import { type ApiCallOptions, apiOrigin, callSignal } from './client.js';

/**
 * GET /nfx/cms-config/{locale} (spec section 7): the locale's content configuration, read into the
 * site and auth config the app uses. Sections that are missing or invalid fall back to the defaults,
 * with a warning; a failed request throws (the caller logs it and uses the defaults).
 */
export async function getContentConfig(
  locale: LocaleCode,
  options: Omit<ApiCallOptions, 'locale' | 'httpMethod' | 'idempotencyKey'> = {},
): Promise<ContentConfig> {
  const url = `${apiOrigin(options)}/nfx/cms-config/${locale}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: callSignal(options),
    });
  } catch (cause) {
    throw new AppError('UnknownErrorException', 'The content configuration could not be reached', {
      cause,
      internalMessage: `GET ${url}: ${String(cause)}`,
    });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw AppError.fromEnvelope(body, response.status);
  const { config, problems } = contentConfigFromDocument(locale, body);
  if (problems.length > 0) console.warn(`content configuration ${locale}: defaults used for`, problems);
  return config;
}
