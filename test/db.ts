import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe } from "vitest";

import { openDbHandle, type Db, type DbHandle } from "@/server/db/client";

/**
 * Test databases: in-memory PGlite always, and the real PostgreSQL server too when
 * TEST_DATABASE_URL is set (CI sets it). Each Postgres handle lives in its own schema, dropped
 * when the test closes it, so suites can run in parallel against one server.
 */
export type TestDb = {
  db: Db;
  driver: string;
  url: string | undefined;
  schemaName?: string;
  close: () => Promise<void>;
};

/** The PostgreSQL server the tests may use (TEST_DATABASE_URL, docs/testing.md). */
export function testPostgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The environment a test's child process (pg_dump…) runs in: the test run's own. */
export function testProcessEnv(): NodeJS.ProcessEnv {
  return process.env;
}

export function testDatabaseUrls(): { label: string; url: string }[] {
  const postgres = testPostgresUrl();
  return [
    { label: "pglite", url: "memory://" },
    ...(postgres ? [{ label: "postgres", url: postgres }] : []),
  ];
}

export async function createTestDb(url: string): Promise<TestDb> {
  if (url === "memory://") {
    const handle = await openDbHandle(url);
    await handle.migrate();
    return { db: handle.db, driver: handle.driver, url, close: handle.close };
  }
  const schemaName = `test_${randomBytes(6).toString("hex")}`;
  const admin = await openDbHandle(url);
  await admin.db.execute(sql.raw(`CREATE SCHEMA "${schemaName}"`));
  await admin.close();
  const handle: DbHandle = await openDbHandle(url, { schemaName });
  await handle.migrate();
  return {
    db: handle.db,
    driver: handle.driver,
    url,
    schemaName,
    close: async () => {
      await handle.close();
      const cleanup = await openDbHandle(url);
      await cleanup.db.execute(sql.raw(`DROP SCHEMA "${schemaName}" CASCADE`));
      // The job queue's tables beside it (src/server/jobs/lifecycle.ts).
      await cleanup.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schemaName}_jobs" CASCADE`));
      await cleanup.close();
    },
  };
}

/** `describe` once per available database driver: one suite, both drivers. */
export function describeEachDatabase(name: string, body: (url: string) => void) {
  for (const { label, url } of testDatabaseUrls()) {
    describe(`${name} [${label}]`, () => body(url));
  }
}
