import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import pg from "pg";

import { acquirePgliteLock, driverFor } from "./driver";

/**
 * `npm run db:backup` and `npm run db:restore FILE` (docs/deploy.md "Backups"): PostgreSQL
 * through pg_dump's custom format (compressed, restored with pg_restore), the embedded database
 * as PGlite's own data-directory dump (a .tar.gz). A restore goes into an empty database only.
 */
const run = promisify(execFile);

/** Backups are readable and writable by their owner only. */
export const BACKUP_MODE = 0o600;

/** 2030-01-02T03:04:05Z → "20300102-030405Z": sorts by time, safe in a file name. */
export function backupStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[-:]/g, "")
    .replace("T", "-");
}

/** libpq's settings for `url`, the password in PGPASSWORD rather than on a command line. */
function libpq(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function majorVersion(tool: string): Promise<number> {
  let output: string;
  try {
    output = (await run(tool, ["--version"])).stdout;
  } catch {
    throw new Error(
      `${tool} is not installed: apt-get install postgresql-client (of the server's major version)`,
    );
  }
  const match = /\(PostgreSQL\) (\d+)/.exec(output);
  if (!match) throw new Error(`Cannot read ${tool}'s version from "${output.trim()}"`);
  return Number(match[1]);
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>("show server_version_num");
    return Math.floor(Number(rows[0]!.server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

/** pg_dump and pg_restore must be the server's major version or newer. */
async function checkClientVersion(tool: string, url: string): Promise<void> {
  const [client, server] = await Promise.all([majorVersion(tool), serverMajor(url)]);
  if (client < server) {
    throw new Error(
      `${tool} is PostgreSQL ${client}, the server ${server}: install postgresql-client-${server}`,
    );
  }
}

/** Where, and the environment pg_dump and pg_restore run in (the caller's: PATH, PG* settings). */
type Target = { url: string | undefined; dataDir: string; processEnv: NodeJS.ProcessEnv };

export async function backupDatabase(
  options: Target & { dir: string; now?: Date },
): Promise<string> {
  const stamp = backupStamp(options.now ?? new Date());
  // A backup holds every enquiry and the owners' sessions: readable by its owner only, from the
  // first byte (the file is made 0600 before anything is written into it).
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const driver = driverFor(options.url);
  if (driver === "pglite-memory") throw new Error("memory:// keeps nothing to back up");
  if (driver === "postgres") {
    const url = options.url!;
    await checkClientVersion("pg_dump", url);
    const { dbname, env } = libpq(url);
    const name = new URL(url).pathname.slice(1) || "postgres";
    const file = path.join(options.dir, `site-${name}-${stamp}.dump`);
    writeFileSync(file, "", { mode: BACKUP_MODE, flag: "wx" });
    await run(
      "pg_dump",
      [
        "--format=custom",
        "--compress=6",
        "--no-owner",
        "--no-privileges",
        `--file=${file}`,
        dbname,
      ],
      { env: { ...options.processEnv, ...env } },
    );
    return file;
  }
  // The embedded database: one process at a time, so the server must be stopped.
  const dataDir = path.join(options.dataDir, "pglite");
  if (!existsSync(dataDir)) throw new Error(`No embedded database in ${dataDir}`);
  const release = acquirePgliteLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const client = new PGlite(dataDir, { extensions: { pg_trgm } });
    // dumpDataDir does not wait for the start itself: called earlier it never settles.
    await client.waitReady;
    try {
      const dump = await client.dumpDataDir("gzip");
      const file = path.join(options.dir, `site-embedded-${stamp}.tar.gz`);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: BACKUP_MODE, flag: "wx" });
      return file;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

export async function restoreDatabase(options: Target & { file: string }): Promise<void> {
  if (!existsSync(options.file)) throw new Error(`No such file: ${options.file}`);
  const driver = driverFor(options.url);
  if (driver === "pglite-memory") throw new Error("memory:// cannot be restored into");
  if (driver === "postgres") {
    if (!options.file.endsWith(".dump")) {
      throw new Error("A PostgreSQL database restores a .dump file (npm run db:backup)");
    }
    const url = options.url!;
    await checkClientVersion("pg_restore", url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from pg_tables
         where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      if (Number(rows[0]!.count) > 0) {
        throw new Error(
          `The database ${new URL(url).pathname.slice(1)} is not empty: restore into a new one (createdb)`,
        );
      }
    } finally {
      await client.end();
    }
    const { dbname, env } = libpq(url);
    await run(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${dbname}`,
        options.file,
      ],
      { env: { ...options.processEnv, ...env } },
    );
    return;
  }
  if (!options.file.endsWith(".tar.gz")) {
    throw new Error("The embedded database restores a .tar.gz file (npm run db:backup)");
  }
  const dataDir = path.join(options.dataDir, "pglite");
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new DATA_DIR`);
  }
  mkdirSync(dataDir, { recursive: true });
  const release = acquirePgliteLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const client = new PGlite(dataDir, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(options.file)]),
    });
    await client.waitReady;
    await client.close();
  } finally {
    release();
  }
}
