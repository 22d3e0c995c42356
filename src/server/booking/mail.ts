import { withoutControlCharacters } from "@content/schemas/control-characters";

import {
  escapeHtml,
  layout,
  oneLine,
  paragraphs,
  type MailContext,
  type RenderedMail,
} from "../email/templates";

/**
 * The mails of a discovery call, to the visitor and to the owner: booked, moved, cancelled, and
 * the reminders a day and an hour before. The invitation itself travels as the message's
 * text/calendar part (invitation.ts); these are the words around it. Pure: the links and times
 * come in.
 */
export type CallMailKind = "booked" | "rescheduled" | "cancelled" | "reminder-24h" | "reminder-1h";

export type CallMailInput = {
  kind: CallMailKind;
  to: "visitor" | "owner";
  start: Date;
  end: Date;
  visitorName: string;
  visitorEmail: string;
  visitorPhone: string | null;
  project: string | null;
  visitorZone: string;
  teamZone: string;
  ownerName: string;
  meetingUrl: string | null;
  /** Absolute links: manage (reschedule / cancel), .ics download, Google Calendar. */
  manageUrl: string | null;
  icsUrl: string | null;
  googleUrl: string | null;
  /** The owner's view of the enquiry (owner's mails only). */
  enquiryUrl: string | null;
};

/** "Tuesday 1 December 2026, 11:00–11:30 (India time)" style, in `timeZone`. */
export function formatCallTime(start: Date, end: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(start);
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return `${day}, ${clock.format(start)}–${clock.format(end)} (${timeZone})`;
}

export const CALL_TITLE = "30-minute discovery call";

export function callMail(input: CallMailInput, context: MailContext): RenderedMail {
  const name = withoutControlCharacters(input.visitorName);
  const firstName = name.split(/\s+/)[0] || name;
  const forVisitor = input.to === "visitor";
  const zone = forVisitor ? input.visitorZone : input.teamZone;
  const when = formatCallTime(input.start, input.end, zone);
  const alongside =
    zone !== input.teamZone ? formatCallTime(input.start, input.end, input.teamZone) : null;
  const withWhom = forVisitor ? `${input.ownerName} of ${context.brandName}` : name;

  const subjects: Record<CallMailKind, string> = {
    booked: forVisitor
      ? `Your ${CALL_TITLE} with ${context.brandName}`
      : `New discovery call: ${name}`,
    rescheduled: forVisitor
      ? `Your call with ${context.brandName} has moved`
      : `Call moved: ${name}`,
    cancelled: forVisitor
      ? `Your call with ${context.brandName} is cancelled`
      : `Call cancelled: ${name}`,
    "reminder-24h": `Tomorrow: ${CALL_TITLE} with ${withWhom}`,
    "reminder-1h": `In one hour: ${CALL_TITLE} with ${withWhom}`,
  };
  const openings: Record<CallMailKind, string> = {
    booked: forVisitor
      ? `Hi ${firstName},\n\nYour ${CALL_TITLE} with ${input.ownerName} is booked. The invitation is attached: accept it to add it to your calendar.`
      : `${name} booked a ${CALL_TITLE} with you.`,
    rescheduled: forVisitor
      ? `Hi ${firstName},\n\nYour call has moved to a new time. The updated invitation is attached.`
      : `${name}'s call has moved to a new time.`,
    cancelled: forVisitor
      ? `Hi ${firstName},\n\nYour call is cancelled and the time is free again. You are welcome to book another one whenever it suits you.`
      : `${name} cancelled the call; the time is free again.`,
    "reminder-24h": forVisitor
      ? `Hi ${firstName},\n\nA reminder: your call with ${input.ownerName} is tomorrow.`
      : `A reminder: your call with ${name} is tomorrow.`,
    "reminder-1h": forVisitor
      ? `Hi ${firstName},\n\nYour call with ${input.ownerName} starts in one hour.`
      : `Your call with ${name} starts in one hour.`,
  };

  const details: [string, string][] = [
    ["When", when],
    ...(alongside ? [["India time", alongside] as [string, string]] : []),
    ["With", withWhom],
  ];
  if (input.kind !== "cancelled" && input.meetingUrl) details.push(["Join", input.meetingUrl]);
  if (!forVisitor) {
    details.push(["Email", input.visitorEmail]);
    if (input.visitorPhone) details.push(["Phone", input.visitorPhone]);
    if (input.project) details.push(["Project", withoutControlCharacters(input.project)]);
  }

  const links: [string, string][] = [];
  if (input.kind !== "cancelled") {
    if (input.googleUrl) links.push(["Add to Google Calendar", input.googleUrl]);
    if (input.icsUrl) links.push(["Download the invitation (.ics)", input.icsUrl]);
    if (forVisitor && input.manageUrl) links.push(["Reschedule or cancel", input.manageUrl]);
  } else if (forVisitor) {
    links.push(["Book another call", new URL("/book", `${context.siteUrl}/`).href]);
  }
  if (!forVisitor && input.enquiryUrl) links.push(["Open the enquiry", input.enquiryUrl]);

  const closing = forVisitor ? `\n\nBest regards,\n${input.ownerName}\n${context.brandName}` : "";
  const text = [
    openings[input.kind],
    details.map(([label, value]) => `${label}: ${value}`).join("\n"),
    links.map(([label, url]) => `${label}: ${url}`).join("\n"),
  ]
    .filter(Boolean)
    .join("\n\n")
    .concat(closing);

  const html = layout(
    context,
    subjects[input.kind],
    [
      paragraphs(openings[input.kind]),
      `<table style="border-collapse:collapse;margin:0 0 16px">${details
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${
              /^https?:\/\//.test(value)
                ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
                : escapeHtml(value)
            }</td></tr>`,
        )
        .join("")}</table>`,
      links.length
        ? `<p style="margin:0 0 12px;line-height:1.8">${links
            .map(([label, url]) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`)
            .join(" · ")}</p>`
        : "",
      closing ? paragraphs(closing.trim()) : "",
    ].join("\n"),
  );
  return { subject: oneLine(subjects[input.kind]), text, html };
}
