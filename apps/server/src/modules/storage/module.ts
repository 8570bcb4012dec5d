import type { AppCore } from '../../wiring/app-core.js';
import { defineModule } from '../../wiring/server-module.js';
import { storageApi } from './routes.js';
import { StorageService } from './storage-service.js';

/** Per-player keys and values (spec section 7). */
export function createStorageModule(core: AppCore) {
  return defineModule({ services: { storage: new StorageService(core.db, core.clock) }, api: [storageApi] });
}
