import type { ReactNode } from 'react';
import { LocaleSwitcher } from './header/locale-switcher.js';
import { Logo } from './header/logo.js';
import './header/header.css';
import { DemoBand } from '../ui/demo-band.js';

/** The empty layout: the logo and the locale switch only (forms, maintenance, forbidden). */
export function EmptyChrome({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-empty">
      <DemoBand />
      <header className="empty-header">
        <Logo />
        <LocaleSwitcher />
      </header>
      <main id="main" className="empty-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
