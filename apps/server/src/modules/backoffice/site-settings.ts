import type { Database } from '@jeton/db';
import {
  AppError,
  contentConfigFromDocument,
  type GeneralInfo,
  LOCALES,
  type LocaleCode,
  unstorableTextPaths,
} from '@jeton/domain';
import type { GeneralInfoPatch, SettingsView } from '@jeton/domain/backoffice';
import { auditChangedFields } from '../../wiring/changed-fields.js';
import { checkGeneralInfo } from '../admin/general-info-patch.js';
import { contentConfigKey } from '../content/content-config-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { AuditLog } from './audit-log.js';
import type { Actor } from './player-actions.js';

export interface SiteSettingsDeps {
  db: Database;
  /** The settings module owns site_settings: the back office changes it through the service. */
  settings: SettingsService;
  audit: AuditLog;
}

const GENERAL_INFO_KEY = 'general_info';

/**
 * The settings screen's methods: the General info (spec section 3; domain_state is the
 * maintenance switch) and each locale's content configuration, each change in one transaction
 * with its audit entry (the changed fields, or the document, before and after).
 */
export class SiteSettingsAdmin {
  constructor(private readonly deps: SiteSettingsDeps) {}

  async get(): Promise<SettingsView> {
    const { settings } = this.deps;
    const contentConfig = {} as Record<LocaleCode, string>;
    for (const locale of LOCALES) {
      const document = await settings.read<unknown>(contentConfigKey(locale));
      contentConfig[locale] = document === undefined ? '' : JSON.stringify(document, null, 2);
    }
    return { generalInfo: await settings.generalInfo(), contentConfig };
  }

  async updateGeneralInfo(actor: Actor, patch: GeneralInfoPatch): Promise<GeneralInfo> {
    const { db, settings, audit } = this.deps;
    const info = await db.transaction(async (tx) => {
      const before = await settings.lockedGeneralInfo(tx);
      const after = await settings.changeGeneralInfo(patch, checkGeneralInfo, tx);
      const entry = {
        actor,
        action: 'settings.general_info',
        targetType: 'settings',
        targetId: GENERAL_INFO_KEY,
      } as const;
      await auditChangedFields(audit, tx, entry, before, after);
      return after;
    });
    settings.forget(GENERAL_INFO_KEY);
    return info;
  }

  /**
   * Replaces a locale's content configuration with the operator's JSON text, refused (400) when it
   * is not JSON or a section does not read as the site expects.
   */
  async updateContentConfig(actor: Actor, locale: LocaleCode, text: string) {
    const document = parseDocument(text);
    const { problems } = contentConfigFromDocument(locale, document);
    if (problems.length > 0) throw invalidDocument(problems.join('; '));
    const { db, settings, audit } = this.deps;
    const key = contentConfigKey(locale);
    await db.transaction(async (tx) => {
      const before = await settings.readLocked<unknown>(tx, key);
      if (JSON.stringify(before) === JSON.stringify(document)) return;
      await settings.write(key, document, tx);
      await audit.record(tx, {
        ...actor,
        action: 'settings.content_config',
        targetType: 'settings',
        targetId: key,
        before: before ?? null,
        after: document,
      });
    });
    settings.forget(key);
    return { locale, document: JSON.stringify(document, null, 2) };
  }
}

function parseDocument(text: string): unknown {
  let document: unknown;
  try {
    document = JSON.parse(text) as unknown;
  } catch {
    throw invalidDocument('Not JSON');
  }
  // Its escapes can spell what the text itself may not hold (decision 0085): "\u0000", "\ud800".
  const [path] = unstorableTextPaths(document);
  if (path)
    throw invalidDocument(`A control character that cannot be stored, at ${path.join('.') || 'the top'}`);
  return document;
}

function invalidDocument(problem: string): AppError {
  return new AppError('InvalidParameterException', 'Invalid content configuration', {
    code: 'INVALID_CONTENT_CONFIG',
    data: { fields: { document: problem } },
  });
}
