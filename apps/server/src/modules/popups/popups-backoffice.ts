import type { Database } from '@jeton/db';
import type { BackofficeMethodName } from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import type { BackofficeContribution } from '../../wiring/backoffice-methods.js';
import type { PopupsService } from './popups-service.js';

type PopupsMethodName = Extract<BackofficeMethodName, `popups/${string}`>;

/**
 * The campaign popups' methods of the back office (decision 0093), given by the popups' module.ts:
 * a save is one transaction with its entry in the back office's audit log.
 */
export function popupsBackoffice(deps: {
  db: Database;
  clock: Clock;
  popups: PopupsService;
}): BackofficeContribution<PopupsMethodName> {
  const { db, clock, popups } = deps;
  return ({ audit }) => ({
    'popups/list': { errors: [], handle: async () => ({ items: await popups.list() }) },
    'popups/save': {
      errors: [],
      handle: ({ input, actor }) =>
        db.transaction(async (tx) => {
          const { before, after } = await popups.save(tx, input, clock.now());
          await audit.record(tx, {
            ...actor,
            action: 'popup.save',
            targetType: 'popup',
            targetId: `${input.locale}/${input.sysname}`,
            before,
            after,
          });
          return after;
        }),
    },
  });
}
