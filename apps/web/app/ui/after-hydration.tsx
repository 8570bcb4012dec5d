import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Renders its children from the first render after hydration, under a Suspense boundary of their own
 * (they are lazy): for what must not be part of the first view. Only this component renders again
 * when hydration ends, not the page around it.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
