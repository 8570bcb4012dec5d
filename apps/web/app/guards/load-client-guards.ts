/** The browser's navigation guards, loaded once, on demand (root.tsx). */
export function loadClientGuards() {
  return import('./client-guards.js');
}
