import {
  AppError,
  type ContentConfig,
  contentConfigFromDocument,
  type LocaleCode,
  ParsedByText,
} from '@jeton/domain';
import { type ApiCallOptions, type ApiResponse, apiOrigin, callSignal } from './client.js';

/** Where the content configuration comes from: the API, or on the server its own settings. */
export type ContentConfigOptions = Omit<ApiCallOptions, 'locale' | 'httpMethod' | 'idempotencyKey'> & {
  /** The document's JSON text as the server holds it (load-context.ts `contentDocument`). */
  document?: ((locale: LocaleCode) => Promise<string | null>) | undefined;
};

/**
 * GET /nfx/cms-config/{locale} (spec section 7): the locale's content configuration, read into the
 * site and auth config the app uses. Sections that are missing or invalid fall back to the defaults,
 * with a warning; a failed request throws (the caller logs it and uses the defaults).
 */
export async function getContentConfig(
  locale: LocaleCode,
  options: ContentConfigOptions = {},
): Promise<ContentConfig> {
  const text = options.document
    ? await heldDocument(locale, options.document)
    : await fetchedDocument(locale, options);
  return lastRead.read(locale, text);
}

async function fetchedDocument(locale: LocaleCode, options: ApiCallOptions): Promise<string> {
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
  return text;
}

async function heldDocument(
  locale: LocaleCode,
  document: (locale: LocaleCode) => Promise<string | null>,
): Promise<string> {
  const text = await document(locale);
  if (text === null) {
    throw new AppError('MethodNotFoundException', 'No content configuration for this locale', {
      code: 'UNKNOWN_LOCALE',
    });
  }
  return text;
}
/**
 * The last document read per locale and what it was read into. The document rarely changes, and
 * the server renders every page with it: the same text is not parsed and validated again.
 */
const lastRead = new ParsedByText<LocaleCode, ContentConfig>((text, locale) => {
  const { config, problems } = contentConfigFromDocument(locale, parseOrNull(text));
  if (problems.length > 0) console.warn(`content configuration ${locale}: defaults used for`, problems);
  return config;
}, 8);

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
