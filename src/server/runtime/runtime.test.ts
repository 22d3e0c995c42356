import { afterEach, describe, expect, it, vi } from "vitest";

import {
  existingSingleton,
  forgetSingleton,
  onShutdown,
  periodicJob,
  processSingleton,
  runShutdown,
  runningJob,
  settleWithin,
  stopPeriodicJob,
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

describe("periodicJob", () => {
  afterEach(async () => {
    await stopPeriodicJob("test.job");
    vi.useRealTimers();
  });

  it("runs after its first delay, then at its interval, sooner after a failure, once per name", async () => {
    vi.useFakeTimers();
    const outcomes = [true, false, true];
    const run = vi.fn(async () => outcomes.shift() ?? true);
    const job = periodicJob("test.job", { firstRunMs: 100, intervalMs: 1_000, retryMs: 300, run });
    expect(periodicJob("test.job", { firstRunMs: 0, intervalMs: 1, run })).toBe(job);
    expect(runningJob("test.job")).toBe(job);
    await vi.advanceTimersByTimeAsync(99);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000); // succeeded: a full interval
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300); // failed: the retry delay
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
    expect(runningJob("test.job")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("counts a throw as a failed run and keeps going", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    periodicJob("test.job", {
      firstRunMs: 0,
      intervalMs: 1_000,
      retryMs: 10,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error("boom");
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toBe(2);
    expect(error).toHaveBeenCalledWith("[test.job] run failed:", expect.any(Error));
    error.mockRestore();
  });

  it("stop waits for the run in progress, within its bound", async () => {
    let finish!: () => void;
    periodicJob("test.job", {
      firstRunMs: 0,
      intervalMs: 1_000,
      run: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    const stopping = stopPeriodicJob("test.job", 5_000);
    setTimeout(() => finish(), 100);
    await stopping;
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);

    periodicJob("test.job", { firstRunMs: 0, intervalMs: 1_000, run: () => new Promise(() => {}) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const hung = Date.now();
    await stopPeriodicJob("test.job", 200);
    expect(Date.now() - hung).toBeLessThan(2_000);
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
    const started = Date.now();
    await settleWithin([Promise.reject(new Error("x")), undefined, Promise.resolve()], 1_000);
    expect(Date.now() - started).toBeLessThan(500);
    await settleWithin([new Promise(() => {})], 100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});
