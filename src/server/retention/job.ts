import { PURGE_INTERVAL_HOURS } from "@/lib/retention";

import { getDb, type Db } from "../db/client";
import { isConnectionError } from "../db/errors";
import { QUEUES, type JobQueue } from "../jobs/queue";
import { rollUpTraffic } from "../traffic/roll-up";
import { describePurge, purgeExpired } from "./purge";

/**
 * The daily retention job (docs/decisions/0007-retention.md): purgeExpired and the visit counts'
 * roll-up (src/server/traffic/roll-up.ts) on the queue's
 * schedule (one instance runs it each time), plus once shortly after each start; a failed run is
 * tried again within the hour. Every delete is idempotent, so a repeated run does no harm.
 */

/** The schedule: every PURGE_INTERVAL_HOURS, on the hour (UTC); at 02:30 when daily. */
export const PURGE_CRON =
  PURGE_INTERVAL_HOURS === 24 ? "30 2 * * *" : `0 */${PURGE_INTERVAL_HOURS} * * *`;
/** The run after a start: shortly after (not during) it. */
export const PURGE_FIRST_RUN_SECONDS = 60;

export type RetentionJobOptions = {
  openDb?: () => Promise<Db>;
  clock?: () => Date;
};

/** One run: purge, log what was deleted; never throws. True when the run succeeded. */
export async function runRetentionOnce(options: RetentionJobOptions = {}): Promise<boolean> {
  const { openDb = getDb, clock = () => new Date() } = options;
  try {
    const db = await openDb();
    const counts = await purgeExpired(db, clock());
    if (Object.values(counts).some((n) => n > 0)) {
      console.log(`[retention] deleted expired rows: ${describePurge(counts)}`);
    }
    const traffic = await rollUpTraffic(db, clock());
    if (Object.values(traffic).some((n) => n > 0)) {
      console.log(
        `[retention] visit counts: ${traffic.hoursRolled} hour rows rolled into days, ${traffic.daysDeleted} day rows and ${traffic.visitIdsDeleted} visit ids deleted`,
      );
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

/** One run as a job: a failure is thrown, so the queue tries again within the hour. */
export async function runRetentionJob(options: RetentionJobOptions = {}): Promise<void> {
  if (!(await runRetentionOnce(options))) throw new Error("purge failed; retried within the hour");
}

/** Put the purge on the queue's schedule, and queue one run shortly after this start. */
export async function scheduleRetention(queue: JobQueue): Promise<void> {
  await queue.schedule(QUEUES.retention, PURGE_CRON, {}, { tz: "UTC" });
  await queue.send(QUEUES.retention, {}, { startAfter: PURGE_FIRST_RUN_SECONDS });
}
