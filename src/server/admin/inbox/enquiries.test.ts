import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { seedEnquiry } from "../../../../test/enquiries";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { sendQueuedMail } from "../../../../test/jobs";
import { recordingTransport } from "../../../../test/mail";
import { queryRows } from "../../db/client";
import {
  addEnquiryNote,
  COUNT_AHEAD,
  deleteEnquiry,
  getEnquiry,
  listEnquiries,
  resendNotification,
  setEnquiryStatus,
} from "./enquiries";
import { dateFilterErrors, parseCalendarDay, parseEnquiryFilters } from "./enquiry-filters";
import { removeStoredMail } from "./stored-mail";

const OWNER = "owner@site.example";
const context = {
  brandName: "Site",
  siteUrl: "https://site.example",
  contactEmail: "hello@site.example",
  schedulingUrl: "https://cal.example/site",
};
const filters = (query = "") => parseEnquiryFilters(new URLSearchParams(query));

describeEachDatabase("owner's enquiries", (url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(url);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.db.execute(sql`delete from webhook_outbox`);
    await t.db.execute(sql`delete from enquiry_events`);
    await t.db.execute(sql`delete from email_outbox`);
    await t.db.execute(sql`delete from contact_submissions`);
  });

  it("lists newest first, a page at a time, with the total", async () => {
    for (let day = 1; day <= 30; day += 1) {
      await seedEnquiry(t.db, {
        name: `Person ${day}`,
        createdAt: new Date(`2030-01-${String(day).padStart(2, "0")}T08:00:00Z`),
      });
    }
    const first = await listEnquiries(t.db, filters());
    expect(first.total).toBe(30);
    expect(first.totalIsExact).toBe(true);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.name).toBe("Person 30");
    const second = await listEnquiries(t.db, filters("page=2"));
    expect(second.rows.map((row) => row.name)).toEqual([
      "Person 5",
      "Person 4",
      "Person 3",
      "Person 2",
      "Person 1",
    ]);
    expect((await listEnquiries(t.db, filters("size=50"))).rows).toHaveLength(30);
  });

  it("filters the waiting and an owner's, sorts the longest-waiting first, shows a requirements line", async () => {
    const old = await seedEnquiry(t.db, {
      name: "Old",
      createdAt: new Date("2030-01-01T05:00:00Z"),
      requirements: "\n\nFirst line of the need.\nSecond line.",
    });
    const recent = await seedEnquiry(t.db, {
      name: "Recent",
      createdAt: new Date("2030-01-02T05:00:00Z"),
    });
    const answered = await seedEnquiry(t.db, {
      name: "Answered",
      createdAt: new Date("2029-12-31T05:00:00Z"),
    });
    await setEnquiryStatus(t.db, { id: answered, status: "qualified", actor: OWNER });
    await t.db.execute(
      sql`update contact_submissions set assignee = ${OWNER} where id in (${recent}, ${answered})`,
    );
    const names = async (query: string) =>
      (await listEnquiries(t.db, filters(query))).rows.map((row) => row.name);
    expect(await names("waiting=1")).toEqual(["Recent", "Old"]);
    expect(await names("sort=waiting")).toEqual(["Old", "Recent", "Answered"]);
    expect(await names(`assignee=${OWNER.toUpperCase()}`)).toEqual(["Recent", "Answered"]);
    expect(await names("assignee=none")).toEqual(["Old"]);
    const rows = (await listEnquiries(t.db, filters())).rows;
    expect(rows.find((row) => row.id === old)?.requirementsLine).toBe("First line of the need.");
    expect(rows.find((row) => row.id === answered)?.firstReplyAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.id === old)?.firstReplyAt).toBeNull();
  });

  it("counts at most COUNT_AHEAD rows past the page, and says the total is a lower bound", async () => {
    await t.db.execute(
      sql`insert into contact_submissions (name, email, phone, service_type, submission_id)
          select 'Bulk ' || g, 'b' || g || '@x.example', '+91 98765 43210', 'AI Automation',
            gen_random_uuid()
          from generate_series(1, ${COUNT_AHEAD + 30}) g`,
    );
    const first = await listEnquiries(t.db, filters());
    expect(first).toMatchObject({ total: COUNT_AHEAD, totalIsExact: false });
    const later = await listEnquiries(t.db, filters("page=3"));
    expect(later).toMatchObject({ total: COUNT_AHEAD + 30, totalIsExact: true, pageCount: 42 });
  });

  it("searches name, email, company and requirements, case-insensitively and literally", async () => {
    await seedEnquiry(t.db, { name: "Priya Natarajan", email: "priya@chennai.example" });
    await seedEnquiry(t.db, {
      name: "Rahul",
      email: "rahul@x.example",
      company: "Kaveri Textiles",
    });
    await seedEnquiry(t.db, { name: "Meera", requirements: "Need 100% uptime for our_app" });
    await seedEnquiry(t.db, { name: "अनन्या शर्मा", email: "ananya@x.example", company: null });
    const names = async (q: string) =>
      (await listEnquiries(t.db, filters(`q=${encodeURIComponent(q)}`))).rows.map((r) => r.name);
    expect(await names("natarajan")).toEqual(["Priya Natarajan"]);
    expect(await names("CHENNAI.example")).toEqual(["Priya Natarajan"]);
    expect(await names("kaveri")).toEqual(["Rahul"]);
    expect(await names("100%")).toEqual(["Meera"]);
    expect(await names("our_app")).toEqual(["Meera"]);
    // % and _ are matched as themselves, not as wildcards.
    expect(await names("o_r")).toEqual([]);
    expect(await names("शर्मा")).toEqual(["अनन्या शर्मा"]);
    // A NUL (which PostgreSQL refuses in text) is dropped, not a 500.
    expect(await names("Nata\u0000rajan")).toEqual(["Priya Natarajan"]);
    const withNul = filters("source=goo%00gle&medium=c%00pc&campaign=%00x&landing=/%00");
    expect(withNul).toMatchObject({ source: "google", medium: "cpc", campaign: "x", landing: "/" });
    expect((await listEnquiries(t.db, withNul)).rows).toEqual([]);
  });

  it("filters by service, status, date range (days in India) and mail delivery", async () => {
    const sent = await seedEnquiry(t.db, {
      name: "Sent",
      serviceType: "AI Automation",
      notification: "sent",
      createdAt: new Date("2030-03-10T18:29:00Z"), // 23:59 on 10 March in India
    });
    const waiting = await seedEnquiry(t.db, {
      name: "Waiting",
      status: "contacted",
      notification: "pending",
      createdAt: new Date("2030-03-10T18:31:00Z"), // 00:01 on 11 March in India
    });
    const failed = await seedEnquiry(t.db, {
      name: "Failed",
      notification: "failed",
      createdAt: new Date("2030-03-01T06:00:00Z"),
    });
    const ids = async (query: string) =>
      (await listEnquiries(t.db, filters(query))).rows.map((row) => row.id);
    expect(await ids("service=AI+Automation")).toEqual([sent]);
    expect(await ids("status=contacted")).toEqual([waiting]);
    expect(await ids("mail=sent")).toEqual([sent]);
    expect(await ids("mail=waiting")).toEqual([waiting]);
    expect(await ids("mail=failed")).toEqual([failed]);
    expect(await ids("from=2030-03-10&to=2030-03-10")).toEqual([sent]);
    expect(await ids("from=2030-03-11")).toEqual([waiting]);
    expect(await ids("to=2030-03-09")).toEqual([failed]);
    // Unknown values are ignored rather than emptying the list.
    expect(await ids("status=archived&service=Nope&mail=lost&from=yesterday")).toHaveLength(3);
    const list = await listEnquiries(t.db, filters());
    expect(Object.fromEntries(list.rows.map((row) => [row.name, row.mail]))).toEqual({
      Sent: "sent",
      Waiting: "waiting",
      Failed: "failed",
    });
  });

  it("keeps every status change and note with who and when", async () => {
    const id = await seedEnquiry(t.db);
    const at = (minute: number) => new Date(`2030-01-01T10:${String(minute).padStart(2, "0")}:00Z`);
    expect(
      await setEnquiryStatus(t.db, { id, status: "contacted", actor: OWNER, now: at(1) }),
    ).toBe("done");
    expect(
      await setEnquiryStatus(t.db, { id, status: "contacted", actor: OWNER, now: at(2) }),
    ).toBe("unchanged");
    expect(await setEnquiryStatus(t.db, { id, status: "archived", actor: OWNER })).toBe("invalid");
    expect(
      await addEnquiryNote(t.db, {
        id,
        note: "  Called, wants a quote.\r\n ",
        actor: "b@site.example",
        now: at(3),
      }),
    ).toBe("done");
    expect(await addEnquiryNote(t.db, { id, note: "   ", actor: OWNER })).toBe("invalid");
    expect(await addEnquiryNote(t.db, { id, note: "x".repeat(5001), actor: OWNER })).toBe(
      "invalid",
    );
    expect(await setEnquiryStatus(t.db, { id, status: "won", actor: OWNER, now: at(4) })).toBe(
      "done",
    );

    const detail = await getEnquiry(t.db, id);
    expect(detail?.status).toBe("won");
    expect(
      detail?.events.map(({ kind, actor, fromStatus, toStatus, note, createdAt }) => ({
        kind,
        actor,
        fromStatus,
        toStatus,
        note,
        createdAt: createdAt.toISOString(),
      })),
    ).toEqual([
      {
        kind: "status",
        actor: OWNER,
        fromStatus: "new",
        toStatus: "contacted",
        note: null,
        createdAt: at(1).toISOString(),
      },
      {
        kind: "note",
        actor: "b@site.example",
        fromStatus: null,
        toStatus: null,
        note: "Called, wants a quote.",
        createdAt: at(3).toISOString(),
      },
      {
        kind: "status",
        actor: OWNER,
        fromStatus: "contacted",
        toStatus: "won",
        note: null,
        createdAt: at(4).toISOString(),
      },
    ]);
  });

  it("answers not-found for unknown and malformed ids", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await getEnquiry(t.db, unknown)).toBeNull();
    expect(await getEnquiry(t.db, "not-a-uuid")).toBeNull();
    expect(await setEnquiryStatus(t.db, { id: unknown, status: "won", actor: OWNER })).toBe(
      "not-found",
    );
    expect(await addEnquiryNote(t.db, { id: "x'; drop", note: "hi", actor: OWNER })).toBe(
      "not-found",
    );
    expect(await addEnquiryNote(t.db, { id: unknown, note: "hi", actor: OWNER })).toBe("not-found");
    expect(await resendNotification(t.db, unknown, { actor: OWNER })).toBe("not-found");
    expect(await deleteEnquiry(t.db, unknown)).toBeNull();
  });

  it("shows every field and the notification's delivery, and resends it through the outbox", async () => {
    const id = await seedEnquiry(t.db, {
      name: "Kiran Shetty",
      location: "Mangaluru",
      requirements: "A booking site.",
      notification: "failed",
    });
    const before = await getEnquiry(t.db, id);
    expect(before).toMatchObject({
      name: "Kiran Shetty",
      location: "Mangaluru",
      requirements: "A booking site.",
      mail: "failed",
      emailSent: false,
    });
    expect(before?.deliveries.map((m) => [m.kind, m.status, m.attempts])).toEqual([
      ["lead-notification", "failed", 1],
    ]);

    const transport = recordingTransport();
    const result = await resendNotification(t.db, id, {
      actor: OWNER,
      notifyTo: "team@site.example",
      context,
    });
    expect(result).toBe("done");
    // Queued, then sent by the queue's worker.
    expect((await getEnquiry(t.db, id))?.mail).toBe("waiting");
    await sendQueuedMail(t.db, transport);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({
      to: "team@site.example",
      replyTo: "asha@client.example",
    });
    expect(transport.sent[0]!.subject).toContain("Kiran Shetty");
    expect(transport.sent[0]!.text).toContain("A booking site.");
    const after = await getEnquiry(t.db, id);
    expect(after?.mail).toBe("sent");
    expect(after?.deliveries.map((m) => m.status)).toEqual(["failed", "sent"]);
    expect(after?.events.map((event) => [event.kind, event.actor])).toEqual([["resend", OWNER]]);
  });

  it("leaves the resent notification due at once for the queue, its next try shown", async () => {
    const id = await seedEnquiry(t.db, { notification: "failed" });
    const before = Date.now();
    await resendNotification(t.db, id, { actor: OWNER, context, notifyTo: "team@site.example" });
    const detail = await getEnquiry(t.db, id);
    expect(detail?.mail).toBe("waiting");
    expect(detail?.deliveries.at(-1)).toMatchObject({ status: "pending", attempts: 0 });
    const next = detail!.deliveries.at(-1)!.nextAttemptAt!.getTime();
    expect(Math.abs(next - before)).toBeLessThan(60_000);
  });

  it("deletes an enquiry with its history and mail, leaving the others", async () => {
    const gone = await seedEnquiry(t.db, { notification: "sent" });
    const kept = await seedEnquiry(t.db, { notification: "sent" });
    await addEnquiryNote(t.db, { id: gone, note: "private", actor: OWNER });
    await t.db.execute(
      sql`insert into webhook_outbox (submission_id, url, payload)
          select submission_id, 'https://hooks.example/' || id, '{}' from contact_submissions`,
    );
    await addEnquiryNote(t.db, { id: kept, note: "keep", actor: OWNER });
    const result = await deleteEnquiry(t.db, gone);
    expect(result?.outboxIds).toHaveLength(1);
    expect(await getEnquiry(t.db, gone)).toBeNull();
    expect(await deleteEnquiry(t.db, gone)).toBeNull();
    const counts = await queryRows<{
      events: number;
      webhooks: number;
      mail: number;
      enquiries: number;
    }>(
      t.db,
      sql`select (select count(*)::int from enquiry_events) as events,
                 (select count(*)::int from webhook_outbox) as webhooks,
                 (select count(*)::int from email_outbox) as mail,
                 (select count(*)::int from contact_submissions) as enquiries`,
    );
    expect(counts[0]).toEqual({ events: 1, webhooks: 1, mail: 1, enquiries: 1 });
    expect((await getEnquiry(t.db, kept))?.events).toHaveLength(1);
  });
});

