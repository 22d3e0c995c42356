import ICAL from "ical.js";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { seedEnquiry } from "../../../test/enquiries";
import { sendQueuedMail } from "../../../test/jobs";
import { recordingTransport } from "../../../test/mail";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { parseWorkingHours, type WorkingHours } from "../admin/inbox/working-hours";
import { queryRows } from "../db/client";
import { jobQueueFor } from "../jobs/lifecycle";
import { signToken, verifyToken } from "./links";
import { sendDueCallReminders } from "./reminders";
import {
  bookCall,
  bookingIcs,
  cancelCall,
  enquiryReference,
  listCalls,
  listOpenSlots,
  markCall,
  rescheduleCall,
  setBookingSettingsForTest,
  type BookingSettings,
} from "./service";

const hours = parseWorkingHours("Mon-Sat 09:00-19:00 Asia/Kolkata", []) as WorkingHours;
const settings = (owners: string[]): BookingSettings => ({
  hours,
  teamZone: "Asia/Kolkata",
  slot: { callMinutes: 30, bufferMinutes: 15, noticeMinutes: 240, horizonDays: 21, dailyCap: 6 },
  owners: owners.map((email) => ({ email, name: email.split("@")[0]! })),
  feeds: new Map(),
  meetingUrl: "https://meet.example/aarambh-calls",
});
// Monday 30 Nov 2026, 09:00 India time; with four working hours' notice the first call is 13:00.
const NOW = new Date("2026-11-30T03:30:00Z");
const TUESDAY_11 = "2026-12-01T05:30:00.000Z"; // 11:00 India time
const TUESDAY_12 = "2026-12-01T06:30:00.000Z";

const visitor = (extra: Record<string, unknown> = {}) => ({
  slotStart: TUESDAY_11,
  name: "Meera Iyer",
  email: "meera@client.example",
  phone: "+91 98765 00000",
  project: "A booking app for clinics",
  visitorZone: "Europe/London",
  attribution: {
    first: null,
    last: {
      landingPath: "/services",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "december",
    },
  },
  ...extra,
});

type OutboxRow = {
  kind: string;
  recipient: string;
  subject: string;
  calendar: string | null;
  text_body: string;
};
const vevent = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const event = calendar.getFirstSubcomponent("vevent")!;
  const value = (name: string) => event.getFirstPropertyValue(name);
  return { calendar, event, value };
};

describe("signed links", () => {
  const key = Buffer.alloc(32, 7);
  it("open what they were signed for until they expire", () => {
    const token = signToken("manage", "call-1", new Date("2026-12-01T05:30:00Z"), key);
    expect(verifyToken(token, "manage", new Date("2026-12-01T05:29:59Z"), key)).toEqual({
      ok: true,
      id: "call-1",
    });
    expect(verifyToken(token, "manage", new Date("2026-12-01T05:30:00Z"), key)).toEqual({
      ok: false,
      reason: "expired-link",
    });
  });
  it("refuse a changed token, another purpose and another key", () => {
    const token = signToken("manage", "call-1", new Date("2027-01-01T00:00:00Z"), key);
    const [body, mac] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ p: "manage", id: "call-2", exp: 1_900_000_000 }),
    ).toString("base64url");
    expect(verifyToken(`${forged}.${mac}`, "manage", NOW, key).ok).toBe(false);
    expect(verifyToken(`${body}.${mac}x`, "manage", NOW, key).ok).toBe(false);
    expect(verifyToken(token, "enquiry", NOW, key)).toEqual({ ok: false, reason: "invalid-link" });
    expect(verifyToken(token, "manage", NOW, Buffer.alloc(32, 8)).ok).toBe(false);
  });
});

