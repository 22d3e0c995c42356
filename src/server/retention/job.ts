import { PURGE_INTERVAL_HOURS } from "@/lib/retention";

import { getDb, type Db } from "../db/client";
import { isConnectionError } from "../db/errors";
import { periodicJob, stopPeriodicJob } from "../runtime";
import { describePurge, purgeExpired } from "./purge";

/**
 * The daily retention job (docs/decisions/0007-retention.md): purgeExpired in every process,
 * shortly after start and then every PURGE_INTERVAL_HOURS; safe with several instances, since
 * every delete is idempotent.
 */

/** First run shortly after start (not during it), then every PURGE_INTERVAL_HOURS. */
export const PURGE_FIRST_RUN_MS = 60_000;
export const PURGE_INTERVAL_MS = PURGE_INTERVAL_HOURS * 60 * 60 * 1000;
/** After a failed run (database down), try again this soon rather than a day later. */
export const PURGE_RETRY_MS = 60 * 60 * 1000;

const JOB = "retention";

export type RetentionJobOptions = {
  openDb?: () => Promise<Db>;
  clock?: () => Date;
};

/** One run: purge, log what was deleted; never throws. True when the run succeeded. */
export async function runRetentionOnce(options: RetentionJobOptions = {}): Promise<boolean> {
  const { openDb = getDb, clock = () => new Date() } = options;
  try {
    const counts = await purgeExpired(await openDb(), clock());
    if (Object.values(counts).some((n) => n > 0)) {
      console.log(`[retention] deleted expired rows: ${describePurge(counts)}`);
    }
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      isConnectionError(error)
        ? `[retention] database unreachable, will retry: ${message}`
        : `[retention] purge failed, will retry: ${message}`,
    );
    return false;
  }
}

/** Start this process's retention job (once; later calls do nothing). */
export function startRetentionJob(options: RetentionJobOptions = {}): void {
  periodicJob(JOB, {
    firstRunMs: PURGE_FIRST_RUN_MS,
    intervalMs: PURGE_INTERVAL_MS,
    retryMs: PURGE_RETRY_MS,
    run: () => runRetentionOnce(options),
  });
}

/** Stop the job and wait, at most `timeoutMs`, for a run in progress. */
export function stopRetentionJob(timeoutMs = 10_000): Promise<void> {
  return stopPeriodicJob(JOB, timeoutMs);
}
