import { AppError, type ContentConfig, contentConfigFromDocument, type LocaleCode } from '@jeton/domain';
import { type ApiCallOptions, type ApiResponse, apiOrigin, callSignal } from './client.js';

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
  let response: ApiResponse;
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
  const text = await response.text().catch(() => '');
  if (!response.ok) throw AppError.fromEnvelope(parseOrNull(text), response.status);
  const known = lastRead.get(locale);
  if (known?.text === text) return known.config;
  const { config, problems } = contentConfigFromDocument(locale, parseOrNull(text));
  if (problems.length > 0) console.warn(`content configuration ${locale}: defaults used for`, problems);
  lastRead.set(locale, { text, config });
  return config;
}

/**
 * The last document read per locale and what it was read into. The document rarely changes, and
 * the server renders every page with it: the same text is not parsed and validated again.
 */
const lastRead = new Map<LocaleCode, { text: string; config: ContentConfig }>();

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
