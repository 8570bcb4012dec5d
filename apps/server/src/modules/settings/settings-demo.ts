import type { ModuleSeed } from '../../wiring/server-module.js';
import { DEFAULT_GENERAL_INFO, type SettingsService } from './settings-service.js';

/** The demo's General info: the fraud check on, so the site sends its hit (the sandbox provider scores). */
export function settingsSeed(settings: SettingsService): ModuleSeed {
  return {
    demo: () =>
      settings.writeUnlessPresent('general_info', { ...DEFAULT_GENERAL_INFO, is_seon_enabled: true }),
  };
}
