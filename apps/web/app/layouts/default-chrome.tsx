import { lazy, type ReactNode } from 'react';
import { isPlayer } from '../session/initial-data.js';
import { useRootData } from '../session/root-data.js';
import { AfterHydration } from '../ui/after-hydration.js';
import { DemoBand } from '../ui/demo-band.js';
import { SiteFooter } from '../ui/site-footer.js';
import { SkipLink } from '../ui/skip-link.js';
import { SiteHeader } from './header/site-header.js';

const PlayerHints = lazy(() => import('./player-hints.js'));

/** The default layout's frame: header with navigation, the page, footer. Error pages use it too. */
export function DefaultChrome({ children }: { children: ReactNode }) {
  const player = isPlayer(useRootData());
  return (
    <div className="layout layout-default">
      <SkipLink />
      <DemoBand />
      <SiteHeader />
      {player && (
        <AfterHydration>
          <PlayerHints />
        </AfterHydration>
      )}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
