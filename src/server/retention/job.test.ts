import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { PURGE_INTERVAL_HOURS } from "@/lib/retention";

import type { Db } from "../db/client";
import { DatabaseUnavailableError } from "../db/errors";
import {
  PURGE_FIRST_RUN_MS,
  PURGE_INTERVAL_MS,
  PURGE_RETRY_MS,
  startRetentionJob,
  stopRetentionJob,
} from "./job";

const T0 = new Date("2030-03-05T10:00:00.000Z");

describe("the purge job's period", () => {
  it("is the one the privacy policy prints (content/legal/privacy-policy.test.ts)", () => {
    expect(PURGE_INTERVAL_MS).toBe(PURGE_INTERVAL_HOURS * 60 * 60 * 1000);
  });
});

describe("retention job", () => {
  // A stand-in database answering every delete with "1 row": the schedule is what is tested.
  const fakeDb = { execute: async () => ({ rows: [{ n: 1 }] }) } as unknown as Db;
  let openDb: ReturnType<typeof vi.fn<() => Promise<Db>>>;
  let log: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    openDb = vi.fn(async () => fakeDb);
    log = vi.spyOn(console, "log").mockImplementation(() => {});
    error = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(async () => {
    await stopRetentionJob();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("runs shortly after start, then every day, once per process, until stopped", async () => {
    startRetentionJob({ openDb, clock: () => T0 });
    startRetentionJob({ openDb, clock: () => T0 });
    await vi.advanceTimersByTimeAsync(PURGE_FIRST_RUN_MS - 1);
    expect(openDb).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(openDb).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      "[retention] deleted expired rows: contact_submissions 1, email_outbox 3, webhook_outbox 2, presentation_access_log 1, presentation_sessions 1, rate_limit_events 1, admin_sign_in_tokens 1, admin_sessions 1",
    );
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS - 1);
    expect(openDb).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(openDb).toHaveBeenCalledTimes(2);

    await stopRetentionJob();
    await vi.advanceTimersByTimeAsync(2 * PURGE_INTERVAL_MS);
    expect(openDb).toHaveBeenCalledTimes(2);
  });

  it("logs a database that is down and tries again within the hour, without throwing", async () => {
    openDb.mockRejectedValueOnce(new DatabaseUnavailableError(new Error("connect ECONNREFUSED")));
    startRetentionJob({ openDb, clock: () => T0 });
    await vi.advanceTimersByTimeAsync(PURGE_FIRST_RUN_MS);
    expect(openDb).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[retention\] database unreachable, will retry/),
    );
    await vi.advanceTimersByTimeAsync(PURGE_RETRY_MS);
    expect(openDb).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("logs nothing when nothing expired", async () => {
    const emptyDb = { execute: async () => ({ rows: [{ n: 0 }] }) } as unknown as Db;
    startRetentionJob({ openDb: async () => emptyDb, clock: () => T0 });
    await vi.advanceTimersByTimeAsync(PURGE_FIRST_RUN_MS);
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
