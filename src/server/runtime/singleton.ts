/**
 * Process-wide values (the database handle, the mail transport, the deck's secrets, the state of
 * the send slots and of the periodic jobs): exactly one per process, kept on globalThis under
 * their name, so every copy of a module sees the same one — a second bundle, or a test that
 * reloads its modules. Two PGlite handles on one folder would corrupt it; two send queues would
 * break the shutdown's count (epic-stack's `remember`).
 */
const REGISTRY = Symbol.for("site.runtime.singletons");

function registry(): Map<string, unknown> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, unknown> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/**
 * The process's value named `name`, made by `make` on first use. A promise that rejects is
 * forgotten, so the next call tries again (a database that was down at the first request).
 */
export function processSingleton<T>(name: string, make: () => T): T {
  const values = registry();
  if (values.has(name)) return values.get(name) as T;
  const value = make();
  values.set(name, value);
  if (value instanceof Promise) {
    value.catch(() => {
      if (values.get(name) === value) values.delete(name);
    });
  }
  return value;
}

/** The value if one was made, without making it (closing what may never have been opened). */
export function existingSingleton<T>(name: string): T | undefined {
  return registry().get(name) as T | undefined;
}

/** Forget the value: the next `processSingleton(name, …)` makes a new one. */
export function forgetSingleton(name: string): void {
  registry().delete(name);
}
