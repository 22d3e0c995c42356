import ICAL from "ical.js";

/**
 * The call's iCalendar invitation (RFC 5545 with iTIP's METHOD, RFC 5546), written with ical.js,
 * the library that reads the owners' feeds. One UID per call, for its whole life: a reschedule is
 * the same UID with a higher SEQUENCE, a cancel METHOD:CANCEL with STATUS:CANCELLED, so Gmail,
 * Outlook and Apple Mail update or remove the event they showed. Times are UTC.
 */
export type Person = { name: string; email: string };

export type InvitationInput = {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  organizer: Person;
  attendee: Person;
  /** DTSTAMP: when this version of the invitation was made. */
  stamp: Date;
  brandName: string;
};

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true);

function withPerson(
  property: ICAL.Property,
  person: Person,
  parameters: Record<string, string> = {},
): ICAL.Property {
  property.setParameter("cn", person.name);
  for (const [name, value] of Object.entries(parameters)) property.setParameter(name, value);
  property.setValue(`mailto:${person.email}`);
  return property;
}

export function invitationIcs(input: InvitationInput): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.addPropertyWithValue(
    "prodid",
    `-//${input.brandName.replace(/[/\\]/g, " ")}//Discovery calls//EN`,
  );
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", input.method);

  const event = new ICAL.Component("vevent");
  event.addPropertyWithValue("uid", input.uid);
  event.addPropertyWithValue("dtstamp", utc(input.stamp));
  event.addPropertyWithValue("dtstart", utc(input.start));
  event.addPropertyWithValue("dtend", utc(input.end));
  event.addPropertyWithValue("sequence", input.sequence);
  event.addPropertyWithValue("summary", input.summary);
  event.addPropertyWithValue("description", input.description);
  if (input.location) {
    event.addPropertyWithValue("location", input.location);
    event.addPropertyWithValue("url", input.location);
  }
  event.addPropertyWithValue("status", input.method === "CANCEL" ? "CANCELLED" : "CONFIRMED");
  event.addPropertyWithValue("transp", "OPAQUE");
  event.addProperty(withPerson(new ICAL.Property("organizer"), input.organizer));
  event.addProperty(
    withPerson(new ICAL.Property("attendee"), input.attendee, {
      role: "REQ-PARTICIPANT",
      partstat: input.method === "CANCEL" ? "DECLINED" : "NEEDS-ACTION",
      rsvp: "TRUE",
    }),
  );
  event.addProperty(
    withPerson(new ICAL.Property("attendee"), input.organizer, {
      role: "CHAIR",
      partstat: "ACCEPTED",
    }),
  );
  calendar.addSubcomponent(event);
  // ical.js folds long lines and ends them with CRLF, as RFC 5545 asks.
  return calendar.toString() + "\r\n";
}

const googleStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Google Calendar's "add event" page, filled in (for those whose mail shows no invitation). */
export function googleCalendarUrl(input: {
  start: Date;
  end: Date;
  summary: string;
  details: string;
  location: string | null;
}): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", input.summary);
  url.searchParams.set("dates", `${googleStamp(input.start)}/${googleStamp(input.end)}`);
  url.searchParams.set("details", input.details);
  if (input.location) url.searchParams.set("location", input.location);
  return url.href;
}
