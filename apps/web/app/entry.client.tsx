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
