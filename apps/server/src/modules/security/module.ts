import { SessionListStore } from '../../sessions/session-list-store.js';
import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import { RecoveryCodeService } from './recovery-code-service.js';
import { securityApi } from './routes.js';
import { SessionListService } from './session-list-service.js';

/** The profile's security: recovery codes of the second factor, the list of sessions. */
export function createSecurityModule(core: AppCore) {
  const { db, clock, sessions } = core;
  const sessionListStore = new SessionListStore(db);
  return defineModule({
    services: {
      recoveryCodes: new RecoveryCodeService(db, clock),
      sessionList: new SessionListService(sessionListStore, clock, () => sessions.idleTimeoutMs),
      /** SQL of the sessions table, for reads of a player's sessions by others than the player (the back office). */
      sessionListStore,
    },
    api: [securityApi],
  });
}
