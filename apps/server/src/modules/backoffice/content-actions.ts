import type { Database } from '@jeton/db';
import type { PopupSave } from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import type { PopupsService } from '../popups/popups-service.js';
import type { AuditLog } from './audit-log.js';
import type { Actor } from './player-actions.js';

export interface ContentActionsDeps {
  db: Database;
  clock: Clock;
  popups: PopupsService;
  audit: AuditLog;
}

/**
 * What an operator with `content.manage` changes in the campaign popups: through their module, in
 * one transaction with its audit entry.
 */
export class ContentActions {
  constructor(private readonly deps: ContentActionsDeps) {}

  async savePopup(actor: Actor, input: PopupSave) {
    const { db, clock, popups, audit } = this.deps;
    return db.transaction(async (tx) => {
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
    });
  }
}
