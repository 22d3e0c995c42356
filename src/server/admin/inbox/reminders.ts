import { sql } from "drizzle-orm";

import { firstLine } from "@/features/admin/format";

import { queryRows, type Db } from "../../db/client";
import { queueMessages, wakeMailWorkers, type OutboxMessage } from "../../email/outbox";
import { enquiryReminder, type MailContext } from "../../email/templates";
import type { JobQueue } from "../../jobs/queue";
import { queueWebhooks, wakeWebhookWorkers } from "../../webhooks/outbox";
import { ownerName, type InboxSettings } from "./inbox-settings";
import { isWorkingTime, workingMinutesBetween } from "./working-hours";

/**
 * The inbox's reminders (issue 34), checked every minute by the `reminders` job: an enquiry still
 * waiting for its first reply gets one email at the response target (to its assignee, or every
 * owner when nobody has taken it) and one at twice the target (to every owner). Each step is an
 * enquiry_events row, unique per enquiry and step, written in the transaction that queues the
 * mail: a step is sent once however many instances check at once. Never outside the working
 * hours, never once a person has answered (the row is locked and read again before sending).
 */

/** Enquiries older than this are not reminded any more: a backlog after an outage stays quiet. */
export const REMINDER_LOOKBACK_DAYS = 14;

export type ReminderOptions = {
  now: Date;
  settings: InboxSettings;
  queue: JobQueue;
  context: MailContext;
  /** Where the reminders go when OWNER_EMAILS is empty: the team's notification address. */
  fallbackRecipient: string;
  webhooks?: { urls: readonly string[] };
};

type Candidate = {
  id: string;
  submission_id: string;
  created_at: Date | string;
  name: string;
  service_type: string;
  requirements: string | null;
  assignee: string | null;
  reminded: number | null;
};

export type ReminderSent = { enquiryId: string; step: 1 | 2; recipients: string[] };

/** The step due after `minutes` working minutes: 0 (none yet), 1 (target), 2 (twice it). */
export function dueStep(minutes: number, targetMinutes: number): 0 | 1 | 2 {
  if (minutes >= 2 * targetMinutes) return 2;
  return minutes >= targetMinutes ? 1 : 0;
}

export async function sendDueReminders(db: Db, options: ReminderOptions): Promise<ReminderSent[]> {
  const { now, settings } = options;
  if (!isWorkingTime(now, settings.hours)) return [];
  const since = new Date(now.getTime() - REMINDER_LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  const candidates = await queryRows<Candidate>(
    db,
    sql`select cs.id, cs.submission_id, cs.created_at, cs.name, cs.service_type,
          left(cs.requirements, 400) as requirements, cs.assignee,
          (select max(e.detail::int) from enquiry_events e
           where e.enquiry_id = cs.id and e.kind = 'reminder') as reminded
        from contact_submissions cs
        where cs.first_reply_at is null and cs.status = 'new'
          and cs.created_at >= ${since.toISOString()} and cs.created_at <= ${now.toISOString()}
        order by cs.created_at`,
  );
  const sent: ReminderSent[] = [];
  for (const candidate of candidates) {
    const minutes = workingMinutesBetween(new Date(candidate.created_at), now, settings.hours);
    const step = dueStep(minutes, settings.targetMinutes);
    if (step === 0 || step <= (candidate.reminded ?? 0)) continue;
    const result = await remind(db, candidate, step, minutes, options);
    if (result) sent.push(result);
  }
  return sent;
}

async function remind(
  db: Db,
  candidate: Candidate,
  step: 1 | 2,
  minutes: number,
  options: ReminderOptions,
): Promise<ReminderSent | null> {
  const { now, settings, queue } = options;
  const everyone = settings.owners.map((owner) => owner.email);
  const fallback = everyone.length > 0 ? everyone : [options.fallbackRecipient];
  const recipients = step === 1 && candidate.assignee ? [candidate.assignee] : fallback;
  const outcome = await db.transaction(async (tx) => {
    // Read again under a lock: a reply that committed since the candidates were read wins.
    const [still] = await queryRows<{ id: string }>(
      tx as unknown as Db,
      sql`select id from contact_submissions
          where id = ${candidate.id} and first_reply_at is null and status = 'new' for update`,
    );
    if (!still) return null;
    // Step 2 after an outage covers step 1 too: one email, both steps recorded.
    const steps = step === 2 && (candidate.reminded ?? 0) < 1 ? ["1", "2"] : [String(step)];
    const inserted = await queryRows<{ detail: string }>(
      tx as unknown as Db,
      sql`insert into enquiry_events (enquiry_id, created_at, actor, kind, detail, note)
          select ${candidate.id}, ${now.toISOString()}, 'system', 'reminder', step,
            ${recipients.join(", ")}
          from unnest(${`{${steps.join(",")}}`}::text[]) as step
          on conflict (enquiry_id, detail) where kind = 'reminder' do nothing
          returning detail`,
    );
    // Another instance recorded this step first: it sends the mail.
    if (!inserted.some((row) => row.detail === String(step))) return null;
    const mail = enquiryReminder(
      {
        id: candidate.id,
        name: candidate.name,
        serviceType: candidate.service_type,
        requirementsLine: firstLine(candidate.requirements, 200),
      },
      {
        step,
        waitedMinutes: minutes,
        targetMinutes: settings.targetMinutes,
        assignee: ownerName(candidate.assignee, settings.owners),
      },
      options.context,
    );
    const messages: OutboxMessage[] = recipients.map((recipient) => ({
      kind: "enquiry-reminder",
      recipient,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      submissionId: candidate.submission_id,
    }));
    const queued = await queueMessages(tx, queue, messages, now);
    const webhooks = options.webhooks?.urls.length
      ? await queueWebhooks(tx, queue, {
          submissionId: candidate.submission_id,
          urls: options.webhooks.urls,
          payload: JSON.stringify({
            event: "enquiry.waiting",
            id: candidate.id,
            submission_id: candidate.submission_id,
            step,
            waited_minutes: minutes,
            target_minutes: settings.targetMinutes,
            assignee: candidate.assignee,
            url: `${options.context.siteUrl}/admin/enquiries/${candidate.id}`,
            text: mail.subject,
          }),
          now,
        })
      : 0;
    return { mail: queued.length, webhooks };
  });
  if (!outcome) return null;
  wakeMailWorkers(queue, outcome.mail);
  if (outcome.webhooks) wakeWebhookWorkers(queue, outcome.webhooks);
  return { enquiryId: candidate.id, step, recipients };
}
