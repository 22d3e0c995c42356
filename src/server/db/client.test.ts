import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { openDbHandle, queryRows, type DbHandle } from "./client";
import { driverFor } from "./driver";
import { isConnectionError } from "./errors";
import { contactSubmissions } from "./schema";
import { createTestDb, describeEachDatabase } from "../../../test/db";

describe("driverFor", () => {
  it("picks the driver from DATABASE_URL", () => {
    expect(driverFor(undefined)).toBe("pglite-file");
    expect(driverFor("memory://")).toBe("pglite-memory");
    expect(driverFor("postgres://postgres@127.0.0.1:5432/test")).toBe("postgres");
  });
});

describeEachDatabase("migrations", (url) => {
  it("create every table, and running them again changes nothing", async () => {
    const test = await createTestDb(url);
    try {
      const [row] = await test.db
        .insert(contactSubmissions)
        .values({
          name: "Asha",
          email: "asha@example.com",
          phone: "+91 98765 43210",
          serviceType: "MVP Development",
          submissionId: "6f1c0c3e-8f3b-4d7e-9f3a-2a1b3c4d5e6f",
        })
        .returning();
      expect(row?.emailSent).toBe(false);
      expect(row?.company).toBeNull();
      const rows = await queryRows<{ n: number }>(
        test.db,
        sql`select count(*)::int as n from email_outbox`,
      );
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await test.close();
    }
  });
});

describe("embedded database folder", () => {
  const handles: DbHandle[] = [];
  afterEach(async () => {
    while (handles.length) await handles.pop()?.close();
  });

  it("is locked against a second process and a stale lock is taken over", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "pglite-lock-"));
    const lockFile = path.join(dataDir, "pglite.lock");
    // A live foreign process (this test runner's parent) holds the lock: opening must refuse.
    writeFileSync(lockFile, String(process.ppid));
    await expect(openDbHandle(undefined, { dataDir })).rejects.toThrow(/in use by process/);
    // A dead process's lock is stale: taken over.
    writeFileSync(lockFile, "999999");
    const handle = await openDbHandle(undefined, { dataDir });
    handles.push(handle);
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    await handles.pop()?.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});

describe("isConnectionError", () => {
  it("recognises an unreachable server but not a bad query", () => {
    expect(
      isConnectionError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("x"), { code: "08006" }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("syntax error"), { code: "42601" }))).toBe(
      false,
    );
  });

  it("an unreachable Postgres fails fast as a connection error", async () => {
    const handle = await openDbHandle("postgres://postgres@127.0.0.1:1/none");
    const error = await handle.migrate().catch((caught: unknown) => caught);
    expect(isConnectionError(error)).toBe(true);
    await handle.close();
  });
});
