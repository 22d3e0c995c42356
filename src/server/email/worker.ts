
import { getDb, isConnectionError } from "../db/client";
import { drainOutbox, inflightSends } from "./outbox";
import { closeSendSlots, openSendSlots } from "./send-slots";
import { getMailTransport } from "./transport";

/** How often the worker looks for due mail; the shortest backoff is one minute. */
export const OUTBOX_POLL_MS = 15_000;

type WorkerState = { timer?: NodeJS.Timeout; running?: Promise<void>; stopped: boolean };

// One worker per process, whichever bundle starts or stops it.
const KEY = Symbol.for("site.mail.worker");
const store = globalThis as typeof globalThis & { [KEY]?: WorkerState };

async function tick() {
  try {
    const db = await getDb();
    const result = await drainOutbox(db, getMailTransport(), new Date());
    if (result.sent || result.retried || result.failed) {
      console.log(
        `[mail] outbox: ${result.sent} sent, ${result.retried} to retry, ${result.failed} failed`,
      );
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      isConnectionError(error)
        ? `[mail] outbox worker: database unreachable, will retry: ${message}`
        : `[mail] outbox worker error: ${message}`,
    );
  }
}

function schedule(state: WorkerState, delay: number) {
  if (state.stopped) return;
  state.timer = setTimeout(() => {
    state.running = tick().finally(() => {
      state.running = undefined;
      schedule(state, OUTBOX_POLL_MS);
    });
  }, delay);
  state.timer.unref?.();
}

/** Start the outbox worker of this process (once; later calls do nothing). */
export function startOutboxWorker(): void {
  if (store[KEY] && !store[KEY].stopped) return;
  openSendSlots();
  const state: WorkerState = { stopped: false };
  store[KEY] = state;
  schedule(state, 0);
}

/**
 * Stop the worker and wait, at most `timeoutMs`, for sends in flight (the worker's and the
 * immediate attempts of requests) so that a graceful shutdown loses nothing it could finish.
 * Sends still waiting for a slot are handed back to the outbox unsent; whatever is on the wire
 * past the bound stays `sending` and is taken over when its lock expires.
 */
export async function stopOutboxWorker(timeoutMs = 10_000): Promise<void> {
  const state = store[KEY];
  if (state) {
    state.stopped = true;
    clearTimeout(state.timer);
  }
  // Sends not yet on the wire never start: their messages go back to the outbox at once.
  closeSendSlots();
  const pending = [state?.running, ...inflightSends()].filter(Boolean);
  if (pending.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(pending),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
