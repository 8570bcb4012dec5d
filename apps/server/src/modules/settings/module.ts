import type { Database } from '@jeton/db';
import { defineModule } from '../../wiring/server-module.js';
import { SettingsService } from './settings-service.js';

/** The site's settings (General info and the operator's keys), with what the server's own settings fix. */
export function createSettingsModule(deps: {
  db: Database;
  configured: ConstructorParameters<typeof SettingsService>[1];
}) {
  return defineModule({ services: { settings: new SettingsService(deps.db, deps.configured) } });
}
