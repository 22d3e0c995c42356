// What the database benches (bench-admin.ts, bench-money.ts, bench-booking.ts) set up alike: a
// throw-away PostgreSQL schema, and p50/p95 timings against a budget.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { openDbHandle, type Db } from "../../src/server/db/client";

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, when it is a postgres:// URL. */
export function benchDatabaseUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

/** The nearest-rank `p`th percentile (0-100) of `sorted`, ascending. */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Creates an empty schema `<prefix>_<random>` on `url` and returns its name. */
export async function createBenchSchema(url: string, prefix: string): Promise<string> {
  const schemaName = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = await openDbHandle(url);
  try {
    await admin.db.execute(sql.raw(`create schema "${schemaName}"`));
  } finally {
    await admin.close();
  }
  return schemaName;
}

/** Drops the schema, and the job queue's `<schema>_jobs` beside it (jobs/lifecycle.ts). */
export async function dropBenchSchema(url: string, schemaName: string): Promise<void> {
  const admin = await openDbHandle(url);
  try {
    await admin.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
    await admin.db.execute(sql.raw(`drop schema if exists "${schemaName}_jobs" cascade`));
  } finally {
    await admin.close();
  }
}

/** A query to time: its label, the call, and whether the budget applies (default yes). */
export type BenchCase = [label: string, run: () => Promise<unknown>, budgeted?: boolean];

/**
 * Times each case `runs` times after `warmup` untimed runs and prints a p50/p95 table (labels
 * padded to `labelWidth`). Resolves to true when a budgeted p95 is over `budgetMs`.
 */
export async function timeCases(
  cases: BenchCase[],
  options: { runs: number; warmup: number; budgetMs: number; labelWidth: number },
): Promise<boolean> {
  const { runs, warmup, budgetMs, labelWidth } = options;
  let over = false;
  console.log(`\n${runs} runs each (after ${warmup} warm-up), budget p95 ≤ ${budgetMs} ms\n`);
  console.log(`${"query".padEnd(labelWidth)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`);
  for (const [label, run, budgeted = true] of cases) {
    for (let i = 0; i < warmup; i += 1) await run();
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const late = budgeted && p95 > budgetMs;
    if (late) over = true;
    console.log(
      `${label.padEnd(labelWidth)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}${late ? "  OVER BUDGET" : budgeted ? "" : "  (not budgeted)"}`,
    );
  }
  return over;
}

/**
 * Runs `bench` on a fresh migrated schema `<prefix>_<random>` and exits: 2 without PostgreSQL,
 * 1 when it throws or resolves to true (a p95 over budget), else 0. The schema is dropped, pass
 * or fail, unless BENCH_KEEP_SCHEMA=1 (to EXPLAIN its queries afterwards).
 */
export async function runSchemaBench(
  name: string,
  prefix: string,
  bench: (context: { db: Db; url: string; schemaName: string }) => Promise<boolean>,
): Promise<never> {
  const url = benchDatabaseUrl();
  if (!url) {
    console.error(
      `${name} needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a postgres:// URL.`,
    );
    process.exit(2);
  }
  const schemaName = await createBenchSchema(url, prefix);
  const handle = await openDbHandle(url, { schemaName });
  let failed = false;
  try {
    await handle.migrate();
    failed = await bench({ db: handle.db, url, schemaName });
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await handle.close();
    if (process.env.BENCH_KEEP_SCHEMA === "1")
      console.log(`Kept schema ${schemaName} (BENCH_KEEP_SCHEMA=1).`);
    else await dropBenchSchema(url, schemaName);
  }
  console.log(failed ? `\n${name} FAILED` : `\n${name} passed: every p95 within budget.`);
  process.exit(failed ? 1 : 0);
}
