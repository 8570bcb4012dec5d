import { en } from './en.js';
import { fr } from './fr.js';
import { registerCatalogue } from './locale.js';

// Every locale's catalogue, for the server (which renders any locale) and unit tests. The browser
// never imports this: it gets its page's catalogue from the locale layout route (decision 0052).
registerCatalogue('en', en);
registerCatalogue('fr', fr);
