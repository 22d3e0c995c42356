
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import { isBuildPhase, serverEnv } from "../env";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbDriver = "pglite-file" | "pglite-memory" | "postgres";

/** The database cannot be reached (server down, network): the API answers 503, not 500. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = "DatabaseUnavailableError";
  }
}

export type DbHandle = {
  db: Db;
  driver: DbDriver;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  ready?: Promise<void>;
};

// Route handlers, instrumentation and server components are separate bundles; one process must
// still hold exactly one database handle (two PGlite instances on one folder corrupt it).
const GLOBAL_KEY = Symbol.for("site.db.handle");
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: DbHandle };
const globalStore = globalThis as GlobalWithDb;

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

export function driverFor(url: string | undefined): DbDriver {
  if (!url) return "pglite-file";
  if (url === "memory://") return "pglite-memory";
  return "postgres";
}

/** PGlite does not lock its folder; this file does, so a second process stops with a message. */
function acquirePgliteLock(dir: string): () => void {
  const lockFile = path.join(dir, "..", `${path.basename(dir)}.lock`);
  const tryCreate = () => {
    const fd = openSync(lockFile, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
  };
  try {
    tryCreate();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(lockFile, "utf8").trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. Stop that process first, ` +
          `or set DATABASE_URL to a PostgreSQL server to run several processes.`,
      );
    }
    // A stale lock from a process that died (kill -9): take it over.
    rmSync(lockFile, { force: true });
    tryCreate();
  }
  return () => {
    try {
      if (readFileSync(lockFile, "utf8").trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Open a database. `schemaName` (Postgres only) isolates a test run in its own schema.
 * The app uses `getDb()`; tests open their own handles through src/server/db/testing.ts.
 */
export async function openDbHandle(
  url: string | undefined,
  options: { dataDir?: string; schemaName?: string } = {},
): Promise<DbHandle> {
  const driver = driverFor(url);
  if (driver === "postgres") {
    const { Client, Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const searchPath = options.schemaName
      ? { options: `-c search_path=${options.schemaName}` }
      : {};
    const pool = new Pool({
      connectionString: url,
      ...searchPath,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on("error", (error) => console.error("[db] idle connection error:", error.message));
    // A connection lost while a client is checked out (e.g. between the statements of a
    // transaction) is emitted on the client itself; unhandled, it would end the process. The
    // query in progress fails with its own error, and the pool discards the broken client.
    pool.on("connect", (client) => {
      client.on("error", (error) => console.error("[db] connection lost:", error.message));
      endConnectionWhenQueryHangs(client, QUERY_TIMEOUT_MS);
    });
    releaseClientWhenBeginFails(pool);
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      driver,
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
            `site.migrations:${options.schemaName ?? "public"}`,
          ]);
          await migrate(drizzle(client, { schema }) as never, {
            migrationsFolder: MIGRATIONS_FOLDER,
            ...(options.schemaName ? { migrationsSchema: options.schemaName } : {}),
          });
        } finally {
          await client.end().catch(() => {});
        }
      },
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let release = () => {};
  let client: InstanceType<typeof PGlite>;
  if (driver === "pglite-file") {
    const dir = path.join(options.dataDir ?? serverEnv().dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    release = acquirePgliteLock(dir);
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver,
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * No statement of the site's takes more than milliseconds; one that has not answered in this
 * long means the database's network went silent (a partition, a vanished host), which TCP alone
 * notices only after many minutes.
 */
export const QUERY_TIMEOUT_MS = 5_000;

/**
 * End a pooled connection whose query does not answer within `timeoutMs`: every query on it then
 * fails at once as a lost connection (the API answers 503 instead of hanging) and the pool
 * replaces it. pg's own `query_timeout` only fails the query and leaves the connection, with
 * everything queued behind it, stuck.
 */
function endConnectionWhenQueryHangs(client: import("pg").PoolClient, timeoutMs: number) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const end = () =>
    (
      client as unknown as { connection?: { stream?: { destroy: () => void } } }
    ).connection?.stream?.destroy();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const timer = setTimeout(end, timeoutMs);
    timer.unref();
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        clearTimeout(timer);
        (callback as (...results: unknown[]) => void)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) {
      result.then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
    } else clearTimeout(timer);
    return result;
  };
}

const patchedClients = new WeakSet<object>();

/**
 * drizzle-orm's node-postgres `transaction()` sends BEGIN before its try/finally, so when BEGIN
 * fails (the connection died while the client sat idle in the pool) the client is never released:
 * every such failure would leak one of the pool's connections until no request could get one and
 * the app would never recover. Release the client, as broken, when its BEGIN fails.
 */
function releaseClientWhenBeginFails(pool: import("pg").Pool) {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    // pg's own pool.query() uses the callback form: leave it alone.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<import("pg").PoolClient>).then((client) => {
      if (patchedClients.has(client)) return client;
      patchedClients.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...queryArgs: unknown[]) => {
        const result = query(...queryArgs);
        const first = queryArgs[0] as string | { text?: string } | undefined;
        const text = typeof first === "string" ? first : first?.text;
        if (text && /^\s*begin\b/i.test(text) && result instanceof Promise) {
          return result.catch((error: unknown) => {
            client.release(error instanceof Error ? error : new Error(String(error)));
            throw error;
          });
        }
        return result;
      };
      return client;
    });
  };
}

let opening: Promise<DbHandle> | undefined;

async function handle(): Promise<DbHandle> {
  if (isBuildPhase()) throw new Error("The database is not opened during `next build`.");
  const existing = globalStore[GLOBAL_KEY];
  if (existing) return existing;
  opening ??= openDbHandle(serverEnv().DATABASE_URL)
    .then((opened) => {
      globalStore[GLOBAL_KEY] = opened;
      return opened;
    })
    .finally(() => {
      opening = undefined;
    });
  return opening;
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
  const current = globalStore[GLOBAL_KEY];
  if (!current) return;
  delete globalStore[GLOBAL_KEY];
  await current.close();
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);

/** Whether an error means "the database cannot be reached" rather than "the query is wrong". */
export function isConnectionError(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08")))
      return true;
    const message = current instanceof Error ? current.message : "";
    if (
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionError)) return true;
  }
  return false;
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
