import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { isoDateTime, requiredText, sysnameSchema } from './shared.js';

// popups/list and popups/save: the campaign popups a player is shown (spec section 4's queued
// campaign popups), edited per language by an operator with `content.manage`.

export const POPUP_LIMITS = { sysname: 64, title: 120, text: 2000, url: 500, buttonLabel: 40 } as const;

/** An image or button target: a path on the site or an https address, never another scheme. */
const siteOrHttps = z
  .string()
  .trim()
  .max(POPUP_LIMITS.url)
  .regex(/^(|https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, 'An https:// address or a path starting with /');

export const popupSaveInput = z
  .object({
    sysname: sysnameSchema(POPUP_LIMITS.sysname),
    locale: z.enum(LOCALES),
    title: requiredText(POPUP_LIMITS.title),
    text: requiredText(POPUP_LIMITS.text),
    imageUrl: siteOrHttps,
    buttonLabel: z.string().trim().max(POPUP_LIMITS.buttonLabel),
    buttonUrl: siteOrHttps,
    isActive: z.boolean(),
  })
  .strict()
  // A button needs both its words and where it goes: the missing one is the field to fill in.
  .superRefine((popup, context) => {
    if ((popup.buttonLabel === '') === (popup.buttonUrl === '')) return;
    const missing = popup.buttonLabel === '' ? 'buttonLabel' : 'buttonUrl';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'Give the button both a label and an address',
    });
  });

export type PopupSave = z.output<typeof popupSaveInput>;

export const popupSchema = z.object({
  sysname: z.string(),
  locale: z.enum(LOCALES),
  title: z.string(),
  text: z.string(),
  imageUrl: z.string(),
  buttonLabel: z.string(),
  buttonUrl: z.string(),
  isActive: z.boolean(),
  updatedAt: isoDateTime,
});

export type PopupRow = z.output<typeof popupSchema>;

export const popupListAnswer = z.object({ items: z.array(popupSchema) });
