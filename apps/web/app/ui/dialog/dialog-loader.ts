import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  useCallback,
  useContext,
} from 'react';
import type { DialogComponentProps, LoadDialog } from './dialog-component.js';
import type { DialogName } from './dialog-store.js';

type LazyDialog = LazyExoticComponent<ComponentType<DialogComponentProps>>;

/** The dialog loader the root provides (root.tsx); null outside it, where no dialog can open. */
export const DialogLoaderContext = createContext<LoadDialog | null>(null);

// One lazy component per loader and name, so that a dialog keeps its identity across renders.
const lazyDialogs = new WeakMap<LoadDialog, Map<DialogName, LazyDialog>>();

/**
 * The dialog component for a name, loaded on demand (React.lazy) so that pages ship no dialog code
 * until one opens; undefined when no loader was provided.
 */
export function useDialogComponent(name: DialogName | undefined): LazyDialog | undefined {
  const load = useContext(DialogLoaderContext);
  if (!load || !name) return undefined;
  const byName = lazyDialogs.get(load) ?? new Map<DialogName, LazyDialog>();
  lazyDialogs.set(load, byName);
  const component = byName.get(name) ?? lazy(() => load(name));
  byName.set(name, component);
  return component;
}

/**
 * Starts loading a dialog's code before it is asked for (the pointer is on the button that opens it),
 * so that it opens at once and keys typed straight away land in its first field.
 */
export function usePreloadDialog(): (name: DialogName) => void {
  const load = useContext(DialogLoaderContext);
  return useCallback(
    (name: DialogName) => {
      void load?.(name).catch(() => {
        // Opening the dialog will try again and show the failure where it matters.
      });
    },
    [load],
  );
}
