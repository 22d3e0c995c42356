import { createHmac } from "node:crypto";

import {
  CLICK_ID_PARAMS,
  EMPTY_TOUCH,
  sourceOf,
  type Attribution,
  type Touch,
} from "@/features/attribution/attribution";
import type { Lead } from "@/features/leads/schema";
import { cutText } from "@/lib/cut-text";

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
  /** Where the visit came from: this visit (or the latest with a source) and, with consent, the first. */
  attribution: {
    source: string;
    medium: string;
  } & TouchPayload &
    Record<(typeof CLICK_ID_PARAMS)[number], string | null> & {
      first: ({ at: string } & TouchPayload) | null;
    };
  text: string;
};

const NO_ATTRIBUTION: Attribution = { first: null, last: EMPTY_TOUCH };

/** A touch's page and campaign fields as the payload names them (snake_case, like the rest). */
type TouchPayload = ReturnType<typeof touchPayload>;

function touchPayload(touch: Touch) {
  return {
    landing_path: touch.landingPath,
    referrer_host: touch.referrerHost,
    utm_source: touch.utmSource,
    utm_medium: touch.utmMedium,
    utm_campaign: touch.utmCampaign,
    utm_term: touch.utmTerm,
    utm_content: touch.utmContent,
  };
}

/** Slack's mrkdwn treats & < > as markup: escaped as its documentation asks. */
const slackEscape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function leadWebhookPayload(
  lead: Lead,
  meta: {
    id: string;
    submissionId: string;
    createdAt: Date;
    attribution?: Attribution;
    /** A line after the contact details: a booking's "Discovery call booked for …". */
    note?: string;
  },
  brandName: string,
): LeadWebhookPayload {
  const who = [lead.name, lead.company].filter(Boolean).join(", ");
  const { first, last } = meta.attribution ?? NO_ATTRIBUTION;
  const { source, medium } = sourceOf(last);
  const lines = [
    `New enquiry on ${brandName}: ${lead.serviceType} from ${who}`,
    `${lead.email} · ${lead.phone}${lead.location ? ` · ${lead.location}` : ""}`,
    ...(meta.note ? [meta.note] : []),
    `Source: ${source} / ${medium}${last.utmCampaign ? ` · ${last.utmCampaign}` : ""}`,
    ...(lead.requirements ? [cutText(lead.requirements, 500)] : []),
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
    attribution: {
      source,
      medium,
      ...touchPayload(last),
      gclid: last.gclid,
      gbraid: last.gbraid,
      wbraid: last.wbraid,
      fbclid: last.fbclid,
      msclkid: last.msclkid,
      first: first ? { at: first.at, ...touchPayload(first) } : null,
    },
    text: slackEscape(lines.join("\n")),
  };
}

export const SIGNATURE_HEADER = "X-Webhook-Signature";
export const TIMESTAMP_HEADER = "X-Webhook-Timestamp";

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the timestamp in Unix seconds. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}
