import type { LocaleCode } from '@jeton/domain';
import { authEn } from './auth.en.js';
import { authFr } from './auth.fr.js';
import { cashierEn } from './cashier.en.js';
import { cashierFr } from './cashier.fr.js';
import { emailConfirmationEn } from './email-confirmation.en.js';
import { emailConfirmationFr } from './email-confirmation.fr.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { gamehallEn } from './gamehall.en.js';
import { gamehallFr } from './gamehall.fr.js';
import { homeEn } from './home.en.js';
import { homeFr } from './home.fr.js';
import { registerCatalogue, registerSection, SECTION_NAMES } from './locale.js';
import type { Messages } from './messages.js';
import { pagesEn } from './pages.en.js';
import { pagesFr } from './pages.fr.js';
import { profileEn } from './profile.en.js';
import { profileFr } from './profile.fr.js';
import { recordsEn } from './records.en.js';
import { recordsFr } from './records.fr.js';
import { responsibleGamingEn } from './responsible-gaming.en.js';
import { responsibleGamingFr } from './responsible-gaming.fr.js';
import { securityEn } from './security.en.js';
import { securityFr } from './security.fr.js';
import { supportEn } from './support.en.js';
import { supportFr } from './support.fr.js';
import { verificationEn } from './verification.en.js';
import { verificationFr } from './verification.fr.js';

// Every locale's catalogue with all its sections, for the server (which renders any page in any
// locale), unit tests and the end-to-end tests. The browser never imports this: it gets its page's
// core catalogue from the locale layout route (decision 0052) and each area's texts with the area
// (sections.ts).

/** Every text of each locale, sections included. */
export const ALL_MESSAGES: Record<LocaleCode, Messages> = {
  en: {
    ...en,
    cashier: cashierEn,
    profile: profileEn,
    security: securityEn,
    verification: verificationEn,
    support: supportEn,
    responsibleGaming: responsibleGamingEn,
    records: recordsEn,
    auth: authEn,
    emailConfirmation: emailConfirmationEn,
    pages: pagesEn,
    home: homeEn,
    gamehall: gamehallEn,
  },
  fr: {
    ...fr,
    cashier: cashierFr,
    profile: profileFr,
    security: securityFr,
    verification: verificationFr,
    support: supportFr,
    responsibleGaming: responsibleGamingFr,
    records: recordsFr,
    auth: authFr,
    emailConfirmation: emailConfirmationFr,
    pages: pagesFr,
    home: homeFr,
    gamehall: gamehallFr,
  },
};

for (const [locale, messages] of Object.entries(ALL_MESSAGES) as [LocaleCode, Messages][]) {
  for (const name of SECTION_NAMES) registerSection(locale, name, messages[name] as never);
  registerCatalogue(locale, messages);
}
