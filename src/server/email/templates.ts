import { formatDateTime, formatMinutes } from "@/features/admin/format";
import { attributionLines, type Attribution } from "@/features/attribution/attribution";
import type { Lead } from "@/features/leads/schema";
import { withoutControlCharacters } from "@content/schemas/control-characters";

/** What the templates need to know about the sender; passed in so they stay pure. */
export type MailContext = {
  brandName: string;
  siteUrl: string;
  contactEmail: string;
  schedulingUrl: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Every value that reaches an HTML body goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * A subject is one line: control characters and line separators (a newline would start a new
 * header) become spaces; text-direction controls are removed.
 */
export function oneLine(value: string): string {
  return withoutControlCharacters(value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ")).trim();
}

/**
 * The enquiry as the mails print it. The schema already refuses control and text-direction
 * characters (content/schemas/control-characters.ts); REMOVING them again here means no subject or body
 * can carry one, whatever reached the database (older rows, another caller).
 */
function mailSafe(lead: Lead): Lead {
  const line = (value: string) => withoutControlCharacters(value);
  const optional = (value: string | null) => (value === null ? null : line(value));
  return {
    ...lead,
    name: line(lead.name),
    email: line(lead.email),
    phone: line(lead.phone),
    company: optional(lead.company),
    location: optional(lead.location),
    requirements:
      lead.requirements === null
        ? null
        : withoutControlCharacters(lead.requirements, { multiline: true }),
  };
}

export function layout(context: MailContext, heading: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${body}
<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(context.brandName)} · <a href="${escapeHtml(context.siteUrl)}">${escapeHtml(context.siteUrl.replace(/^https?:\/\//, ""))}</a></p>
</div></body></html>`;
}

export const paragraphs = (text: string) =>
  escapeHtml(text)
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 12px;line-height:1.5">${part.replace(/\n/g, "<br>")}</p>`)
    .join("\n");

/** The team's notification: every field of the enquiry; replying answers the visitor. */
export function leadNotification(
  enquiry: Lead,
  meta: { id: string; receivedAt: Date; attribution?: Attribution; assignee?: string | null },
  context: MailContext,
): RenderedMail {
  const lead = mailSafe(enquiry);
  // Who handles it, when a rule (a default assignee per service) or an owner has given it to one.
  const assigned = meta.assignee ? `Assigned to ${withoutControlCharacters(meta.assignee)}.` : null;
  const fields: [string, string | null][] = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Company", lead.company],
    ["Location", lead.location],
    ["Service", lead.serviceType],
    ["Requirements", lead.requirements],
    // Where the visit came from (its values were checked on the way in; cleaned again here).
    ...(meta.attribution ? attributionLines(meta.attribution) : []).map(
      ([label, value]): [string, string] => [label, withoutControlCharacters(value)],
    ),
  ];
  // The time the owner's pages show it at: the team's zone, named.
  const received = formatDateTime(meta.receivedAt);
  const text = [
    `New enquiry from the website (${lead.serviceType}).`,
    "",
    ...fields.map(([label, value]) => `${label}: ${value ?? "—"}`),
    "",
    `Enquiry id: ${meta.id}`,
    `Received: ${received}`,
    ...(assigned ? ["", assigned] : []),
    "",
    `Reply to this email to answer ${lead.name} directly.`,
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${value ? escapeHtml(value) : "—"}</td></tr>`,
    )
    .join("\n");
  const html = layout(
    context,
    `New enquiry: ${lead.serviceType}`,
    `<table role="presentation" style="border-collapse:collapse;font-size:15px">${rows}</table>
<p style="margin:16px 0 0;font-size:13px;color:#475569">Enquiry id ${escapeHtml(meta.id)} · received ${escapeHtml(received)}</p>${assigned ? `\n<p style="margin:12px 0 0;font-weight:bold">${escapeHtml(assigned)}</p>` : ""}
<p style="margin:12px 0 0">Reply to this email to answer ${escapeHtml(lead.name)} directly.</p>`,
  );
  return {
    subject: oneLine(`New enquiry: ${lead.serviceType} from ${lead.name}`),
    text,
    html,
  };
}

/** The visitor's acknowledgement: received, answered within 24 hours, or book a call now. */
export function leadAcknowledgement(enquiry: Lead, context: MailContext): RenderedMail {
  const lead = mailSafe(enquiry);
  const text = [
    `Hi ${lead.name},`,
    "",
    `Thank you for contacting ${context.brandName} about ${lead.serviceType}. We have received your enquiry and will reply within 24 hours.`,
    "",
    `If you would rather talk now, book a free 30-minute discovery call: ${context.schedulingUrl}`,
    "",
    `Anything to add? Reply to this email or write to ${context.contactEmail}.`,
    "",
    `— The ${context.brandName} team`,
  ].join("\n");
  const html = layout(
    context,
    "We have received your enquiry",
    `${paragraphs(`Hi ${lead.name},`)}
${paragraphs(`Thank you for contacting ${context.brandName} about ${lead.serviceType}. We have received your enquiry and will reply within 24 hours.`)}
<p style="margin:0 0 12px;line-height:1.5">If you would rather talk now, <a href="${escapeHtml(context.schedulingUrl)}">book a free 30-minute discovery call</a>.</p>
<p style="margin:0 0 12px;line-height:1.5">Anything to add? Reply to this email or write to <a href="mailto:${escapeHtml(context.contactEmail)}">${escapeHtml(context.contactEmail)}</a>.</p>
${paragraphs(`— The ${context.brandName} team`)}`,
  );
  return {
    subject: oneLine(`We received your enquiry – ${context.brandName}`),
    text,
    html,
  };
}

/** Welcome to the newsletter. */
export function newsletterWelcome(context: MailContext): RenderedMail {
  const text = [
    `Welcome to the ${context.brandName} newsletter.`,
    "",
    "You will get our new articles on CTO leadership, MVP development, AI automation and Google Ads, a few times a month at most.",
    "",
    `Read the latest posts: ${context.siteUrl}/blog`,
    "",
    `Did not sign up? Reply to this email or write to ${context.contactEmail} and we will remove your address.`,
  ].join("\n");
  const html = layout(
    context,
    `Welcome to the ${context.brandName} newsletter`,
    `${paragraphs("You will get our new articles on CTO leadership, MVP development, AI automation and Google Ads, a few times a month at most.")}
<p style="margin:0 0 12px;line-height:1.5"><a href="${escapeHtml(`${context.siteUrl}/blog`)}">Read the latest posts</a>.</p>
<p style="margin:0 0 12px;line-height:1.5">Did not sign up? Reply to this email or write to <a href="mailto:${escapeHtml(context.contactEmail)}">${escapeHtml(context.contactEmail)}</a> and we will remove your address.</p>`,
  );
  return { subject: oneLine(`Welcome to the ${context.brandName} newsletter`), text, html };
}

/** The owner's one-time sign-in link for /admin (docs/decisions/0011-owner-sign-in.md). */
export function adminSignIn(
  link: string,
  meta: { validMinutes: number },
  context: MailContext,
): RenderedMail {
  const text = [
    `Sign in to the ${context.brandName} owner's view:`,
    "",
    link,
    "",
    `The link works once, within ${meta.validMinutes} minutes. Opening it shows a "Sign in" button; nothing happens until you press it.`,
    "",
    "Did not ask to sign in? Ignore this email: nobody can sign in without the link.",
  ].join("\n");
  const html = layout(
    context,
    `Sign in to ${context.brandName}`,
    `<p style="margin:0 0 16px;line-height:1.5"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f172a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Sign in to the owner's view</a></p>
${paragraphs(`The link works once, within ${meta.validMinutes} minutes. Opening it shows a "Sign in" button; nothing happens until you press it.`)}
<p style="margin:0 0 12px;line-height:1.5;font-size:13px;color:#475569">Or paste this address into your browser: ${escapeHtml(link)}</p>
${paragraphs("Did not ask to sign in? Ignore this email: nobody can sign in without the link.")}`,
  );
  return { subject: oneLine(`Your sign-in link for ${context.brandName}`), text, html };
}

/**
 * A reminder of the owner's inbox (issue 34): an enquiry has waited past the response target
 * (step 1) or twice it (step 2), in working minutes; the link opens its page with the replies.
 */
export function enquiryReminder(
  enquiry: { id: string; name: string; serviceType: string; requirementsLine: string | null },
  meta: { step: 1 | 2; waitedMinutes: number; targetMinutes: number; assignee: string | null },
  context: MailContext,
): RenderedMail {
  const name = withoutControlCharacters(enquiry.name);
  const service = withoutControlCharacters(enquiry.serviceType);
  const request = enquiry.requirementsLine
    ? withoutControlCharacters(enquiry.requirementsLine)
    : null;
  const url = `${context.siteUrl}/admin/enquiries/${enquiry.id}`;
  const waited = `${formatMinutes(meta.waitedMinutes)} of working time (the target is ${formatMinutes(meta.targetMinutes)})`;
  const heading = meta.step === 1 ? `${name} is waiting for a reply` : `Still no reply to ${name}`;
  const lead =
    meta.step === 1
      ? `${name} (${service}) has waited ${waited}.`
      : `${name} (${service}) has now waited ${waited}: twice the target. Every owner gets this one.`;
  const assigned = meta.assignee ? `Assigned to ${meta.assignee}.` : "Nobody has taken it yet.";
  const text = [
    lead,
    assigned,
    ...(request ? ["", `They wrote: ${request}`] : []),
    "",
    `Reply by email, WhatsApp or phone from its page: ${url}`,
  ].join("\n");
  const html = layout(
    context,
    heading,
    `${paragraphs(`${lead}\n${assigned}`)}
${request ? `<p style="margin:0 0 12px;line-height:1.5;color:#475569">They wrote: ${escapeHtml(request)}</p>` : ""}
<p style="margin:16px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:bold">Open the enquiry and reply</a></p>`,
  );
  return {
    subject: oneLine(
      meta.step === 1
        ? `Waiting ${formatMinutes(meta.waitedMinutes)}: ${name} (${service})`
        : `Second reminder, waiting ${formatMinutes(meta.waitedMinutes)}: ${name} (${service})`,
    ),
    text,
    html,
  };
}
