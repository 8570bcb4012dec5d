import type { ModuleSeed } from './server-module.js';

/**
 * Runs the modules' seeds in the modules' order (services.ts's list): each module's `always` step,
 * then, for a demo, its `demo` step. The cross-module demo stories (seed/) run after, on services.
 */
export async function runModuleSeeds(
  modules: readonly { seed?: ModuleSeed }[],
  options: { demo: boolean },
): Promise<void> {
  for (const { seed } of modules) {
    await seed?.always?.();
    if (options.demo) await seed?.demo?.();
  }
}
