import { afterEach, describe, expect, it } from "vitest";

import { track } from "./outbox";
import { openSendSlots } from "./send-slots";
import { stopOutboxWorker } from "./worker";

describe("stopOutboxWorker", () => {
  // Stopping closes this process's send slots; later tests send again.
  afterEach(openSendSlots);

  it("waits for sends in flight", async () => {
    let finished = false;
    track(
      new Promise<void>((resolve) =>
        setTimeout(() => {
          finished = true;
          resolve();
        }, 200),
      ),
    );
    await stopOutboxWorker(5_000);
    expect(finished).toBe(true);
  });

  it("waits no longer than its bound for a send that hangs", async () => {
    track(new Promise(() => {}));
    const started = Date.now();
    await stopOutboxWorker(300);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(3_000);
  });
});
