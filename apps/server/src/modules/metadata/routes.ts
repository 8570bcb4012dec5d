import { API_VERSION, CURRENCIES, LOCALE_LIST, metadataAnswers } from '@jeton/domain';
import { z } from 'zod';
import { type ApiMethod, defineMethod } from '../../api/method.js';

// metadata: what the site offers, read by the web app at start.

export const metadataMethods: ApiMethod[] = [
  defineMethod({
    service: 'metadata',
    method: 'getgeneralinfo',
    http: 'GET',
    access: 'public',
    summary: 'General info: currencies, locales, domain state, inactivity times',
    input: z.object({}),
    output: metadataAnswers.getgeneralinfo,
    handler: ({ services }) => services.settings.generalInfo(),
  }),
  defineMethod({
    service: 'metadata',
    method: 'get',
    http: 'GET',
    access: 'public',
    summary: 'Locales, currencies, API version and server time',
    input: z.object({}),
    output: metadataAnswers.get,
    async handler({ services }) {
      const general = await services.settings.generalInfo();
      return {
        api_version: API_VERSION,
        server_time: services.clock.now().toISOString(),
        locales: LOCALE_LIST.filter((l) => general.available_locales.includes(l.code)),
        currencies: general.available_currencies.map((code) => ({
          code,
          symbol: CURRENCIES[code]?.symbol ?? code,
        })),
      };
    },
  }),
];
