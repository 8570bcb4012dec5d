import { z } from 'zod';
import { CONTENT_LIMITS, CONTENT_PAGE_SLUGS, CONTENT_ROBOTS } from '../entities/content-pages.js';
import { LOCALES } from '../locale.js';
import { isoDateTime, requiredText } from './shared.js';

// content/list, content/get, content/save, content/preview, content/getRobots, content/saveRobots:
// the content pages and the robots rules an operator with `content.manage` edits.

export const contentPageKeyInput = z
  .object({ slug: z.enum(CONTENT_PAGE_SLUGS), locale: z.enum(LOCALES) })
  .strict();

/** An Open Graph image: an https URL or a path on the site, never another scheme. */
const ogImageField = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.ogImage)
  .regex(/^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, 'An https:// address or a path starting with /')
  .nullable();

export const contentSaveInput = contentPageKeyInput
  .extend({
    title: requiredText(CONTENT_LIMITS.title),
    description: requiredText(CONTENT_LIMITS.description),
    body: z.string().min(1).max(CONTENT_LIMITS.body),
    robots: z.enum(CONTENT_ROBOTS),
    ogImage: ogImageField,
    /** The version the operator edited: a newer one published meanwhile refuses the save. */
    baseVersion: z.number().int().min(0),
  })
  .strict();

export const contentPreviewInput = z.object({ body: z.string().max(CONTENT_LIMITS.body) }).strict();

/** A Disallow path of robots.txt: one line, starting with /, nothing a crawler would misread. */
export const robotsRuleField = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.robotsRule)
  .regex(/^\/[^\s#]*$/, 'A path starting with /, without spaces');

export const robotsSaveInput = z
  .object({ disallow: z.array(robotsRuleField).max(CONTENT_LIMITS.robotsRules) })
  .strict();

export const contentListItemSchema = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  locale: z.enum(LOCALES),
  title: z.string(),
  version: z.number().int(),
  updatedAt: isoDateTime,
  /** Who published the version shown; null for the seeded text. */
  operatorEmail: z.string().nullable(),
});

export type ContentListItem = z.output<typeof contentListItemSchema>;

export const contentListAnswer = z.object({ items: z.array(contentListItemSchema) });

export const contentPageDetailSchema = contentListItemSchema.extend({
  description: z.string(),
  body: z.string(),
  robots: z.enum(CONTENT_ROBOTS),
  ogImage: z.string().nullable(),
});

export type ContentPageDetail = z.output<typeof contentPageDetailSchema>;

export const contentSaveAnswer = z.object({ version: z.number().int() });
export const contentPreviewAnswer = z.object({ html: z.string() });
export const robotsAnswer = z.object({ disallow: z.array(z.string()) });
