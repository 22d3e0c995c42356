import type { ReplyDraft } from "../../../../content/schemas/inbox";
import { firstLine } from "@/features/admin/format";
import { fillTokens } from "@/lib/fill-tokens";

/**
 * The one-click replies of an enquiry's page (issue 34): the drafts of content/site/inbox.json
 * filled with the visitor's name and request, as a mailto: and a wa.me address, and the visitor's
 * number in E.164 for WhatsApp and tel:. Pure: the page and the reply endpoint both build from it.
 */

/** An Indian number by default: the form's visitors mostly write "98765 43210" or "098765 43210". */
export const DEFAULT_COUNTRY_CODE = "91";

/**
 * "+91 98765 43210", "098765-43210", "9876543210", "0091 98765 43210", "+44 20 7946 0958" →
 * "+919876543210" … "+442079460958"; null when the digits cannot be a full number (WhatsApp and
 * tel: then get no link rather than a wrong one).
 */
export function toE164(phone: string, countryCode = DEFAULT_COUNTRY_CODE): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  let international: string;
  if (trimmed.startsWith("+")) international = digits;
  else if (digits.startsWith("00")) international = digits.slice(2);
  else if (countryCode === "91" && /^91[6-9]\d{9}$/.test(digits)) international = digits;
  else if (/^0\d{10}$/.test(digits)) international = countryCode + digits.slice(1);
  else if (/^\d{10}$/.test(digits)) international = countryCode + digits;
  else return null;
  // E.164: a country code that never starts with 0, at most 15 digits in all.
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
}

export type ReplyEnquiry = {
  name: string;
  email: string;
  phone: string;
  company: string | null;
  serviceType: string;
  requirements: string | null;
};

export type ReplyContext = { brand: string; founder: string };

/** How much of the request a draft quotes. */
const REQUEST_QUOTE = 100;

/** The draft's tokens for this enquiry (REPLY_TOKENS in content/schemas/inbox.ts). */
export function replyTokens(enquiry: ReplyEnquiry, context: ReplyContext): Record<string, string> {
  const request = firstLine(enquiry.requirements, REQUEST_QUOTE) ?? enquiry.serviceType;
  return {
    name: enquiry.name,
    firstName: enquiry.name.trim().split(/\s+/)[0] ?? enquiry.name,
    service: enquiry.serviceType,
    request,
    company: enquiry.company ?? enquiry.name,
    brand: context.brand,
    founder: context.founder,
  };
}

/** The drafts for a service: its own, or the default. */
export function draftFor(
  service: string,
  drafts: {
    defaultReply: ReplyDraft;
    serviceReplies: readonly (ReplyDraft & { service: string })[];
  },
): ReplyDraft {
  return drafts.serviceReplies.find((reply) => reply.service === service) ?? drafts.defaultReply;
}

export type ReplyLinks = {
  /** mailto: with the subject and text (RFC 6068: %20 for spaces, CRLF line breaks). */
  email: string;
  /** https://wa.me/<digits>?text=…, or null without a usable number. */
  whatsapp: string | null;
  /** tel:+<digits>, or null without a usable number. */
  call: string | null;
  subject: string;
  body: string;
  whatsappText: string;
};

export function replyLinks(
  enquiry: ReplyEnquiry,
  draft: ReplyDraft,
  context: ReplyContext,
): ReplyLinks {
  const tokens = replyTokens(enquiry, context);
  const subject = fillTokens(draft.emailSubject, tokens);
  const body = fillTokens(draft.emailBody, tokens);
  const whatsappText = fillTokens(draft.whatsapp, tokens);
  const e164 = toE164(enquiry.phone);
  const address = encodeURIComponent(enquiry.email).replace(/%40/g, "@");
  const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");
  return {
    email: `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf(body))}`,
    whatsapp: e164
      ? `https://wa.me/${e164.slice(1)}?text=${encodeURIComponent(whatsappText)}`
      : null,
    call: e164 ? `tel:${e164}` : null,
    subject,
    body,
    whatsappText,
  };
}
