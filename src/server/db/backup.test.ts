import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createOwnerSession } from "../../../test/admin-session";
import { testPostgresUrl, testProcessEnv } from "../../../test/db";
import { seedEnquiry } from "../../../test/enquiries";
import { queueMessages } from "../email/outbox";
import { jobQueueFor } from "../jobs/lifecycle";
import { backupDatabase, backupStamp, restoreDatabase } from "./backup";
import { openDbHandle, queryRows, type Db } from "./client";

const NOW = new Date("2030-01-02T03:04:05.678Z");

/** An enquiry with a note, an owner's session and a mail job waiting on the queue. */
async function seed(url: string | undefined, dataDir: string) {
  const handle = await openDbHandle(url, { dataDir });
  try {
    await handle.migrate();
    const enquiryId = await seedEnquiry(handle.db, { name: "Meera Iyer" });
    await handle.db.execute(
      sql`insert into enquiry_events (enquiry_id, actor, kind, note)
          values (${enquiryId}, 'owner@site.example', 'note', 'Call back on Monday')`,
    );
    await createOwnerSession(handle.db, "owner@site.example");
    const queue = await jobQueueFor(handle.db);
    await handle.db.transaction((tx) =>
      queueMessages(
        tx,
        queue,
        [
          {
            kind: "lead-notification",
            recipient: "team@site.example",
            subject: "New enquiry",
            textBody: "Meera Iyer",
            htmlBody: "<p>Meera Iyer</p>",
          },
        ],
        NOW,
      ),
    );
    return await contents(handle.db);
  } finally {
    await handle.close();
  }
}

async function contents(db: Db) {
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`select
          (select string_agg(name, ',') from contact_submissions) as enquiries,
          (select string_agg(note, ',') from enquiry_events) as notes,
          (select count(*)::int from admin_sessions) as sessions,
          (select count(*)::int from email_outbox) as messages,
          (select count(*)::int from pgboss.job where name = 'mail') as jobs`,
  );
  return row;
}

async function read(url: string | undefined, dataDir: string) {
  const handle = await openDbHandle(url, { dataDir });
  try {
    return await contents(handle.db);
  } finally {
    await handle.close();
  }
}

const EXPECTED = {
  enquiries: "Meera Iyer",
  notes: "Call back on Monday",
  sessions: 1,
  messages: 1,
  jobs: 1,
};

describe("backup and restore", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names a backup by its UTC time", () => {
    expect(backupStamp(NOW)).toBe("20300102-030405Z");
  });

  it(
    "round-trips enquiries, notes, sessions and jobs through the embedded database",
    { timeout: 180_000 },
    async () => {
      const source = path.join(dir, "source");
      expect(await seed(undefined, source)).toEqual(EXPECTED);
      const file = await backupDatabase({
        url: undefined,
        dataDir: source,
        processEnv: testProcessEnv(),
        dir,
        now: NOW,
      });
      expect(path.basename(file)).toBe("site-embedded-20300102-030405Z.tar.gz");
      expect((statSync(file).mode & 0o777).toString(8)).toBe("600");
      const target = path.join(dir, "target");
      await restoreDatabase({
        url: undefined,
        dataDir: target,
        processEnv: testProcessEnv(),
        file,
      });
      expect(await read(undefined, target)).toEqual(EXPECTED);
      await expect(
        restoreDatabase({ url: undefined, dataDir: target, processEnv: testProcessEnv(), file }),
      ).rejects.toThrow(/is not empty: restore into a new DATA_DIR/);
    },
  );

  it.skipIf(!testPostgresUrl())(
    "round-trips them through PostgreSQL (pg_dump, pg_restore into an empty database)",
    async () => {
      const admin = testPostgresUrl()!;
      const names = [0, 1].map(() => `backup_${randomBytes(5).toString("hex")}`);
      const urlOf = (name: string) =>
        Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
      const adminQuery = async (text: string) => {
        const client = new pg.Client({ connectionString: admin });
        await client.connect();
        try {
          await client.query(text);
        } finally {
          await client.end();
        }
      };
      for (const name of names) await adminQuery(`create database "${name}"`);
      try {
        const [source, target] = names.map(urlOf) as [string, string];
        expect(await seed(source, dir)).toEqual(EXPECTED);
        const file = await backupDatabase({
          url: source,
          dataDir: dir,
          processEnv: testProcessEnv(),
          dir,
          now: NOW,
        });
        expect(path.basename(file)).toBe(`site-${names[0]}-20300102-030405Z.dump`);
        expect((statSync(file).mode & 0o777).toString(8)).toBe("600");
        await restoreDatabase({ url: target, dataDir: dir, processEnv: testProcessEnv(), file });
        expect(await read(target, dir)).toEqual(EXPECTED);
        await expect(
          restoreDatabase({ url: source, dataDir: dir, processEnv: testProcessEnv(), file }),
        ).rejects.toThrow(`The database ${names[0]} is not empty`);
      } finally {
        for (const name of names)
          await adminQuery(`drop database if exists "${name}" with (force)`);
      }
    },
  );
});
