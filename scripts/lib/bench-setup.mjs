// What the load benchmarks (bench-load.mjs, bench-collect.mjs) set up alike: a throw-away
// PostgreSQL database on the benchmark's server.
import { randomBytes } from "node:crypto";

import pg from "pg";

/** Whether PostgreSQL answers at `url`; says so when it does not (the run is then skipped). */
export async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.log(`\nPostgreSQL at ${url} unreachable (${error.message}): run skipped.`);
    return false;
  }
}

/**
 * Runs `run(databaseUrl)` on a new database named `prefix_<random>` on `serverUrl`'s server, and
 * drops it afterwards (also when `run` throws).
 */
export async function withTemporaryDatabase(serverUrl, prefix, run) {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
  }
}
