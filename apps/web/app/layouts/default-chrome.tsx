import type { ReactNode } from 'react';
import { RegistrationHint } from '../features/cashier/registration-hint-banner.js';
import { ConfirmHint } from '../features/confirmation/confirm-hint.js';
import { DemoBand } from '../ui/demo-band.js';
import { SiteHeader } from '../ui/header/site-header.js';
import { SiteFooter } from '../ui/site-footer.js';
import { SkipLink } from '../ui/skip-link.js';

/** The default layout's frame: header with navigation, the page, footer. Error pages use it too. */
export function DefaultChrome({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-default">
      <SkipLink />
      <DemoBand />
      <SiteHeader />
      <ConfirmHint />
      <RegistrationHint />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
