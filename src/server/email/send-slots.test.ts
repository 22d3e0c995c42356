import { afterEach, describe, expect, it } from "vitest";

import {
  acquireSendSlot,
  closeSendSlots,
  MAX_PARALLEL_SENDS,
  MAX_WAITING_IMMEDIATE_SENDS,
  openSendSlots,
  releaseSendSlot,
  sendSlotsInUse,
} from "./send-slots";

afterEach(() => {
  closeSendSlots();
  while (sendSlotsInUse() > 0) releaseSendSlot();
  openSendSlots();
});

describe("send slots", () => {
  it("lets 5 sends on the wire at once and hands each freed slot to the next in line", async () => {
    const granted = await Promise.all(
      Array.from({ length: MAX_PARALLEL_SENDS }, () => acquireSendSlot()),
    );
    expect(granted.every(Boolean)).toBe(true);
    let next: boolean | undefined;
    void acquireSendSlot().then((value) => (next = value));
    await Promise.resolve();
    expect(next).toBeUndefined();
    releaseSendSlot();
    await Promise.resolve();
    expect(next).toBe(true);
    expect(sendSlotsInUse()).toBe(MAX_PARALLEL_SENDS);
  });

  it("turns an immediate attempt away once enough mail is waiting; the worker still waits", async () => {
    for (let i = 0; i < MAX_PARALLEL_SENDS; i += 1) await acquireSendSlot();
    const waiting = Array.from({ length: MAX_WAITING_IMMEDIATE_SENDS }, () =>
      acquireSendSlot({ immediate: true }),
    );
    expect(await acquireSendSlot({ immediate: true })).toBe(false);
    let workerGranted: boolean | undefined;
    void acquireSendSlot().then((value) => (workerGranted = value));
    closeSendSlots();
    // Shutdown: everyone still waiting is told not to send.
    expect(await Promise.all(waiting)).toEqual(waiting.map(() => false));
    await Promise.resolve();
    expect(workerGranted).toBe(false);
    expect(await acquireSendSlot()).toBe(false);
  });
});
