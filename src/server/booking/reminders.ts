import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";

import type { Db } from "../db/client";
import { calls, contactSubmissions } from "../db/schema";
import { queueMessages, wakeMailWorkers } from "../email/outbox";
import type { JobQueue } from "../jobs/queue";
import type { BookingSettings } from "./service";
import { callMessagesFor } from "./service";

/**
 * The calls' reminders, a day and an hour before, to the visitor and the owner, checked every
 * minute on the queue's schedule. Each goes once: the reminder's column is set by the same
 * conditional update that claims it (only while the call is booked at the time the reminder was
 * due for), in the transaction that queues its mail. A cancelled call is never reminded; a moved
 * one gets its reminders again for the new time.
 */
export const CALL_REMINDER_CRON = "* * * * *";

export type CallReminderSent = { callId: string; step: "24h" | "1h" };

const HOUR_MS = 3_600_000;

const STEPS = [
  { step: "24h" as const, before: 24 * 3_600_000, column: calls.reminded24hAt },
  { step: "1h" as const, before: 3_600_000, column: calls.reminded1hAt },
];

export async function sendDueCallReminders(
  db: Db,
  options: { now: Date; queue: JobQueue; settings: BookingSettings },
): Promise<CallReminderSent[]> {
  const { now, queue, settings } = options;
  const sent: CallReminderSent[] = [];
  for (const { step, before, column } of STEPS) {
    const due = await db
      .select({ id: calls.id })
      .from(calls)
      .where(
        and(
          eq(calls.status, "booked"),
          isNull(column),
          // A day's reminder is for a call more than an hour away: later, only the hour's goes.
          gt(calls.startsAt, new Date(now.getTime() + (step === "24h" ? HOUR_MS : 0))),
          lte(calls.startsAt, new Date(now.getTime() + before)),
        ),
      );
    for (const { id } of due) {
      const queued = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(calls)
          .set(
            step === "24h"
              ? { reminded24hAt: now }
              : // The hour's reminder also settles a day's reminder that never went.
                { reminded1hAt: now, reminded24hAt: sql`coalesce(${calls.reminded24hAt}, ${now})` },
          )
          .where(and(eq(calls.id, id), eq(calls.status, "booked"), isNull(column)))
          .returning();
        if (!claimed) return false;
        const [enquiry] = await tx
          .select({ submissionId: contactSubmissions.submissionId })
          .from(contactSubmissions)
          .where(eq(contactSubmissions.id, claimed.enquiryId));
        await queueMessages(
          tx,
          queue,
          callMessagesFor(
            claimed,
            step === "24h" ? "reminder-24h" : "reminder-1h",
            settings,
            now,
            enquiry?.submissionId ?? null,
          ),
          now,
        );
        return true;
      });
      if (queued) {
        wakeMailWorkers(queue, 2);
        sent.push({ callId: id, step });
      }
    }
  }
  return sent;
}
