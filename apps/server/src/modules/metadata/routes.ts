import { API_VERSION, CURRENCIES, LOCALE_LIST, metadataAnswers } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import type { Clock } from '../../clock.js';
import type { SettingsService } from '../settings/settings-service.js';

// metadata: what the site offers, read by the web app at start.

/** The services this module's handlers use, handed in by its module.ts. */
export interface MetadataApiDeps {
  clock: Clock;
  settings: SettingsService;
}

export const metadataApi = defineApiModule<MetadataApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'metadata',
      method: 'getgeneralinfo',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'General info: currencies, locales, domain state, inactivity times',
      input: z.object({}),
      output: metadataAnswers.getgeneralinfo,
      handler: ({ deps }) => deps.settings.generalInfo(),
    }),
    defineMethod({
      service: 'metadata',
      method: 'get',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: 'Locales, currencies, API version and server time',
      input: z.object({}),
      output: metadataAnswers.get,
      async handler({ deps }) {
        const general = await deps.settings.generalInfo();
        return {
          api_version: API_VERSION,
          server_time: deps.clock.now().toISOString(),
          locales: LOCALE_LIST.filter((l) => general.available_locales.includes(l.code)),
          currencies: general.available_currencies.map((code) => ({
            code,
            symbol: CURRENCIES[code]?.symbol ?? code,
          })),
        };
      },
    }),
  ],
});