describe("stored copies of an enquiry's mail", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "mail-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("removes the .eml files of the given outbox rows only", () => {
    const files = [
      "2030-01-01T10-00-00-000Z-_outbox-7-1893492000000_site.example_.eml",
      "2030-01-01T10-00-01-000Z-_outbox-8-1893492000000_site.example_.eml",
      "2030-01-01T10-00-02-000Z-_outbox-77-1893492000000_site.example_.eml",
      "notes.txt",
    ];
    for (const name of files) writeFileSync(path.join(dir, name), "x");
    expect(removeStoredMail(dir, [7, 8])).toBe(2);
    expect(readdirSync(dir).sort()).toEqual([files[2], "notes.txt"]);
    expect(removeStoredMail(path.join(dir, "missing"), [1])).toBe(0);
  });
});

describe("date filters", () => {
  it("accept only days that exist in the calendar, 2000-2099", () => {
    expect(parseCalendarDay("2024-02-29")).toBe("2024-02-29");
    expect(parseCalendarDay("2030-12-31")).toBe("2030-12-31");
    for (const bad of ["2024-02-30", "2023-02-29", "2024-06-31", "2024-13-01", "2024-00-10"]) {
      expect(parseCalendarDay(bad), bad).toBeNull();
    }
    for (const bad of ["0000-01-01", "9999-12-31", "1999-12-31", "2100-01-01", "yesterday", ""]) {
      expect(parseCalendarDay(bad), bad).toBeNull();
    }
  });

  it("name each impossible date with a message, and leave it out of the filters", () => {
    const params = new URLSearchParams("from=2024-02-30&to=2024-06-31&status=won");
    expect(dateFilterErrors(params)).toEqual({
      from: "From: “2024-02-30” is not a calendar day. Pick a date between 2000-01-01 and 2099-12-31.",
      to: "To: “2024-06-31” is not a calendar day. Pick a date between 2000-01-01 and 2099-12-31.",
    });
    const filters = parseEnquiryFilters(params);
    expect(filters.from).toBeUndefined();
    expect(filters.to).toBeUndefined();
    expect(filters.status).toBe("won");
    expect(dateFilterErrors(new URLSearchParams("from=&to=2030-03-10"))).toEqual({});
  });
});
