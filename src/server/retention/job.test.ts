import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { PURGE_INTERVAL_HOURS } from "@/lib/retention";

import { createTestDb, type TestDb } from "../../../test/db";
import { runDueJobs } from "../../../test/jobs";
import type { Db } from "../db/client";
import { jobQueueFor } from "../jobs/lifecycle";
import { DatabaseUnavailableError } from "../db/errors";
import { QUEUES } from "../jobs/queue";
import { PURGE_CRON, PURGE_FIRST_RUN_SECONDS, runRetentionJob, scheduleRetention } from "./job";

const T0 = new Date("2030-03-05T10:00:00.000Z");

describe("the purge job's period", () => {
  it("is the one the privacy policy prints (content/legal/privacy-policy.test.ts)", () => {
    expect(PURGE_INTERVAL_HOURS).toBe(24);
    expect(PURGE_CRON).toBe("30 2 * * *");
  });
});

describe("retention job", () => {
  // A stand-in database answering every delete with "1 row": the run is what is tested.
  const fakeDb = { execute: async () => ({ rows: [{ n: 1 }] }) } as unknown as Db;
  let log: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.restoreAllMocks();
    log = vi.spyOn(console, "log").mockImplementation(() => {});
    error = vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("purges and logs what it deleted", async () => {
    await runRetentionJob({ openDb: async () => fakeDb, clock: () => T0 });
    expect(log).toHaveBeenCalledWith(
      "[retention] deleted expired rows: contact_submissions 1, email_outbox 3, webhook_outbox 2, presentation_access_log 1, presentation_sessions 1, rate_limit_events 1, admin_sign_in_tokens 1, admin_sessions 1",
    );
  });

  it("logs a database that is down and throws, so the queue tries again within the hour", async () => {
    const openDb = vi.fn(async (): Promise<Db> => {
      throw new DatabaseUnavailableError(new Error("connect ECONNREFUSED"));
    });
    await expect(runRetentionJob({ openDb, clock: () => T0 })).rejects.toThrow(/retried/);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[retention\] database unreachable, will retry/),
    );
  });

  it("logs nothing when nothing expired", async () => {
    const emptyDb = { execute: async () => ({ rows: [{ n: 0 }] }) } as unknown as Db;
    await runRetentionJob({ openDb: async () => emptyDb, clock: () => T0 });
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe("retention on the queue", () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb("memory://");
  }, 120_000);
  afterAll(() => test.close());

  it("is scheduled daily (once across instances) and runs shortly after each start", async () => {
    const queue = await jobQueueFor(test.db);
    const before = Date.now();
    await scheduleRetention(queue);
    await scheduleRetention(queue); // a second instance starting: still one schedule
    const schedules = await queue.getSchedules(QUEUES.retention);
    expect(schedules.map((schedule) => [schedule.cron, schedule.timezone])).toEqual([
      [PURGE_CRON, "UTC"],
    ]);
    const [first] = await queue.findJobs(QUEUES.retention, { queued: true });
    const delay = (first!.startAfter.getTime() - before) / 1000;
    expect(delay).toBeGreaterThanOrEqual(PURGE_FIRST_RUN_SECONDS - 2);
    expect(delay).toBeLessThan(PURGE_FIRST_RUN_SECONDS + 10);
    // Not yet due; when it is, a run that fails is retried (an hour later).
    expect(await runDueJobs(queue, QUEUES.retention, async () => {})).toMatchObject({ sent: 0 });
    const retention = QUEUES.retention;
    expect((await queue.getQueue(retention))?.retryDelay).toBe(3600);
  });
});
