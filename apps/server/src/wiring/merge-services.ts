import type { ApiModule, MountedApi } from '../api/method.js';
import type { ServerModule } from './server-module.js';

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void
  ? I
  : never;

/** The services of every module, as one object: the `Services` of the app. */
export type MergedServices<M extends readonly { services: object }[]> = UnionToIntersection<
  M[number]['services']
>;

/** What of a module the app mounts and the job runner starts, its services and API aside. */
export type ModuleParts = Omit<ServerModule, 'services' | 'api'>;

/** Every module's services in one object; a name two modules both claim is a wiring bug. */
export function mergeServices<const M extends readonly { services: object }[]>(
  modules: M,
): MergedServices<M> {
  const merged: Record<string, unknown> = {};
  for (const { services } of modules) {
    for (const [name, service] of Object.entries(services)) {
      if (name in merged) throw new Error(`Two modules make a service named ${name}`);
      merged[name] = service;
    }
  }
  return merged as MergedServices<M>;
}

/**
 * Every module's product API with the app's services. Typechecks only if `services` holds all that
 * each module's handlers declared (`ApiModule<Deps>` takes `Deps` contravariantly).
 */
export function mountApis<S extends object>(
  services: S,
  modules: readonly { api?: readonly ApiModule<S>[] }[],
): MountedApi[] {
  const handed = Object.freeze({ ...services });
  return modules.flatMap((module) => (module.api ?? []).map((api) => api.with(handed)));
}
