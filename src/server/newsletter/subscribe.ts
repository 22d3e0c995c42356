import type { Attribution } from "@/features/attribution/attribution";
import { newsletterSchema } from "@/features/newsletter/newsletter-schema";

import { attributionValues } from "../attribution";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { mailContext } from "../email/context";
import { queueMessages, wakeMailWorkers } from "../email/outbox";
import { newsletterWelcome, type MailContext } from "../email/templates";
import { serverEnv } from "../env";
import { jobQueueFor } from "../jobs/lifecycle";
import { fieldErrorsOf } from "../leads/store-lead";
import { consumeRateLimit, rateLimitKey } from "../rate-limit";

export type SubscribeResult =
  | { kind: "invalid"; fieldErrors: Record<string, string[]> }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "subscribed" }
  | { kind: "already-subscribed" };

/**
 * Newsletter sign-up (docs/product.md §10.5): store the address once and queue a welcome email in
 * the same transaction; a repeat gets no second row or email. Limited per client like enquiries
 * (bucket "newsletter"). The endpoint answers both kinds alike, so the sign-up form cannot be used
 * to learn who subscribed: for the same reason the welcome email is only queued (a new address
 * must not answer slower than a known one); the mail queue sends it.
 */
export async function subscribeNewsletter(
  db: Db,
  input: unknown,
  options: {
    ip: string;
    /** Where the visit came from (src/server/attribution.ts); none by default. */
    attribution?: Attribution;
    now?: Date;
    limit?: number;
    context?: MailContext;
  },
): Promise<SubscribeResult> {
  const now = options.now ?? new Date();
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", fieldErrors: fieldErrorsOf(parsed.error) };
  const { email } = parsed.data;

  const decision = await consumeRateLimit(db, {
    bucket: "newsletter",
    key: rateLimitKey(options.ip),
    limit: options.limit ?? serverEnv().NEWSLETTER_RATE_LIMIT,
    now,
  });
  if (!decision.allowed) {
    return { kind: "rate-limited", retryAfterSeconds: decision.retryAfterSeconds };
  }

  const welcome = newsletterWelcome(options.context ?? mailContext());
  // Opened before the transaction: on PGlite the queue shares its one connection.
  const queue = await jobQueueFor(db);
  const messages = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({
        email,
        ...(options.attribution ? attributionValues(options.attribution) : {}),
        createdAt: now,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (!row) return undefined;
    return queueMessages(
      tx,
      queue,
      [
        {
          kind: "newsletter-welcome",
          recipient: email,
          subject: welcome.subject,
          textBody: welcome.text,
          htmlBody: welcome.html,
        },
      ],
      now,
    );
  });
  if (!messages) return { kind: "already-subscribed" };
  wakeMailWorkers(queue, messages.length);
  return { kind: "subscribed" };
}
