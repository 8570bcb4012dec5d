import { Outlet } from 'react-router';
import { fr } from '../../i18n/fr.js';
import { registerCatalogue } from '../../i18n/locale.js';

// The layout route above every French page (routes.ts): loading it brings the French catalogue, and no
// other, to the browser (decision 0052).
registerCatalogue('fr', fr);

export default function FrCatalogue() {
  return <Outlet />;
}
