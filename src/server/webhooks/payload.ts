import { createHmac } from "node:crypto";

import type { Lead } from "@/features/leads/schema";

/**
 * What a lead webhook posts (docs/decisions/0012-lead-webhooks.md): the enquiry's fields, its
 * ids and time, and a `text` line, so a Slack or Teams incoming webhook shows it as it is.
 */
export type LeadWebhookPayload = {
  event: "enquiry.created";
  id: string;
  submission_id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  location: string | null;
  service_type: string;
  requirements: string | null;
  text: string;
};

/** Slack's mrkdwn treats & < > as markup: escaped as its documentation asks. */
const slackEscape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function leadWebhookPayload(
  lead: Lead,
  meta: { id: string; submissionId: string; createdAt: Date },
  brandName: string,
): LeadWebhookPayload {
  const who = [lead.name, lead.company].filter(Boolean).join(", ");
  const lines = [
    `New enquiry on ${brandName}: ${lead.serviceType} from ${who}`,
    `${lead.email} · ${lead.phone}${lead.location ? ` · ${lead.location}` : ""}`,
    ...(lead.requirements ? [lead.requirements.slice(0, 500)] : []),
  ];
  return {
    event: "enquiry.created",
    id: meta.id,
    submission_id: meta.submissionId,
    created_at: meta.createdAt.toISOString(),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company ?? null,
    location: lead.location ?? null,
    service_type: lead.serviceType,
    requirements: lead.requirements ?? null,
    text: slackEscape(lines.join("\n")),
  };
}

export const SIGNATURE_HEADER = "X-Webhook-Signature";
export const TIMESTAMP_HEADER = "X-Webhook-Timestamp";

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the timestamp in Unix seconds. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}
