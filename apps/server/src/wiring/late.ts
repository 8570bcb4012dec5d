/**
 * A service of a module made later in services.ts, for the few pairs of modules that need each
 * other (campaigns grant through bonuses, whose offers are the campaigns'): the earlier one is handed
 * `late.use`, which forwards each call to the real service once `late.set` has been called at the
 * end of the list. A call before that is a wiring bug and says so.
 */
export interface Late<T extends object> {
  readonly use: T;
  set(service: T): void;
}

export function late<T extends object>(name: string): Late<T> {
  let target: T | null = null;
  const use = new Proxy({} as T, {
    get(_, key) {
      if (!target) throw new Error(`${name} is used before services.ts made it`);
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    use,
    set(service) {
      target = service;
    },
  };
}