describeEachDatabase("booking a call", (url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(url);
  });
  afterAll(async () => {
    setBookingSettingsForTest(undefined);
    await t.close();
  });
  afterEach(async () => {
    for (const table of [
      "calls",
      "email_outbox",
      "enquiry_events",
      "contact_submissions",
      "rate_limit_events",
    ]) {
      await t.db.execute(sql.raw(`delete from ${table}`));
    }
  });
  const outbox = () =>
    queryRows<OutboxRow>(
      t.db,
      sql`select kind, recipient, subject, calendar, text_body from email_outbox order by id`,
    );

  it("creates a General Consultation enquiry with the visit's source, and invites both sides", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    const result = await bookCall(t.db, visitor(), {
      now: NOW,
      ip: "203.0.113.5",
      webhookUrls: ["https://hooks.example/crm"],
    });
    if (!result.ok) throw new Error(`not booked: ${JSON.stringify(result)}`);
    // The new enquiry goes to the team's webhooks as a form's does, saying the call is booked.
    const hooks = await queryRows<{ url: string; payload: string }>(
      t.db,
      sql`select url, payload from webhook_outbox`,
    );
    expect(hooks.map((hook) => hook.url)).toEqual(["https://hooks.example/crm"]);
    const payload = JSON.parse(hooks[0]!.payload) as Record<string, unknown>;
    expect(payload).toMatchObject({
      event: "enquiry.created",
      id: result.booking.enquiryId,
      email: "meera@client.example",
      service_type: "General Consultation",
      requirements: "A booking app for clinics",
      attribution: { utm_source: "newsletter", utm_campaign: "december" },
    });
    expect(payload.text).toMatch(
      /Discovery call booked: Tuesday,? 1 December 2026, 11:00–11:30 \(Asia\/Kolkata\)/,
    );
    expect(result.booking).toMatchObject({
      status: "booked",
      start: TUESDAY_11,
      end: "2026-12-01T06:00:00.000Z",
      ownerEmail: "asha@team.example",
      visitorZone: "Europe/London",
      sequence: 0,
      meetingUrl: "https://meet.example/aarambh-calls",
    });
    const [enquiry] = await queryRows<Record<string, string>>(
      t.db,
      sql`select service_type, utm_source, utm_campaign, landing_path, requirements, assignee from contact_submissions`,
    );
    expect(enquiry).toEqual({
      service_type: "General Consultation",
      utm_source: "newsletter",
      utm_campaign: "december",
      landing_path: "/services",
      requirements: "A booking app for clinics",
      assignee: "asha@team.example",
    });
    const events = await queryRows<{ kind: string; detail: string; note: string }>(
      t.db,
      sql`select kind, detail, note from enquiry_events`,
    );
    expect(events).toEqual([{ kind: "call", detail: "booked", note: TUESDAY_11 }]);

    const mail = await outbox();
    expect(mail.map((row) => [row.kind, row.recipient])).toEqual([
      ["call-visitor", "meera@client.example"],
      ["call-notification", "asha@team.example"],
    ]);
    // The visitor reads the time in their own zone, with India time alongside.
    expect(mail[0]!.text_body).toMatch(
      /When: Tuesday,? 1 December 2026, 05:30–06:00 \(Europe\/London\)/,
    );
    expect(mail[0]!.text_body).toMatch(
      /India time: Tuesday,? 1 December 2026, 11:00–11:30 \(Asia\/Kolkata\)/,
    );
    expect(mail[0]!.text_body).toContain("Add to Google Calendar: https://calendar.google.com/");
    expect(mail[0]!.text_body).toMatch(/Reschedule or cancel: https?:\/\/\S+\/book\/manage\?t=/);
    const { calendar, value, event } = vevent(mail[0]!.calendar!);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(value("uid")).toBe(`call-${result.booking.id}@${String(value("uid")).split("@")[1]}`);
    expect(value("sequence")).toBe(0);
    expect(String(value("dtstart"))).toBe("2026-12-01T05:30:00Z");
    expect(String(value("dtend"))).toBe("2026-12-01T06:00:00Z");
    expect(value("organizer")).toBe("mailto:asha@team.example");
    expect(event.getAllProperties("attendee").map((p) => p.getFirstValue())).toContain(
      "mailto:meera@client.example",
    );
    expect(value("location")).toBe("https://meet.example/aarambh-calls");
    expect(mail[1]!.calendar).toBe(mail[0]!.calendar);

    // Delivered, the owner's invitation counts as the new enquiry's notification.
    const transport = recordingTransport();
    await sendQueuedMail(t.db, transport);
    expect(transport.sent.map((message) => message.calendar?.includes("METHOD:REQUEST"))).toEqual([
      true,
      true,
    ]);
    const [flag] = await queryRows<{ email_sent: boolean }>(
      t.db,
      sql`select email_sent from contact_submissions`,
    );
    expect(flag!.email_sent).toBe(true);

    // The slot is gone from the open ones, and so are its neighbours within the buffer.
    const open = (await listOpenSlots(t.db, { now: NOW })).days.flatMap((day) =>
      day.slots.map((slot) => slot.start),
    );
    expect(open).not.toContain(TUESDAY_11);
    expect(open).not.toContain("2026-12-01T06:00:00.000Z");
    expect(open).toContain(TUESDAY_12);
  });

  it("joins the enquiry the thank-you page names", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    const enquiryId = await seedEnquiry(t.db, { email: "meera@client.example" });
    const hooks = () => queryRows(t.db, sql`select id from webhook_outbox`);
    const before = (await hooks()).length;
    const result = await bookCall(t.db, visitor({ enquiryRef: enquiryReference(enquiryId, NOW) }), {
      now: NOW,
      webhookUrls: ["https://hooks.example/crm"],
    });
    expect(result.ok && result.booking.enquiryId).toBe(enquiryId);
    // Posted when it came in: the booking posts it again to no webhook.
    expect(await hooks()).toHaveLength(before);
    // The joined enquiry had its own notification: the owner's invitation is just that.
    expect((await outbox()).map((row) => row.kind)).toEqual(["call-visitor", "call-owner"]);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from contact_submissions`,
    );
    expect(count!.n).toBe(1);
  });

  it("refuses a time it does not offer, naming the next free ones", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    // 10:00 India time on Monday is inside the four hours' notice.
    const result = await bookCall(t.db, visitor({ slotStart: "2026-11-30T04:30:00.000Z" }), {
      now: NOW,
    });
    expect(result).toMatchObject({ ok: false, reason: "unavailable" });
    expect(result.ok === false && "nextSlots" in result && result.nextSlots[0]?.start).toBe(
      "2026-11-30T07:30:00.000Z",
    );
    const padded = await bookCall(t.db, visitor({ email: "  Meera@Client.example " }), {
      now: NOW,
    });
    expect(padded.ok && padded.booking.visitorEmail).toBe("meera@client.example");
    expect(await bookCall(t.db, visitor({ email: "not-an-address" }), { now: NOW })).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { email: ["Please enter a valid email address"] },
    });
  });

  it("gives one slot to exactly one of 20 visitors racing for it", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    await jobQueueFor(t.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bookCall(t.db, visitor({ email: `racer${index}@client.example` }), { now: NOW }),
      ),
    );
    const won = results.filter((result) => result.ok);
    const taken = results.filter((result) => !result.ok && result.reason === "taken");
    expect([won.length, taken.length]).toEqual([1, 19]);
    const next = taken[0]!.ok === false && "nextSlots" in taken[0]! ? taken[0].nextSlots : [];
    expect(next[0]?.start).toBe(TUESDAY_12);
    const [calls] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from calls`);
    expect(calls!.n).toBe(1);
  });

  // One embedded database is one process: two instances need PostgreSQL.
  it.skipIf(url === "memory://")(
    "gives one slot to one visitor when two instances race for it",
    async () => {
      setBookingSettingsForTest(settings(["asha@team.example"]));
      const { openDbHandle } = await import("../db/client");
      const other = await openDbHandle(url, { schemaName: t.schemaName! });
      try {
        await Promise.all([jobQueueFor(t.db), jobQueueFor(other.db)]);
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            bookCall(
              index % 2 ? other.db : t.db,
              visitor({ email: `racer${index}@client.example` }),
              {
                now: NOW,
              },
            ),
          ),
        );
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        const [calls] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from calls`,
        );
        expect(calls!.n).toBe(1);
      } finally {
        await other.close();
      }
    },
  );

  it("with two owners, gives the slot to both, the one with fewer calls that week first", async () => {
    setBookingSettingsForTest(settings(["asha@team.example", "ravi@team.example"]));
    const first = await bookCall(t.db, visitor({ slotStart: "2026-11-30T07:30:00.000Z" }), {
      now: NOW,
    });
    expect(first.ok && first.booking.ownerEmail).toBe("asha@team.example");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bookCall(t.db, visitor({ email: `racer${index}@client.example` }), { now: NOW }),
      ),
    );
    const owners = results.flatMap((result) => (result.ok ? [result.booking.ownerEmail] : []));
    expect(owners.sort()).toEqual(["asha@team.example", "ravi@team.example"]);
    // Ravi had none that week, so the first booking of the slot went to him.
    const solo = await bookCall(t.db, visitor({ slotStart: "2026-12-02T05:30:00.000Z" }), {
      now: NOW,
    });
    expect(solo.ok && solo.booking.ownerEmail).toBe("ravi@team.example");
  });

  it("reschedules with the same UID and a higher SEQUENCE, and cancels with METHOD:CANCEL, freeing the slot", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    const booked = await bookCall(t.db, visitor(), { now: NOW });
    if (!booked.ok) throw new Error("not booked");
    const moved = await rescheduleCall(t.db, booked.manageToken, TUESDAY_12, NOW);
    if (!moved.ok) throw new Error(`not moved: ${JSON.stringify(moved)}`);
    expect(moved.booking).toMatchObject({ start: TUESDAY_12, sequence: 1 });
    const open = async () =>
      (await listOpenSlots(t.db, { now: NOW })).days.flatMap((day) =>
        day.slots.map((slot) => slot.start),
      );
    expect(await open()).toContain(TUESDAY_11);
    expect(await open()).not.toContain(TUESDAY_12);
    const update = (await outbox()).at(-2)!;
    const invite = vevent(update.calendar!);
    const original = vevent((await outbox())[0]!.calendar!);
    expect(invite.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(invite.value("uid")).toBe(original.value("uid"));
    expect(invite.value("sequence")).toBe(1);
    expect(String(invite.value("dtstart"))).toBe("2026-12-01T06:30:00Z");

    const ics = await bookingIcs(t.db, moved.manageToken, NOW);
    expect(ics.ok && vevent(ics.ics).value("sequence")).toBe(1);

    const cancelled = await cancelCall(t.db, moved.manageToken, NOW);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled", sequence: 2 } });
    const cancel = vevent((await outbox()).at(-1)!.calendar!);
    expect(cancel.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel.value("status")).toBe("CANCELLED");
    expect(cancel.value("uid")).toBe(original.value("uid"));
    expect(cancel.value("sequence")).toBe(2);
    expect(await open()).toContain(TUESDAY_12);
    expect(await cancelCall(t.db, moved.manageToken, NOW)).toEqual({
      ok: false,
      reason: "cancelled",
    });
    const events = await queryRows<{ detail: string }>(
      t.db,
      sql`select detail from enquiry_events order by id`,
    );
    expect(events.map((row) => row.detail)).toEqual(["booked", "rescheduled", "cancelled"]);
  });

  it("refuses a manage link once the call has started", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    const booked = await bookCall(t.db, visitor(), { now: NOW });
    if (!booked.ok) throw new Error("not booked");
    expect(await cancelCall(t.db, booked.manageToken, new Date(TUESDAY_11))).toEqual({
      ok: false,
      reason: "expired-link",
    });
  });

  it("reminds each side a day and an hour before, each once, and never after a cancel", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    const queue = await jobQueueFor(t.db);
    const kept = await bookCall(t.db, visitor(), { now: NOW });
    const dropped = await bookCall(
      t.db,
      visitor({ slotStart: TUESDAY_12, email: "b@client.example" }),
      { now: NOW },
    );
    if (!kept.ok || !dropped.ok) throw new Error("not booked");
    await cancelCall(t.db, dropped.manageToken, NOW);
    const at = (iso: string) => ({
      now: new Date(iso),
      queue,
      settings: settings(["asha@team.example"]),
    });
    expect(await sendDueCallReminders(t.db, at("2026-11-30T05:00:00Z"))).toEqual([]);
    expect(await sendDueCallReminders(t.db, at("2026-11-30T05:30:00Z"))).toEqual([
      { callId: kept.booking.id, step: "24h" },
    ]);
    expect(await sendDueCallReminders(t.db, at("2026-11-30T05:31:00Z"))).toEqual([]);
    expect(await sendDueCallReminders(t.db, at("2026-12-01T04:30:00Z"))).toEqual([
      { callId: kept.booking.id, step: "1h" },
    ]);
    expect(await sendDueCallReminders(t.db, at("2026-12-01T04:31:00Z"))).toEqual([]);
    const reminders = (await outbox()).filter((row) => /Tomorrow|In one hour/.test(row.subject));
    expect(reminders.map((row) => row.recipient)).toEqual([
      "meera@client.example",
      "asha@team.example",
      "meera@client.example",
      "asha@team.example",
    ]);
  });

  it("goes with its enquiry when the owner deletes it or retention purges it", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    const first = await bookCall(t.db, visitor(), { now: NOW });
    const second = await bookCall(
      t.db,
      visitor({ slotStart: TUESDAY_12, email: "b@client.example" }),
      {
        now: NOW,
      },
    );
    if (!first.ok || !second.ok) throw new Error("not booked");
    const { deleteEnquiry } = await import("../admin/inbox/enquiries");
    const { purgeExpired } = await import("../retention/purge");
    await deleteEnquiry(t.db, first.booking.enquiryId);
    const left = () => queryRows<{ id: string }>(t.db, sql`select id from calls`);
    expect((await left()).map((row) => row.id)).toEqual([second.booking.id]);
    await purgeExpired(t.db, new Date("2040-01-01T00:00:00Z"));
    expect(await left()).toEqual([]);
  });

  it("joins the Sources page's groups: calls booked and held per campaign", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    const held = await bookCall(t.db, visitor(), { now: NOW });
    await bookCall(t.db, visitor({ slotStart: TUESDAY_12, email: "b@client.example" }), {
      now: NOW,
    });
    const cancelled = await bookCall(
      t.db,
      visitor({ slotStart: "2026-12-02T05:30:00.000Z", email: "c@client.example" }),
      { now: NOW },
    );
    await bookCall(
      t.db,
      visitor({
        slotStart: "2026-12-03T05:30:00.000Z",
        email: "d@client.example",
        attribution: undefined,
      }),
      { now: NOW },
    );
    if (!held.ok || !cancelled.ok) throw new Error("not booked");
    await markCall(
      t.db,
      held.booking.id,
      "held",
      "asha@team.example",
      new Date("2026-12-01T06:00:00Z"),
    );
    await cancelCall(t.db, cancelled.manageToken, NOW);
    const { sourcesReport } = await import("../admin/reports/sources");
    const report = await sourcesReport(t.db, { from: "2026-11-01", to: "2026-12-31" }, "campaign");
    expect(report.rows.map((row) => [row.groups.join(" | "), row.total, row.calls])).toEqual([
      ["newsletter | email | december", 3, { booked: 2, held: 1 }],
      ["(direct) | (none) | (none)", 1, { booked: 1, held: 0 }],
    ]);
    // And the Traffic page's funnel: entries → enquiries → calls → held, by page and source.
    const { trafficReport } = await import("../admin/reports/traffic");
    const traffic = await trafficReport(t.db, { from: "2026-11-01", to: "2026-12-31" });
    expect(traffic.totals).toMatchObject({ enquiries: 4, calls: 3, held: 1 });
    expect(traffic.landing.map((row) => [row.key[0], row.enquiries, row.calls, row.held])).toEqual([
      ["/services", 3, 2, 1],
      ["(unknown)", 1, 1, 0],
    ]);
    expect(traffic.sources.find((row) => row.key[0] === "newsletter")).toMatchObject({
      key: ["newsletter", "email", "december"],
      calls: 2,
      held: 1,
    });
  });

  it("runs its reminders and feed refresh as the queue's jobs", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    const booked = await bookCall(t.db, visitor(), { now: NOW });
    if (!booked.ok) throw new Error("not booked");
    const { runCallReminderJob, runFeedRefreshJob } = await import("./jobs");
    const job = { openDb: async () => t.db, clock: () => new Date("2026-12-01T04:45:00Z") };
    // 45 minutes before, the check running for the first time since the booking (26 hours
    // ahead): only the hour's reminder goes; "tomorrow" would be wrong now.
    expect(await runCallReminderJob(job)).toEqual([{ callId: booked.booking.id, step: "1h" }]);
    expect(await runCallReminderJob(job)).toEqual([]);
    // No feeds configured: nothing to read.
    expect(await runFeedRefreshJob(job)).toEqual([]);
  });

  it("lets the owner mark a call held or no-show once it has started, and lists it", async () => {
    setBookingSettingsForTest(settings(["asha@team.example"]));
    const booked = await bookCall(t.db, visitor(), { now: NOW });
    if (!booked.ok) throw new Error("not booked");
    expect(await markCall(t.db, booked.booking.id, "held", "asha@team.example", NOW)).toEqual({
      ok: false,
      reason: "not-yet",
    });
    const after = new Date("2026-12-01T06:05:00Z");
    expect(await markCall(t.db, booked.booking.id, "no-show", "asha@team.example", after)).toEqual({
      ok: true,
    });
    const [past] = await listCalls(t.db, { when: "past", now: after });
    expect(past).toMatchObject({
      status: "no-show",
      source: "newsletter",
      medium: "email",
      campaign: "december",
    });
    expect(await listCalls(t.db, { when: "upcoming", now: after })).toEqual([]);
  });
});

describe("an invitation as sent", () => {
  it("travels as the message's text/calendar part with its method", async () => {
    const { mkdtempSync, readdirSync, readFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { createFileTransport } = await import("../email/transport");
    const { invitationIcs } = await import("./invitation");
    const dir = mkdtempSync(path.join(tmpdir(), "call-mail-"));
    const ics = invitationIcs({
      method: "REQUEST",
      uid: "call-1@site.example",
      sequence: 0,
      start: new Date(TUESDAY_11),
      end: new Date("2026-12-01T06:00:00Z"),
      summary: "30-minute discovery call",
      description: "Join: https://meet.example/x",
      location: "https://meet.example/x",
      organizer: { name: "Asha", email: "asha@team.example" },
      attendee: { name: "Meera Iyer", email: "meera@client.example" },
      stamp: NOW,
      brandName: "Site",
    });
    const transport = createFileTransport(dir);
    await transport.send({
      from: "site@site.example",
      to: "meera@client.example",
      subject: "Your call",
      text: "Hi",
      html: "<p>Hi</p>",
      calendar: ics,
      messageId: "<call-test@site.example>",
    });
    const raw = readFileSync(path.join(dir, readdirSync(dir)[0]!), "utf8");
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(raw).toContain("BEGIN:VCALENDAR");
  });
});
