import type { DialogName } from './dialog-store.js';

/**
 * preloadDialog for the header's buttons, which are part of every first view: the registry (a
 * loader per dialog) is imported only when the pointer or focus reaches a button.
 */
export function warmDialog(name: DialogName): void {
  void import('./dialog-registry.js').then(({ preloadDialog }) => preloadDialog(name)).catch(() => undefined);
}
