import { mkdirSync } from "node:fs";
import path from "node:path";

import type { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import { serverEnv } from "../env";
import { existingSingleton, forgetSingleton, processSingleton } from "../runtime";
import { acquirePgliteLock, driverFor, type DbDriver } from "./driver";
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

/**
 * What a handle is connected to, for code that keeps its own work on the same database (the job
 * queue, src/server/jobs/lifecycle.ts): PGlite's one connection, or a server and the schema a
 * test isolates itself in.
 */
export type DbConnection =
  { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string; schemaName?: string };

export type DbHandle = {
  db: Db;
  driver: DbDriver;
  connection: DbConnection;
  migrate: () => Promise<void>;
  /** Runs the `beforeClose` work (newest first), then closes the connection. */
  close: () => Promise<void>;
  /** Work to finish while the connection is still open (stopping the job queue on it). */
  beforeClose: (stop: () => Promise<void>) => void;
  ready?: Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
const HANDLE = "db.handle";

/** Each open handle by its database, so work attached to a database can find its connection. */
const handles = new WeakMap<Db, DbHandle>();

/** The handle that opened `db`, or undefined for a database not opened here. */
export function dbHandleOf(db: Db): DbHandle | undefined {
  return handles.get(db);
}

/** Records the handle and adds `beforeClose`: that work runs, newest first, before closing. */
function registered(handle: Omit<DbHandle, "beforeClose">): DbHandle {
  const stops: (() => Promise<void>)[] = [];
  const closeConnection = handle.close;
  const result: DbHandle = {
    ...handle,
    beforeClose: (stop) => void stops.push(stop),
    close: async () => {
      while (stops.length) await stops.pop()!();
      await closeConnection();
    },
  };
  handles.set(handle.db, result);
  return result;
}

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
  return registered({
    db,
    driver,
    connection: { kind: "pglite", client },
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      release();
    },
  });
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<DbHandle> {
  const { Client } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const searchPath = schemaName ? { options: `-c search_path=${schemaName}` } : {};
  const pool = await createPool(url, searchPath);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return registered({
    db,
    driver: "postgres",
    connection: { kind: "postgres", url, schemaName },
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
    close: () => pool.end(),
  });
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
