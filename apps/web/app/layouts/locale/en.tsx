import { Outlet } from 'react-router';
import { en } from '../../i18n/en.js';
import { registerCatalogue } from '../../i18n/locale.js';
import { loadFirstPageSections } from '../../i18n/page-sections.js';
import { registerInlinePageTexts } from '../../i18n/page-texts.js';

// The layout route above every English page (routes.ts): loading it brings the English catalogue, and no
// other, to the browser (decision 0052).
registerCatalogue('en', en);
// The first page's text sections: written into the page by the server; any the page lacks load
// beside its modules, not after them (entry.client.tsx waits for them).
registerInlinePageTexts();
loadFirstPageSections();

export default function EnCatalogue() {
  return <Outlet />;
}
