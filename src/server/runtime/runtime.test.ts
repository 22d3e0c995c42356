import { afterEach, describe, expect, it, vi } from "vitest";

import {
  existingSingleton,
  forgetSingleton,
  onShutdown,
  processSingleton,
  runShutdown,
  settleWithin,
} from "./index";

describe("processSingleton", () => {
  afterEach(() => {
    forgetSingleton("test.value");
    forgetSingleton("test.promise");
  });

  it("makes the value once per process, even across module copies (globalThis)", async () => {
    const make = vi.fn(() => ({ made: Date.now() }));
    const first = processSingleton("test.value", make);
    expect(processSingleton("test.value", make)).toBe(first);
    vi.resetModules();
    const again = await import("./singleton");
    expect(again.processSingleton("test.value", make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(existingSingleton("test.value")).toBe(first);
    forgetSingleton("test.value");
    expect(existingSingleton("test.value")).toBeUndefined();
    expect(processSingleton("test.value", make)).not.toBe(first);
  });

  it("forgets a promise that rejects, so the next call tries again", async () => {
    const failing = processSingleton("test.promise", () => Promise.reject(new Error("down")));
    await expect(failing).rejects.toThrow("down");
    const working = processSingleton("test.promise", () => Promise.resolve("up"));
    expect(await working).toBe("up");
    expect(processSingleton("test.promise", () => Promise.resolve("other"))).toBe(working);
  });
});

describe("shutdown", () => {
  it("runs the stops last registered first, and one failure does not stop the others", async () => {
    const order: string[] = [];
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    onShutdown(() => {
      order.push("database");
    });
    onShutdown(() => {
      throw new Error("worker");
    });
    onShutdown(async () => {
      order.push("jobs");
    });
    await runShutdown();
    expect(order).toEqual(["jobs", "database"]);
    expect(error).toHaveBeenCalledTimes(1);
    await runShutdown(); // nothing left
    expect(order).toHaveLength(2);
    error.mockRestore();
  });

  it("settleWithin waits for every promise or its bound", async () => {
    // On a clock the test moves: what it asserts is which of the two ended the wait, not how fast.
    vi.useFakeTimers();
    try {
      let settled = false;
      void settleWithin([Promise.reject(new Error("x")), undefined, Promise.resolve()], 1_000).then(
        () => (settled = true),
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(true);

      let bounded = false;
      void settleWithin([new Promise(() => {})], 100).then(() => (bounded = true));
      await vi.advanceTimersByTimeAsync(99);
      expect(bounded).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(bounded).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
