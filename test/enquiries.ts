import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import { EMPTY_TOUCH, type Touch } from "@/features/attribution/attribution";
import { attributionValues } from "@/server/attribution";
import type { Db } from "@/server/db/client";
import { contactSubmissions, type EnquiryStatus } from "@/server/db/schema";

/** Test enquiries written straight into the database (no rate limit, no mail unless asked). */
export type SeedEnquiry = {
  name?: string;
  email?: string;
  phone?: string;
  company?: string | null;
  location?: string | null;
  serviceType?: string;
  requirements?: string | null;
  createdAt?: Date;
  status?: EnquiryStatus;
  emailSent?: boolean;
  /** The team notification's outbox row, if any. */
  notification?: "pending" | "sending" | "sent" | "failed";
  /** Where its visit came from (the last touch). */
  touch?: Partial<Touch>;
};

export async function seedEnquiry(db: Db, input: SeedEnquiry = {}): Promise<string> {
  const submissionId = randomUUID();
  const createdAt = (input.createdAt ?? new Date()).toISOString();
  const result = (await db.execute(
    sql`insert into contact_submissions (created_at, name, email, phone, company, location,
          service_type, requirements, email_sent, submission_id, status)
        values (${createdAt}, ${input.name ?? "Asha Rao"}, ${input.email ?? "asha@client.example"},
          ${input.phone ?? "+91 98765 43210"}, ${input.company === undefined ? "Rao Foods" : input.company},
          ${input.location ?? null}, ${input.serviceType ?? "MVP Development"},
          ${input.requirements === undefined ? "An ordering app." : input.requirements},
          ${input.emailSent ?? input.notification === "sent"}, ${submissionId}, ${input.status ?? "new"})
        returning id`,
  )) as unknown as { rows: { id: string }[] };
  if (input.notification) {
    await db.execute(
      sql`insert into email_outbox (submission_id, kind, recipient, subject, text_body, html_body,
            status, attempts, created_at, sent_at)
          values (${submissionId}, 'lead-notification', 'team@site.example', 'New enquiry', 'x', 'x',
            ${input.notification}, 1, ${createdAt},
            ${input.notification === "sent" ? createdAt : null})`,
    );
  }
  const id = result.rows[0]!.id;
  if (input.touch) {
    await db
      .update(contactSubmissions)
      .set(attributionValues({ first: null, last: { ...EMPTY_TOUCH, ...input.touch } }))
      .where(eq(contactSubmissions.id, id));
  }
  return id;
}
