import { defineModule } from '../../wiring/server-module.js';
import { freeSpinsApi } from './routes.js';

/** The players' free-spin packs, as the API lists them; the packs are the house studio's (FreeSpinsService). */
export function createFreespinsModule() {
  return defineModule({ services: {}, api: [freeSpinsApi] });
}
