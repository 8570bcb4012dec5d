import { Outlet } from 'react-router';
import { en } from '../../i18n/en.js';
import { registerCatalogue } from '../../i18n/locale.js';

// The layout route above every English page (routes.ts): loading it brings the English catalogue, and no
// other, to the browser (decision 0052).
registerCatalogue('en', en);

export default function EnCatalogue() {
  return <Outlet />;
}
