import type { CustomCodeEntry } from '@jeton/domain';
import type { EntryContext } from 'react-router';
import type { RootData } from '../session/root-data.js';

/** The custom code entries of the page's content configuration (none when the root failed). */
export function customCodeOf(routerContext: EntryContext): readonly CustomCodeEntry[] {
  const root = routerContext.staticHandlerContext.loaderData.root as RootData | undefined;
  return root?.content?.seo?.customCode ?? [];
}
