/**
 * The site script's side of the event replay (early-clicks.mjs, the inline head script that keeps
 * clicks made before the site script was attached). A control that must treat its early click
 * differently from a live one takes it out first (`takeEarlyClick`); the rest are replayed, in
 * the order they were made, by `replayEarlyClicks()`, called once every listener of the site
 * script is attached. While a replayed click is handled, `pressedAt()` gives the time of the
 * visitor's press, so a deadline (the enquiry button's fallback) counts from the press, not from
 * the replay.
 */
import { EARLY_CLICKS_GLOBAL } from "./early-clicks.mjs";

interface EarlyClick {
  el: Element;
  /** Date.now() at the press. */
  t: number;
}

interface EarlyClicks {
  q: EarlyClick[];
  stop: () => void;
}

const early = (): EarlyClicks | undefined =>
  (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];

let replayedPress: number | null = null;

/** When the press being handled now was made: at an early click's replay, its own time. */
export function pressedAt(): number {
  return replayedPress ?? Date.now();
}

/** Takes the early clicks on `element` out of the queue; whether there were any. */
export function takeEarlyClick(element: Element): boolean {
  const queue = early()?.q;
  if (!queue) return false;
  let taken = false;
  for (let index = queue.length - 1; index >= 0; index -= 1) {
    if (queue[index]!.el === element) {
      queue.splice(index, 1);
      taken = true;
    }
  }
  return taken;
}

/** Stops keeping clicks and replays the kept ones on their controls (each still on the page). */
export function replayEarlyClicks() {
  const kept = early();
  if (!kept) return;
  kept.stop();
  for (const { el, t } of kept.q.splice(0)) {
    if (!(el instanceof HTMLElement) || !el.isConnected) continue;
    replayedPress = t;
    try {
      el.click();
    } finally {
      replayedPress = null;
    }
  }
}
