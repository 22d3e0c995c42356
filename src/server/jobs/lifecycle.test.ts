import { describe, expect, it } from "vitest";

import { createTestDb, describeEachDatabase } from "../../../test/db";
import type { Db } from "../db/client";
import { jobQueueFor, stopJobQueueFor } from "./lifecycle";

describeEachDatabase("the job queue's lifecycle", (url) => {
  it("starts once on first use, again after a stop, and stops before the database closes", async () => {
    const test = await createTestDb(url);
    const first = await jobQueueFor(test.db);
    expect(await jobQueueFor(test.db)).toBe(first);
    // A stop, then a new queue on the next use, as a restarted process would have.
    await stopJobQueueFor(test.db);
    const second = await jobQueueFor(test.db);
    expect(second).not.toBe(first);
    expect(await second.getQueue("mail")).toBeTruthy();
    let stopped = false;
    second.on("stopped", () => (stopped = true));
    // Closing the database stops its queue first (on PGlite the queue shares its connection).
    await test.close();
    expect(stopped).toBe(true);
    // Creating a database is slow on a busy machine.
  }, 120_000);
});

describe("jobQueueFor", () => {
  it("refuses a database that src/server/db/client.ts did not open", async () => {
    await expect(jobQueueFor({} as Db)).rejects.toThrow(/no job queue for this database/);
  });
});
