
/**
 * Graceful shutdown: services register a stop function; scripts/start.mjs calls them all on
 * SIGTERM/SIGINT (through a global hook, since it lives outside the bundle), in reverse order of
 * registration, so the database closes after the services that use it.
 */
type Stop = () => Promise<void> | void;

const HOOK = Symbol.for("site.shutdown");
const stops: Stop[] = [];

export function onShutdown(stop: Stop) {
  stops.push(stop);
  (globalThis as Record<symbol, unknown>)[HOOK] = runShutdown;
}

export async function runShutdown() {
  while (stops.length) {
    const stop = stops.pop()!;
    try {
      await stop();
    } catch (error) {
      console.error("[shutdown]", error);
    }
  }
}
