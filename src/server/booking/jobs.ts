import { getDb, type Db } from "../db/client";
import { jobQueueFor } from "../jobs/lifecycle";
import { QUEUES, type JobQueue } from "../jobs/queue";
import { FEED_REFRESH_CRON, refreshCalendarFeeds, type FeedRefresh } from "./feeds";
import { CALL_REMINDER_CRON, sendDueCallReminders, type CallReminderSent } from "./reminders";
import { currentBookingSettings } from "./service";

/**
 * The booking's two schedules on the job queue (like the inbox's reminders, one instance runs
 * each): the calls' reminders every minute, the owners' feeds every five. A failed run is simply
 * the next one.
 */
export type BookingJobOptions = { openDb?: () => Promise<Db>; clock?: () => Date };

export async function runCallReminderJob(
  options: BookingJobOptions = {},
): Promise<CallReminderSent[]> {
  const { openDb = getDb, clock = () => new Date() } = options;
  try {
    const db = await openDb();
    const sent = await sendDueCallReminders(db, {
      now: clock(),
      queue: await jobQueueFor(db),
      settings: currentBookingSettings(),
    });
    for (const reminder of sent)
      console.log(`[calls] ${reminder.step} reminder for call ${reminder.callId}`);
    return sent;
  } catch (error) {
    console.error(
      `[calls] reminder check failed, next one in a minute: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  }
}

export async function runFeedRefreshJob(options: BookingJobOptions = {}): Promise<FeedRefresh[]> {
  const { openDb = getDb, clock = () => new Date() } = options;
  const settings = currentBookingSettings();
  if (settings.feeds.size === 0) return [];
  try {
    return await refreshCalendarFeeds(await openDb(), {
      feeds: settings.feeds,
      now: clock(),
      horizonDays: settings.slot.horizonDays,
      teamZone: settings.teamZone,
    });
  } catch (error) {
    console.error(
      `[calendar] refresh failed, next one in five minutes: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  }
}

export async function startBookingWorkers(queue: JobQueue, options: BookingJobOptions = {}) {
  await queue.work(QUEUES.callReminders, { pollingIntervalSeconds: 15 }, async () => {
    await runCallReminderJob(options);
  });
  await queue.work(QUEUES.calendarFeeds, { pollingIntervalSeconds: 30 }, async () => {
    await runFeedRefreshJob(options);
  });
  await queue.schedule(QUEUES.callReminders, CALL_REMINDER_CRON, {}, { tz: "UTC" });
  await queue.schedule(QUEUES.calendarFeeds, FEED_REFRESH_CRON, {}, { tz: "UTC" });
  // The first read now, not in five minutes: a fresh start offers no slot from an empty feed.
  void runFeedRefreshJob(options);
}
