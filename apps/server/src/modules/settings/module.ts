import type { Database } from '@jeton/db';
import { defineModule } from '../../wiring/server-module.js';
import { settingsSeed } from './settings-demo.js';
import { SettingsService } from './settings-service.js';

/** The site's settings (General info and the operator's keys), with what the server's own settings fix. */
export function createSettingsModule(deps: {
  db: Database;
  configured: ConstructorParameters<typeof SettingsService>[1];
}) {
  const settings = new SettingsService(deps.db, deps.configured);
  return defineModule({ services: { settings }, seed: settingsSeed(settings) });
}
