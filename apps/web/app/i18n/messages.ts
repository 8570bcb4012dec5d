import type { authEn } from './auth.en.js';
import type { cashierEn } from './cashier.en.js';
import type { emailConfirmationEn } from './email-confirmation.en.js';
import type { en } from './en.js';
import type { gamehallEn } from './gamehall.en.js';
import type { homeEn } from './home.en.js';
import type { pagesEn } from './pages.en.js';
import type { profileEn } from './profile.en.js';
import type { recordsEn } from './records.en.js';
import type { responsibleGamingEn } from './responsible-gaming.en.js';
import type { securityEn } from './security.en.js';
import type { supportEn } from './support.en.js';
import type { verificationEn } from './verification.en.js';

/** A catalogue with the shape of T where every text is a string: the contract between locales. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The texts every page may show (header, footer, dialogs' common words, errors): en.ts and fr.ts. */
export type CoreMessages = Catalogue<typeof en>;

/**
 * The texts of one area of the site, loaded with its pages only (sections.ts): English defines each
 * shape, the other locales' files match it key for key.
 */
export interface SectionShapes {
  cashier: typeof cashierEn;
  profile: typeof profileEn;
  security: typeof securityEn;
  verification: typeof verificationEn;
  support: typeof supportEn;
  responsibleGaming: typeof responsibleGamingEn;
  records: typeof recordsEn;
  auth: typeof authEn;
  emailConfirmation: typeof emailConfirmationEn;
  pages: typeof pagesEn;
  home: typeof homeEn;
  gamehall: typeof gamehallEn;
}
export type SectionName = keyof SectionShapes;
export type SectionMessages<N extends SectionName> = Catalogue<SectionShapes[N]>;

/** The texts of a locale: the core, and every section (present once its area is loaded). */
export type Messages = CoreMessages & { readonly [N in SectionName]: SectionMessages<N> };
