import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { EMPTY_TOUCH, type Attribution } from "@/features/attribution/attribution";
import { leadRequestSchema, type Lead, type LeadFieldErrors } from "@/features/leads/schema";

import { attributionValues } from "../attribution";

import { type Db, type Tx } from "../db/client";
import { jobQueueFor } from "../jobs/lifecycle";
import { contactSubmissions } from "../db/schema";
import { leadsNotifyTo, mailContext } from "../email/context";
import { queueMessages, wakeMailWorkers } from "../email/outbox";
import { inboxSettings, ownerName, type Owner } from "../admin/inbox/inbox-settings";
import { leadAcknowledgement, leadNotification, type MailContext } from "../email/templates";
import { serverEnv } from "../env";
import type { JobQueue } from "../jobs/queue";
import { consumeRateLimitIn, rateLimitKey } from "../rate-limit";
import { queueWebhooks, wakeWebhookWorkers } from "../webhooks/outbox";
import { leadWebhookPayload } from "../webhooks/payload";

export type StoreLeadResult =
  | { kind: "invalid"; fieldErrors: LeadFieldErrors & Record<string, string[]> }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "created"; id: string; submissionId: string }
  | { kind: "replayed"; id: string; submissionId: string };

export type StoreLeadOptions = {
  ip: string;
  /** Where the visit came from (src/server/attribution.ts requestAttribution); none by default. */
  attribution?: Attribution;
  /** The visitor granted `ad_user_data` (src/server/attribution.ts requestAdUserData). */
  adUserData?: boolean;
  now?: Date;
  limit?: number;
  notifyTo?: string;
  context?: MailContext;
  /** Where the enquiry is posted as a signed webhook (default LEAD_WEBHOOK_URLS). */
  webhookUrls?: readonly string[];
  /** Who a new enquiry of each service goes to (default DEFAULT_ASSIGNEES with OWNER_NAMES). */
  defaultAssignee?: (serviceType: string) => Owner | null;
};

function settingsAssignee(serviceType: string): Owner | null {
  const settings = inboxSettings();
  const email = settings.defaultAssignees.get(serviceType);
  return email ? { email, name: ownerName(email, settings.owners)! } : null;
}

async function findBySubmissionId(db: Db, submissionId: string) {
  const [row] = await db
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.submissionId, submissionId))
    .limit(1);
  return row;
}

/** Field errors keyed by field, first message first (docs/product.md §5 wording from the shared schema). */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Accept one enquiry (docs/product.md §10.1): validate with the shared schema; answer a replayed
 * submissionId with the first answer; count it against the client's limit; drop a filled
 * honeypot quietly; store the enquiry, its two messages and its webhook posts, with their jobs,
 * in one transaction; then wake this process's workers, so the mail goes at once. The visitor
 * never waits for the mail server or the team's chat.
 */
export async function storeLead(
  db: Db,
  input: unknown,
  options: StoreLeadOptions,
): Promise<StoreLeadResult> {
  const now = options.now ?? new Date();
  const parsed = leadRequestSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  const { submissionId: givenId, website, ...lead } = parsed.data;

  const limit = options.limit ?? serverEnv().LEAD_RATE_LIMIT;
  const submissionId = givenId ?? randomUUID();
  const countAgainstLimit = async (tx: Tx) => {
    const decision = await consumeRateLimitIn(tx, {
      bucket: "lead",
      key: rateLimitKey(options.ip),
      limit,
      now,
    });
    // Over the limit: nothing of this request may stay.
    if (!decision.allowed) throw new OverLimit(decision.retryAfterSeconds);
  };

  // Opened before the transaction: on PGlite the queue shares its one connection.
  const queue = await jobQueueFor(db);
  let outcome: StoreOutcome | "honeypot";
  try {
    // One transaction: the enquiry is stored and counted against the client's limit together.
    outcome = await db.transaction(async (tx) => {
      // A bot filled the field people never see: it counts against the limit, and is answered
      // like a success with nothing kept or sent.
      if (website && website.trim() !== "") {
        await countAgainstLimit(tx);
        return "honeypot" as const;
      }
      // Inserted first: a retry of an enquiry already stored (double click, lost answer) is
      // found by its submissionId and neither stored nor counted again.
      return insertLeadWithMail(tx, queue, lead, submissionId, now, options, countAgainstLimit);
    });
  } catch (error) {
    if (error instanceof OverLimit) {
      return { kind: "rate-limited", retryAfterSeconds: error.retryAfterSeconds };
    }
    throw error;
  }
  if (outcome === "honeypot") return { kind: "created", id: randomUUID(), submissionId };
  if (outcome.kind === "conflict") {
    const existing = await findBySubmissionId(db, submissionId);
    if (!existing) throw new Error(`Enquiry ${submissionId} conflicted but cannot be found`);
    return { kind: "replayed", id: existing.id, submissionId };
  }
  wakeMailWorkers(queue, 2);
  wakeWebhookWorkers(queue, outcome.webhooks);
  return { kind: "created", id: outcome.id, submissionId };
}

type StoreOutcome = { kind: "stored"; id: string; webhooks: number } | { kind: "conflict" };

/** Thrown inside the transaction to roll it back when the client is over its limit. */
class OverLimit extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("over the rate limit");
  }
}

async function insertLeadWithMail(
  tx: Tx,
  queue: JobQueue,
  lead: Lead,
  submissionId: string,
  now: Date,
  options: StoreLeadOptions,
  countAgainstLimit: (tx: Tx) => Promise<void>,
): Promise<StoreOutcome> {
  const context = options.context ?? mailContext();
  const attribution = options.attribution ?? { first: null, last: { ...EMPTY_TOUCH } };
  const assignee = (options.defaultAssignee ?? settingsAssignee)(lead.serviceType);
  // A submissionId stored before, or by a request running at the same moment: the unique
  // constraint lets one in, the other inserts nothing and answers with the first one's id.
  const [row] = await tx
    .insert(contactSubmissions)
    .values({
      ...lead,
      ...attributionValues(attribution),
      visitId: attribution.visit ?? null,
      adUserData: options.adUserData ?? false,
      submissionId,
      createdAt: now,
      assignee: assignee?.email ?? null,
    })
    .onConflictDoNothing({ target: contactSubmissions.submissionId })
    .returning({ id: contactSubmissions.id });
  if (!row) return { kind: "conflict" };
  await countAgainstLimit(tx);
  const notification = leadNotification(
    lead,
    { id: row.id, receivedAt: now, attribution, assignee: assignee?.name ?? null },
    context,
  );
  const acknowledgement = leadAcknowledgement(lead, context);
  await queueMessages(
    tx,
    queue,
    [
      {
        kind: "lead-notification",
        recipient: options.notifyTo ?? leadsNotifyTo(),
        replyTo: lead.email,
        subject: notification.subject,
        textBody: notification.text,
        htmlBody: notification.html,
        submissionId,
      },
      {
        kind: "lead-acknowledgement",
        recipient: lead.email,
        subject: acknowledgement.subject,
        textBody: acknowledgement.text,
        htmlBody: acknowledgement.html,
        submissionId,
      },
    ],
    now,
  );
  // One row per webhook URL, in this transaction: no enquiry without its alerts.
  const webhooks = await queueWebhooks(tx, queue, {
    submissionId,
    urls: options.webhookUrls ?? serverEnv().LEAD_WEBHOOK_URLS,
    payload: JSON.stringify(
      leadWebhookPayload(
        lead,
        { id: row.id, submissionId, createdAt: now, attribution },
        context.brandName,
      ),
    ),
    now,
  });
  return { kind: "stored", id: row.id, webhooks };
}
