import { z } from 'zod';
import { CONTENT_PAGE_SLUGS, CONTENT_ROBOTS } from '../entities/content-pages.js';
import { LOCALES } from '../locale.js';

// The answers of the content service: a content page rendered for the player site, the
// operator's robots rules, and what the sitemap lists.

export const contentPageSchema = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  locale: z.enum(LOCALES),
  title: z.string(),
  description: z.string(),
  /** The Markdown rendered to HTML and sanitised by the server: safe to insert as is. */
  html: z.string(),
  robots: z.enum(CONTENT_ROBOTS),
  ogImage: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ContentPage = z.output<typeof contentPageSchema>;

export const contentAnswers = {
  /** null: the page has no text in this locale yet (the site answers 404). */
  getPage: contentPageSchema.nullable(),
  getRobots: z.object({ disallow: z.array(z.string()) }),
  getSitemap: z.object({
    pages: z.array(
      z.object({ slug: z.enum(CONTENT_PAGE_SLUGS), locale: z.enum(LOCALES), updatedAt: z.string() }),
    ),
    games: z.array(z.object({ sysname: z.string() })),
    /** Sports events open for betting (upcoming and in play): their pages (decision 0080). */
    events: z.array(z.object({ id: z.number().int().positive() })),
  }),
};
