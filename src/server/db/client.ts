import { mkdirSync } from "node:fs";
import path from "node:path";

import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import { serverEnv } from "../env";
import { existingSingleton, forgetSingleton, processSingleton } from "../runtime";
import { acquirePgliteLock, driverFor, type DbDriver } from "./driver";
import type { JobQueue, JobQueueTarget } from "../jobs/queue";
import { DatabaseUnavailableError, isConnectionError } from "./errors";
import { createPool } from "./pool";
import * as schema from "./schema";

/**
 * The process's database: opened on first use (the driver from DATABASE_URL, see driver.ts),
 * migrated once, shared by every request and job through one process singleton.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type { DbDriver } from "./driver";

export type DbHandle = {
  db: Db;
  driver: DbDriver;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  ready?: Promise<void>;
  /** The background-job queue on this database, started on first use (src/server/jobs). */
  jobs: () => Promise<JobQueue>;
};

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
const HANDLE = "db.handle";

/**
 * Open a database. `schemaName` (Postgres only) isolates a test run in its own schema.
 * The app uses `getDb()`; tests open their own handles through test/db.ts.
 */
export async function openDbHandle(
  url: string | undefined,
  options: { dataDir?: string; schemaName?: string } = {},
): Promise<DbHandle> {
  const driver = driverFor(url);
  if (driver === "postgres") return openPostgres(url!, options.schemaName);

  const { PGlite } = await import("@electric-sql/pglite");
  // pg_trgm backs the owner's enquiry search (drizzle/0003_admin_search.sql).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const extensions = { extensions: { pg_trgm } };
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let release = () => {};
  let client: InstanceType<typeof PGlite>;
  if (driver === "pglite-file") {
    const dir = path.join(options.dataDir ?? serverEnv().dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    release = acquirePgliteLock(dir);
    client = new PGlite(dir, extensions);
  } else {
    client = new PGlite(extensions);
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  const jobs = lazyJobQueue(db, { kind: "pglite", client });
  return {
    db,
    driver,
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    jobs: jobs.open,
    close: async () => {
      await jobs.close();
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<DbHandle> {
  const { Client } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const searchPath = schemaName ? { options: `-c search_path=${schemaName}` } : {};
  const pool = await createPool(url, searchPath);
  const db = drizzle(pool, { schema }) as unknown as Db;
  const { JOB_SCHEMA } = await import("../jobs/queue");
  // A test's own schema gets its own job tables beside it (dropped with it, see test/db.ts).
  const jobs = lazyJobQueue(db, {
    kind: "postgres",
    url,
    schema: schemaName ? `${schemaName}_jobs` : JOB_SCHEMA,
  });
  return {
    db,
    driver: "postgres",
    jobs: jobs.open,
    // Several instances may start at once (a deploy): one migrates while the others wait on a
    // session-level advisory lock, then find nothing left to do. The migration runs on its own
    // connection, outside the pool's query timeout; ending it releases the lock.
    migrate: async () => {
      const client = new Client({
        connectionString: url,
        ...searchPath,
        connectionTimeoutMillis: 3000,
      });
      client.on("error", (error) =>
        console.error("[db] migration connection lost:", error.message),
      );
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext($1))", [
          `site.migrations:${schemaName ?? "public"}`,
        ]);
        await migrate(drizzle(client, { schema }) as never, {
          migrationsFolder: MIGRATIONS_FOLDER,
          ...(schemaName ? { migrationsSchema: schemaName } : {}),
        });
      } finally {
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      await jobs.close();
      await pool.end();
    },
  };
}

const queues = new WeakMap<Db, () => Promise<JobQueue>>();
const stoppers = new WeakMap<Db, () => Promise<void>>();

/**
 * Stop the job queue of a database gracefully (no new job; those running awaited, at most 10 s);
 * the next `jobQueueFor` starts a new one, as a restarted process would.
 */
export async function stopJobQueueFor(db: Db): Promise<void> {
  await stoppers.get(db)?.();
}

/**
 * The job queue of a database opened here, started on first use (never inside a transaction:
 * on PGlite it shares the one connection). Rejects for a database this module did not open.
 */
export function jobQueueFor(db: Db): Promise<JobQueue> {
  const open = queues.get(db);
  if (!open) return Promise.reject(new Error("no job queue for this database"));
  return open();
}

function lazyJobQueue(db: Db, target: JobQueueTarget) {
  let opening: Promise<JobQueue> | undefined;
  const open = () => {
    opening ??= import("../jobs/queue")
      .then(({ openJobQueue }) => openJobQueue(target))
      .catch((error: unknown) => {
        // A database that was down: the next use tries again.
        opening = undefined;
        throw error;
      });
    return opening;
  };
  queues.set(db, open);
  stoppers.set(db, async () => {
    const started = await opening?.catch(() => undefined);
    opening = undefined;
    if (started) {
      const { stopJobQueue } = await import("../jobs/queue");
      await stopJobQueue(started);
    }
  });
  return {
    open,
    close: () => stoppers.get(db)!(),
  };
}

/** The process's handle; a failure to open it is forgotten, so the next call tries again. */
function handle(): Promise<DbHandle> {
  return processSingleton(HANDLE, () => openDbHandle(serverEnv().DATABASE_URL));
}

/**
 * The database, migrated. A failure to reach it raises DatabaseUnavailableError and is retried on
 * the next call, so the app recovers by itself when the server comes back.
 */
export async function getDb(): Promise<Db> {
  const current = await handle();
  current.ready ??= current.migrate().catch((error: unknown) => {
    current.ready = undefined;
    throw error;
  });
  try {
    await current.ready;
  } catch (error) {
    throw isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
  }
  return current.db;
}

/** The process's job queue, on the process's database (migrated first). */
export async function getJobQueue(): Promise<JobQueue> {
  await getDb();
  return (await handle()).jobs();
}

export async function getDbDriver(): Promise<DbDriver> {
  return (await handle()).driver;
}

/** Apply pending migrations now (start-up and `npm run db:migrate`). */
export async function migrateDb(): Promise<void> {
  await getDb();
}

export async function closeDb(): Promise<void> {
  const opening = existingSingleton<Promise<DbHandle>>(HANDLE);
  if (!opening) return;
  forgetSingleton(HANDLE);
  const current = await opening.catch(() => undefined);
  await current?.close();
}

/** Run `work` with the database; a lost connection becomes DatabaseUnavailableError. */
export async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await getDb();
  try {
    return await work(db);
  } catch (error) {
    if (isConnectionError(error)) throw new DatabaseUnavailableError(error);
    throw error;
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
