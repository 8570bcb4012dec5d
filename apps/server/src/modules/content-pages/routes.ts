import { CONTENT_PAGE_SLUGS, contentAnswers } from '@jeton/domain';
import { z } from 'zod';
import { defineApiModule } from '../../api/method.js';
import type { CatalogueService } from '../games/catalogue-service.js';
import type { SportsbookService } from '../sportsbook/sportsbook-service.js';
import type { ContentPagesService } from './content-pages-service.js';
import { SITEMAP_MAX_EVENTS, SITEMAP_MAX_GAMES } from './content-pages-service.js';

// content: the content pages, the operator's robots rules and the sitemap's entries, read by the
// player site's server render (issue 16 item 2).

/** The services this module's handlers use, handed in by its module.ts. */
export interface ContentApiDeps {
  contentPages: ContentPagesService;
  catalogue: CatalogueService;
  sportsbook: SportsbookService;
}

export const contentApi = defineApiModule<ContentApiDeps>()({
  methods: (defineMethod) => [
    defineMethod({
      service: 'content',
      method: 'getPage',
      http: 'GET',
      access: 'public',
      errors: [],
      summary:
        "A content page in the call's locale, its Markdown rendered to safe HTML; null when unpublished",
      input: z.object({ slug: z.enum(CONTENT_PAGE_SLUGS) }),
      output: contentAnswers.getPage,
      handler: ({ deps, input, locale }) => deps.contentPages.page(input.slug, locale),
    }),
    defineMethod({
      service: 'content',
      method: 'getRobots',
      http: 'GET',
      access: 'public',
      errors: [],
      summary: "The operator's Disallow rules of robots.txt (the site's own are added by the site)",
      input: z.object({}),
      output: contentAnswers.getRobots,
      handler: async ({ deps }) => ({ disallow: await deps.contentPages.robotsRules() }),
    }),
    defineMethod({
      service: 'content',
      method: 'getSitemap',
      http: 'GET',
      access: 'public',
      errors: [],
      summary:
        'What sitemap.xml lists besides the main routes: published content pages, open games and the sports events open for betting',
      input: z.object({}),
      output: contentAnswers.getSitemap,
      handler: async ({ deps }) => {
        const [pages, sysnames, eventIds] = await Promise.all([
          deps.contentPages.list(),
          deps.catalogue.activeSysnames(SITEMAP_MAX_GAMES),
          deps.sportsbook.openEventIds(SITEMAP_MAX_EVENTS),
        ]);
        return {
          pages: pages.map(({ slug, locale, updatedAt }) => ({ slug, locale, updatedAt })),
          games: sysnames.map((sysname) => ({ sysname })),
          events: eventIds.map((id) => ({ id })),
        };
      },
    }),
  ],
});
