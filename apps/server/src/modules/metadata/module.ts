import { defineModule } from '../../wiring/server-module.js';
import { metadataApi } from './routes.js';

/** Site metadata for the web app (currencies, countries, settings), read from the settings and the clock. */
export function createMetadataModule() {
  return defineModule({ services: {}, api: [metadataApi] });
}
