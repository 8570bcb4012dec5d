import type { LocaleCode } from '@jeton/domain';
import { useLocation } from 'react-router';
import { useLocale } from './hooks.js';
import { messagesFor, registerSection } from './locale.js';
import type { SectionName } from './messages.js';
import { sectionsForPath } from './page-sections.js';

// The first page's text sections travel inside its HTML, as JSON: the browser registers them before
// it hydrates, with no request and no wait, so an area's page is interactive as soon as a page
// without sections is. Later navigations load their sections as chunks (sections.ts).

const ELEMENT_ID = 'page-texts';

interface InlineTexts {
  locale: LocaleCode;
  sections: Partial<Record<SectionName, unknown>>;
}

/** JSON safe inside a script element: `<` escaped, so no `</script>` or `<!--` can end it. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The sections of `pathname` in `locale`, as the server writes them into the page. */
export function pageTextsJson(pathname: string, locale: LocaleCode): string {
  const messages = messagesFor(locale);
  const sections = Object.fromEntries(sectionsForPath(pathname).map((name) => [name, messages[name]]));
  return inlineJson({ locale, sections } satisfies InlineTexts);
}

// In the browser, the text the server wrote, read once: every render writes the same, so hydration
// and later renders leave the element alone.
const fromServer =
  typeof document === 'undefined' ? null : (document.getElementById(ELEMENT_ID)?.textContent ?? '');

/** The JSON element in the document's body (root.tsx's Layout). */
export function PageTexts() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const json = fromServer ?? pageTextsJson(pathname, locale);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data escaped by inlineJson, never run.
  return <script type="application/json" id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** Registers the sections the server wrote into this page (the locale layouts call it first thing). */
export function registerInlinePageTexts(): void {
  if (!fromServer) return;
  const { locale, sections } = JSON.parse(fromServer) as InlineTexts;
  for (const [name, texts] of Object.entries(sections))
    registerSection(locale, name as SectionName, texts as never);
}
