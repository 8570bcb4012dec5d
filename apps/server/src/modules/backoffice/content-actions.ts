import type { Database } from '@jeton/db';
import type { PopupSave } from '@jeton/domain/backoffice';
import type { Clock } from '../../clock.js';
import type { ContentPagesService, ContentSave } from '../content-pages/content-pages-service.js';
import type { PopupsService } from '../popups/popups-service.js';
import type { AuditLog } from './audit-log.js';
import type { Actor } from './player-actions.js';

export interface ContentActionsDeps {
  db: Database;
  clock: Clock;
  contentPages: ContentPagesService;
  popups: PopupsService;
  audit: AuditLog;
}

/**
 * What an operator with `content.manage` changes: a content page's next version, the robots rules
 * and the campaign popups, each through its module and in one transaction with its audit entry.
 */
export class ContentActions {
  constructor(private readonly deps: ContentActionsDeps) {}

  async savePage(actor: Actor, input: ContentSave) {
    const { db, contentPages, audit } = this.deps;
    return db.transaction(async (tx) => {
      const saved = await contentPages.publish(tx, actor.operatorId, input);
      await audit.record(tx, {
        ...actor,
        action: 'content.save',
        targetType: 'content_page',
        targetId: `${input.locale}/${input.slug}`,
        before: saved.before,
        after: { version: saved.version, title: input.title, robots: input.robots },
      });
      return { version: saved.version };
    });
  }

  async saveRobots(actor: Actor, disallow: readonly string[]) {
    const { db, contentPages, audit } = this.deps;
    return db.transaction(async (tx) => {
      const before = await contentPages.saveRobotsRules(tx, disallow);
      const after = [...new Set(disallow)];
      await audit.record(tx, {
        ...actor,
        action: 'content.robots',
        targetType: 'robots',
        targetId: 'robots.txt',
        before: { disallow: before },
        after: { disallow: after },
      });
      return { disallow: after };
    });
  }

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
