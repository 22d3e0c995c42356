import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once the island is live. An island's
 * controls stay disabled until then, so nothing typed or clicked before its JavaScript runs is
 * lost or sent the browser's way (a form without handler would submit to the page's address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
