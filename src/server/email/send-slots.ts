import { processSingleton } from "../runtime";

/**
 * How many messages one process has on the wire at once (the SMTP pool's connections). The rest
 * wait here, not inside the mail library, so that a shutdown can take them back before they are
 * sent: a message that was sent but not yet recorded goes out twice after a restart, one that never
 * left goes out once (docs/decisions/0004-email-outbox.md).
 */
export const MAX_PARALLEL_SENDS = 5;

/**
 * Immediate attempts (a request's own mail) wait for a slot only while fewer than this many are
 * waiting; past that the message is left to the worker, so a burst of enquiries queues its mail
 * in the database, not in memory.
 */
export const MAX_WAITING_IMMEDIATE_SENDS = 20;

type Slots = { active: number; waiting: ((granted: boolean) => void)[]; closed: boolean };

// One set of slots per process, whoever sends: requests and the worker.
const slots = () =>
  processSingleton("mail.sendSlots", (): Slots => ({ active: 0, waiting: [], closed: false }));

/**
 * Wait for a slot; false when the send must not start: the process is shutting down, or, for an
 * immediate attempt (`immediate`), too many sends are already waiting.
 */
export function acquireSendSlot(options: { immediate?: boolean } = {}): Promise<boolean> {
  const state = slots();
  if (state.closed) return Promise.resolve(false);
  if (state.active < MAX_PARALLEL_SENDS) {
    state.active += 1;
    return Promise.resolve(true);
  }
  if (options.immediate && state.waiting.length >= MAX_WAITING_IMMEDIATE_SENDS) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => state.waiting.push(resolve));
}

export function releaseSendSlot(): void {
  const state = slots();
  const next = state.waiting.shift();
  // The slot passes straight to the next waiting send.
  if (next) next(true);
  else state.active = Math.max(0, state.active - 1);
}

/** Shutdown: no send starts any more; those waiting are told so at once. */
export function closeSendSlots(): void {
  const state = slots();
  state.closed = true;
  for (const waiting of state.waiting.splice(0)) waiting(false);
}

/** A (re)started worker sends again (and tests reset the process between cases). */
export function openSendSlots(): void {
  slots().closed = false;
}

export function sendSlotsInUse(): number {
  return slots().active;
}
