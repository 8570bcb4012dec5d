import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentScripts, readBrowserManifest } from './route-scripts.js';

// What the first view of the lightest pages must never load again (issue 17, decisions 0052 and
// 0055): each of these once crept back in through one import. Read from the build `npm test` makes
// before Vitest runs; sizes are bench:web:js's business, these are facts.

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/build/client');

/** A marker each unwanted module leaves in the minified code (a name or a class it keeps as text). */
const UNWANTED = {
  "zod's runtime": 'ZodError',
  'a game client': 'plinko-board',
  'the chat widget': 'chat-widget',
  'the cashier texts': 'Payment methods',
  "the log-in dialogs' texts": 'starts with its country code',
  'the French texts': 'Aller au contenu',
};

// Reads the build: without one the test fails (`npm test` always builds before Vitest runs).
describe('the first view of the home page and the game hall', () => {
  for (const pathname of ['/', '/gamehall']) {
    it(`${pathname} loads no ${Object.keys(UNWANTED).join(', ')}`, () => {
      const manifest = readBrowserManifest(clientDir);
      const urls = documentScripts(manifest, pathname);
      const code = urls.map((url) => readFileSync(path.join(clientDir, url), 'utf8')).join('\n');
      const found = Object.entries(UNWANTED).filter(([, marker]) => code.includes(marker));
      expect(found.map(([what]) => what)).toEqual([]);
    });
  }
});
