import { getDb, type Db } from "../../db/client";
import { jobQueueFor } from "../../jobs/lifecycle";
import { isConnectionError } from "../../db/errors";
import { leadsNotifyTo, mailContext } from "../../email/context";
import { serverEnv } from "../../env";
import { QUEUES, type JobQueue } from "../../jobs/queue";
import { inboxSettings } from "./inbox-settings";
import { sendDueReminders, type ReminderSent } from "./reminders";

/**
 * The reminder check on the queue's schedule, every minute (like the retention purge, one
 * instance runs each; docs/decisions/0023). A failed check is simply the next minute's.
 */
export const REMINDER_CRON = "* * * * *";

export type ReminderJobOptions = { openDb?: () => Promise<Db>; clock?: () => Date };

export async function runReminderJob(options: ReminderJobOptions = {}): Promise<ReminderSent[]> {
  const { openDb = getDb, clock = () => new Date() } = options;
  try {
    const db = await openDb();
    const env = serverEnv();
    const settings = inboxSettings(env);
    const sent = await sendDueReminders(db, {
      now: clock(),
      settings,
      queue: await jobQueueFor(db),
      context: mailContext(),
      fallbackRecipient: leadsNotifyTo(),
      webhooks: settings.reminderWebhook ? { urls: env.LEAD_WEBHOOK_URLS } : undefined,
    });
    for (const reminder of sent) {
      console.log(
        `[reminders] step ${reminder.step} for enquiry ${reminder.enquiryId} to ${reminder.recipients.length} owner(s)`,
      );
    }
    return sent;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      isConnectionError(error)
        ? `[reminders] database unreachable, next check in a minute: ${message}`
        : `[reminders] check failed, next one in a minute: ${message}`,
    );
    return [];
  }
}

export async function scheduleReminders(queue: JobQueue): Promise<void> {
  await queue.schedule(QUEUES.reminders, REMINDER_CRON, {}, { tz: "UTC" });
}
