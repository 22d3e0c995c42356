import { processSingleton } from "./singleton";

/**
 * Graceful shutdown: services register a stop function as they start; scripts/start.mjs calls
 * `runShutdown()` on SIGTERM/SIGINT once the requests in flight are answered. Stops run in reverse
 * order of registration, so the database closes after the services that use it.
 */
export type Stop = () => Promise<void> | void;

const stops = () => processSingleton("runtime.shutdown", (): Stop[] => []);

export function onShutdown(stop: Stop): void {
  stops().push(stop);
}

/** Run every registered stop, last registered first; one that fails does not stop the others. */
export async function runShutdown(): Promise<void> {
  const pending = stops();
  while (pending.length) {
    const stop = pending.pop()!;
    try {
      await stop();
    } catch (error) {
      console.error("[shutdown]", error);
    }
  }
}

/** Wait for every promise to settle, or `timeoutMs`, whichever comes first; never throws. */
export async function settleWithin(
  promises: Iterable<Promise<unknown> | undefined>,
  timeoutMs: number,
): Promise<void> {
  const waiting = [...promises].filter((promise) => promise !== undefined);
  if (waiting.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(waiting),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
