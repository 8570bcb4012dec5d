// The site's base styles before any component's: the browser build puts the CSS of the modules every
// page runs into one file in the order the modules run (vite.config.ts), and this module runs first.
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadFirstPageSections } from './i18n/page-sections.js';

// React Router's default entry, after the first page's text sections are in: the hydrated tree
// must render the words the server rendered (page-sections.ts). The locale layout started loading
// them beside the page's modules; pages without sections (home, game hall, games) hydrate at once.
const sections = loadFirstPageSections();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (sections) sections.then(hydrate, hydrate);
else hydrate();
