import { useCallback, useSyncExternalStore } from "react";

/**
 * The address bar's query string as state. Prerendering sees "" (every post listed); in the
 * browser the real query takes over right after hydration. Writing uses history.replaceState,
 * so filtering adds no history entries and a reload keeps the filter.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

export function useUrlSearch(): [string, (search: string) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const setSearch = useCallback((next: string) => {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${next}${hash}`);
    for (const listener of listeners) listener();
  }, []);
  return [search, setSearch];
}
