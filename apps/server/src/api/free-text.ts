import { z } from 'zod';

/**
 * Free text from a player (a feedback message, a chat line): control characters other than line
 * breaks and tabs are dropped, ends trimmed, and it must then hold something. It is stored and
 * shown as text (React escapes it, emails are plain text), so markup in it stays harmless text.
 */
export function freeText(max: number) {
  return z
    .string()
    .transform((text) =>
      text
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{Cc}\n\t]/gu, '')
        .trim(),
    )
    .pipe(z.string().min(1).max(max));
}
