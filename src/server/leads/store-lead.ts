import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { EMPTY_TOUCH, type Attribution } from "@/features/attribution/attribution";
import { leadRequestSchema, type Lead, type LeadFieldErrors } from "@/features/leads/schema";

import { attributionValues } from "../attribution";

import type { Db, Tx } from "../db/client";
import { contactSubmissions } from "../db/schema";
import { leadsNotifyTo, mailContext } from "../email/context";
import {
  deliverNow,
  queueClaimedMessages,
  type ClaimedMessage,
  type DeliveryOutcome,
} from "../email/outbox";
import { leadAcknowledgement, leadNotification, type MailContext } from "../email/templates";
import type { MailTransport } from "../email/transport";
import { serverEnv } from "../env";
import { consumeRateLimitIn, rateLimitKey } from "../rate-limit";
import { deliverWebhooks, queueWebhooks, type ClaimedWebhook } from "../webhooks/outbox";
import { leadWebhookPayload } from "../webhooks/payload";

export type StoreLeadResult =
  | { kind: "invalid"; fieldErrors: LeadFieldErrors & Record<string, string[]> }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | {
      kind: "created";
      id: string;
      submissionId: string;
      /** Whether the team notification went out; undefined when the answer did not wait. */
      emailSent?: boolean;
    }
  | { kind: "replayed"; id: string; submissionId: string };

export type StoreLeadOptions = {
  ip: string;
  /** Where the visit came from (src/server/attribution.ts requestAttribution); none by default. */
  attribution?: Attribution;
  now?: Date;
  /** Where mail goes; without it the enquiry is stored and its mail left to the worker. */
  transport?: MailTransport;
  limit?: number;
  notifyTo?: string;
  context?: MailContext;
  /** Bound on the immediate delivery attempt (10 s). */
  deliveryTimeoutMs?: number;
  /**
   * false: answer as soon as the enquiry is stored; the immediate send goes on in the background
   * (tracked, so a shutdown waits for it; the claim's lease covers a crash). The visitor never
   * waits for the mail server. Default true (callers that need `emailSent`).
   */
  waitForDelivery?: boolean;
  /** Where the enquiry is posted as a signed webhook (default LEAD_WEBHOOK_URLS). */
  webhookUrls?: readonly string[];
  /** Signs the webhooks (default LEAD_WEBHOOK_SECRET). */
  webhookSecret?: string;
  /** Posts the webhooks (tests); the global fetch by default. */
  webhookFetch?: typeof fetch;
};

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
 * honeypot quietly; store the enquiry and its two messages in one transaction; try delivery at
 * once (bounded, or in the background with `waitForDelivery: false`); `emailSent` says whether
 * the team notification went out.
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
      return insertLeadWithMail(tx, lead, submissionId, now, options, countAgainstLimit);
    });
  } catch (error) {
    if (error instanceof OverLimit) {
      return { kind: "rate-limited", retryAfterSeconds: error.retryAfterSeconds };
    }
    throw error;
  }
  if (outcome === "honeypot") {
    return { kind: "created", id: randomUUID(), submissionId, emailSent: false };
  }
  if (outcome.kind === "conflict") {
    const existing = await findBySubmissionId(db, submissionId);
    if (!existing) throw new Error(`Enquiry ${submissionId} conflicted but cannot be found`);
    return { kind: "replayed", id: existing.id, submissionId };
  }
  const stored = outcome;

  if (stored.webhooks.length > 0) {
    // Never awaited: the visitor does not wait for the team's chat. Tracked, so a shutdown does.
    void deliverWebhooks(
      db,
      stored.webhooks,
      {
        secret: options.webhookSecret ?? serverEnv().LEAD_WEBHOOK_SECRET,
        fetch: options.webhookFetch,
      },
      options.now ? () => now : undefined,
    );
  }
  if (!options.transport) return { kind: "created", id: stored.id, submissionId, emailSent: false };
  const delivery = deliverNow(db, options.transport, stored.messages, {
    timeoutMs: options.deliveryTimeoutMs,
    now: options.now ? () => now : undefined,
  });
  if (options.waitForDelivery === false) return { kind: "created", id: stored.id, submissionId };
  const outcomes = await delivery;
  const emailSent = outcomes !== "timeout" && notificationDelivered(outcomes);
  return { kind: "created", id: stored.id, submissionId, emailSent };
}

type StoreOutcome =
  | { kind: "stored"; id: string; messages: ClaimedMessage[]; webhooks: ClaimedWebhook[] }
  | { kind: "conflict" };

/** Thrown inside the transaction to roll it back when the client is over its limit. */
class OverLimit extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("over the rate limit");
  }
}

function notificationDelivered(outcomes: DeliveryOutcome[]): boolean {
  return outcomes.some((outcome) => outcome.kind === "lead-notification" && outcome.delivered);
}

async function insertLeadWithMail(
  tx: Tx,
  lead: Lead,
  submissionId: string,
  now: Date,
  options: StoreLeadOptions,
  countAgainstLimit: (tx: Tx) => Promise<void>,
): Promise<StoreOutcome> {
  const context = options.context ?? mailContext();
  const attribution = options.attribution ?? { first: null, last: { ...EMPTY_TOUCH } };
  // A submissionId stored before, or by a request running at the same moment: the unique
  // constraint lets one in, the other inserts nothing and answers with the first one's id.
  const [row] = await tx
    .insert(contactSubmissions)
    .values({ ...lead, ...attributionValues(attribution), submissionId, createdAt: now })
    .onConflictDoNothing({ target: contactSubmissions.submissionId })
    .returning({ id: contactSubmissions.id });
  if (!row) return { kind: "conflict" };
  await countAgainstLimit(tx);
  const notification = leadNotification(
    lead,
    { id: row.id, receivedAt: now, attribution },
    context,
  );
  const acknowledgement = leadAcknowledgement(lead, context);
  const messages = await queueClaimedMessages(
    tx,
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
  // One row per webhook URL, in this transaction: no enquiry without its alerts. Claimed for an
  // attempt right away when this request delivers its mail too; otherwise left to the worker.
  const webhooks = await queueWebhooks(
    tx,
    {
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
    },
    Boolean(options.transport),
  );
  return { kind: "stored", id: row.id, messages, webhooks };
}
