import type { Database } from '@jeton/db';
import type { BackofficeMethodName } from '@jeton/domain/backoffice';
import { declared } from '../../api/declared-errors.js';
import type { BackofficeContribution } from '../../wiring/backoffice-methods.js';
import { CONTENT_PAGES_ERRORS } from './content-pages-errors.js';
import type { ContentPagesService } from './content-pages-service.js';
import { renderMarkdown } from './markdown-renderer.js';

type ContentMethodName = Extract<BackofficeMethodName, `content/${string}`>;

/**
 * The content pages' and robots rules' methods of the back office (decision 0093), given by the
 * content pages' module.ts: a page's next version and the robots rules are each saved in one
 * transaction with their entry in the back office's audit log.
 */
export function contentPagesBackoffice(deps: {
  db: Database;
  contentPages: ContentPagesService;
}): BackofficeContribution<ContentMethodName> {
  const { db, contentPages } = deps;
  return ({ audit }) => ({
    'content/list': { errors: [], handle: async () => ({ items: await contentPages.list() }) },
    'content/get': { errors: [], handle: ({ input }) => contentPages.detail(input.slug, input.locale) },
    'content/save': {
      errors: declared(CONTENT_PAGES_ERRORS, 'CONTENT_VERSION_CONFLICT'),
      handle: ({ input, actor }) =>
        db.transaction(async (tx) => {
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
        }),
    },
    'content/preview': { errors: [], handle: async ({ input }) => ({ html: renderMarkdown(input.body) }) },
    'content/getRobots': { errors: [], handle: async () => ({ disallow: await contentPages.robotsRules() }) },
    'content/saveRobots': {
      errors: [],
      handle: ({ input, actor }) =>
        db.transaction(async (tx) => {
          const before = await contentPages.saveRobotsRules(tx, input.disallow);
          const after = [...new Set(input.disallow)];
          await audit.record(tx, {
            ...actor,
            action: 'content.robots',
            targetType: 'robots',
            targetId: 'robots.txt',
            before: { disallow: before },
            after: { disallow: after },
          });
          return { disallow: after };
        }),
    },
  });
}
