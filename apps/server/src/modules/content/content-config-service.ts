import { createHash } from 'node:crypto';
import { isLocale, type LocaleCode } from '@jeton/domain';
import type { SettingsService } from '../settings/settings-service.js';

/** The site_settings key of a locale's document. */
export function contentConfigKey(locale: LocaleCode): string {
  return `cms_config:${locale}`;
}

export interface ServedContentConfig {
  /** The document as JSON text, sent as is. */
  body: string;
  /** A strong validator of that text, quoted as HTTP wants it. */
  etag: string;
}

/**
 * The content configuration of spec section 7 (GET /nfx/cms-config/{locale}): one document per
 * locale in site_settings, seeded from its seed/*.json and edited by the operator there.
 */
export class ContentConfigService {
  /** The text and validator of each document read: the settings hand out the same object until it changes. */
  private readonly served = new WeakMap<object, ServedContentConfig>();

  constructor(private readonly settings: SettingsService) {}

  /** The locale's document, or null for a locale the site does not have. */
  async serve(locale: string): Promise<ServedContentConfig | null> {
    if (!isLocale(locale)) return null;
    const document = await this.settings.read<unknown>(contentConfigKey(locale));
    if (document === undefined) return null;
    const held = typeof document === 'object' && document !== null ? document : null;
    const known = held && this.served.get(held);
    if (known) return known;
    const body = JSON.stringify(document);
    const served = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    if (held) this.served.set(held, served);
    return served;
  }

  /** The site's chat settings (spec section 3): the chosen provider and its config. */
  async chatSettings(locale: LocaleCode): Promise<{ provider: string; config: Record<string, string> }> {
    const document = await this.settings.read<{
      site?: { chat?: { provider: string; config: Record<string, string> } };
    }>(contentConfigKey(locale));
    return document?.site?.chat ?? { provider: 'builtin', config: {} };
  }
}
