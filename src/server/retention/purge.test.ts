import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { queryRows, type Db } from "../db/client";
import {
  adminSessions,
  adminSignInTokens,
  contactSubmissions,
  emailOutbox,
  presentationAccessLog,
  presentationSessions,
  rateLimitEvents,
  webhookOutbox,
} from "../db/schema";
import { daysBefore, purgeExpired, retentionCutoffs, yearsBefore } from "./purge";

const T0 = new Date("2030-03-05T10:00:00.000Z");
const cutoff = retentionCutoffs(T0);
const before = (date: Date) => new Date(date.getTime() - 1);
const after = (date: Date) => new Date(date.getTime() + 1);

describe("retention cutoffs", () => {
  it("counts years as calendar years in UTC and days as 24 hours", () => {
    expect(cutoff.enquiries.toISOString()).toBe("2027-03-05T10:00:00.000Z");
    expect(cutoff.accessLog.toISOString()).toBe("2029-03-05T10:00:00.000Z");
    expect(cutoff.outbox.toISOString()).toBe("2030-02-03T10:00:00.000Z");
    expect(cutoff.rateLimitEvents.toISOString()).toBe("2030-03-04T10:00:00.000Z");
    // 29 February has no twin a year earlier: the cutoff rolls on to 1 March.
    expect(yearsBefore(new Date("2032-02-29T00:00:00Z"), 1).toISOString()).toBe(
      "2031-03-01T00:00:00.000Z",
    );
    expect(daysBefore(new Date("2030-03-31T12:00:00Z"), 30).toISOString()).toBe(
      "2030-03-01T12:00:00.000Z",
    );
  });
});

describeEachDatabase("purgeExpired", (url) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb(url);
  }, 120_000);
  afterAll(() => test.close());
  beforeEach(async () => {
    await test.db.execute(
      sql`truncate contact_submissions, email_outbox, webhook_outbox, presentation_access_log,
          presentation_sessions, rate_limit_events, admin_sign_in_tokens, admin_sessions, enquiry_events
          restart identity`,
    );
  });

  const enquiry = async (db: Db, createdAt: Date) => {
    const submissionId = randomUUID();
    await db.insert(contactSubmissions).values({
      createdAt,
      name: "Asha Rao",
      email: "asha@client.example",
      phone: "+91 98765 43210",
      serviceType: "MVP Development",
      submissionId,
    });
    return submissionId;
  };
  const mail = (
    db: Db,
    subject: string,
    row: {
      status: "pending" | "sending" | "sent" | "failed";
      createdAt: Date;
      sentAt?: Date;
      submissionId?: string;
    },
  ) =>
    db.insert(emailOutbox).values({
      kind: "lead-notification",
      recipient: "sales@team.example",
      subject,
      textBody: "…",
      htmlBody: "<p>…</p>",
      ...row,
    });
  const remaining = async (db: Db, table: string) =>
    (
      await queryRows<{ label: string }>(
        db,
        sql.raw(
          table === "email_outbox"
            ? `select subject as label from email_outbox order by id`
            : `select id::text as label from ${table} order by id`,
        ),
      )
    ).map((row) => row.label);

  it("deletes enquiries older than the limit with all their mail, and keeps the rest", async () => {
    const db = test.db;
    const expired = await enquiry(db, before(cutoff.enquiries));
    const kept = await enquiry(db, cutoff.enquiries);
    const recent = await enquiry(db, after(cutoff.enquiries));
    const old = before(cutoff.enquiries);
    // Whatever its status, mail of an expired enquiry goes with it.
    await mail(db, "expired sent", {
      status: "sent",
      createdAt: old,
      sentAt: old,
      submissionId: expired,
    });
    await mail(db, "expired failed", { status: "failed", createdAt: old, submissionId: expired });
    await mail(db, "expired pending", { status: "pending", createdAt: old, submissionId: expired });
    // Undelivered mail of kept enquiries is never touched, however old.
    await mail(db, "kept pending", { status: "pending", createdAt: old, submissionId: kept });
    await mail(db, "recent sending", { status: "sending", createdAt: old, submissionId: recent });

    const counts = await purgeExpired(db, T0);

    expect(counts).toEqual({
      contactSubmissions: 1,
      emailOutbox: 3,
      webhookOutbox: 0,
      presentationAccessLog: 0,
      presentationSessions: 0,
      rateLimitEvents: 0,
      adminSignInTokens: 0,
      adminSessions: 0,
    });
    const left = await queryRows<{ submission_id: string }>(
      db,
      sql`select submission_id from contact_submissions order by created_at`,
    );
    expect(left.map((row) => row.submission_id)).toEqual([kept, recent]);
    expect(await remaining(db, "email_outbox")).toEqual(["kept pending", "recent sending"]);
  });

  it("deletes the owner's notes and status history with an expired enquiry", async () => {
    const db = test.db;
    await enquiry(db, before(cutoff.enquiries));
    await enquiry(db, after(cutoff.enquiries));
    await db.execute(
      sql`insert into enquiry_events (enquiry_id, actor, kind, note)
          select id, 'owner@site.example', 'note', name from contact_submissions`,
    );
    await purgeExpired(db, T0);
    const events = await queryRows<{ enquiry_id: string }>(
      db,
      sql`select enquiry_id from enquiry_events`,
    );
    const enquiries = await queryRows<{ id: string }>(db, sql`select id from contact_submissions`);
    expect(events.map((row) => row.enquiry_id)).toEqual(enquiries.map((row) => row.id));
    expect(events).toHaveLength(1);
  });

  it("deletes sent mail by sent_at and failed mail by created_at after the outbox period", async () => {
    const db = test.db;
    const submissionId = await enquiry(db, T0);
    const long = daysBefore(T0, 365);
    await mail(db, "sent outside", {
      status: "sent",
      createdAt: long,
      sentAt: before(cutoff.outbox),
    });
    await mail(db, "sent at limit", { status: "sent", createdAt: long, sentAt: cutoff.outbox });
    await mail(db, "sent inside", {
      status: "sent",
      createdAt: long,
      sentAt: after(cutoff.outbox),
      submissionId,
    });
    await mail(db, "failed outside", { status: "failed", createdAt: before(cutoff.outbox) });
    await mail(db, "failed inside", {
      status: "failed",
      createdAt: after(cutoff.outbox),
      submissionId,
    });
    await mail(db, "pending old", { status: "pending", createdAt: long });
    await mail(db, "sending old", { status: "sending", createdAt: long, submissionId });

    const counts = await purgeExpired(db, T0);

    expect(counts.emailOutbox).toBe(2);
    expect(counts.contactSubmissions).toBe(0);
    expect(await remaining(db, "email_outbox")).toEqual([
      "sent at limit",
      "sent inside",
      "failed inside",
      "pending old",
      "sending old",
    ]);
  });

  it("deletes access-log rows, deck sessions and rate-limit events past their periods", async () => {
    const db = test.db;
    await db.insert(presentationSessions).values([
      { id: "expired-session-000001", createdAt: before(T0), expiresAt: before(T0) },
      { id: "open-session-00000002", createdAt: before(T0), expiresAt: after(T0) },
    ]);
    await db.insert(presentationAccessLog).values([
      { createdAt: before(cutoff.accessLog), clientIp: "203.0.113.1", success: false },
      { createdAt: cutoff.accessLog, clientIp: "203.0.113.2", success: true },
      { createdAt: after(cutoff.accessLog), clientIp: "203.0.113.3", success: false },
    ]);
    await db.insert(rateLimitEvents).values([
      { bucket: "leads", key: "a", createdAt: before(cutoff.rateLimitEvents) },
      { bucket: "leads", key: "b", createdAt: after(cutoff.rateLimitEvents) },
      { bucket: "newsletter", key: "c", createdAt: T0 },
    ]);

    expect(await purgeExpired(db, T0)).toEqual({
      contactSubmissions: 0,
      emailOutbox: 0,
      webhookOutbox: 0,
      presentationAccessLog: 1,
      presentationSessions: 1,
      rateLimitEvents: 1,
      adminSignInTokens: 0,
      adminSessions: 0,
    });
    expect(await remaining(db, "presentation_access_log")).toEqual(["2", "3"]);
    expect(await remaining(db, "rate_limit_events")).toEqual(["2", "3"]);
    expect(
      (await queryRows<{ id: string }>(db, sql`select id from presentation_sessions`)).map(
        (row) => row.id,
      ),
    ).toEqual(["open-session-00000002"]);
    // A second run finds nothing more.
    expect(Object.values(await purgeExpired(db, T0))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("deletes webhook rows like mail: with their enquiry, and 30 days after delivery or failure", async () => {
    const db = test.db;
    const expired = await enquiry(db, before(cutoff.enquiries));
    const kept = await enquiry(db, T0);
    const old = before(cutoff.enquiries);
    const hook = (
      url: string,
      submissionId: string,
      row: { status: "pending" | "sent" | "failed"; createdAt: Date; sentAt?: Date },
    ) => db.insert(webhookOutbox).values({ submissionId, url, payload: "{}", ...row });
    await hook("https://a.example/expired", expired, { status: "pending", createdAt: old });
    await hook("https://a.example/sent-old", kept, {
      status: "sent",
      createdAt: old,
      sentAt: before(cutoff.outbox),
    });
    await hook("https://a.example/failed-old", kept, {
      status: "failed",
      createdAt: before(cutoff.outbox),
    });
    await hook("https://a.example/sent-recent", kept, {
      status: "sent",
      createdAt: old,
      sentAt: after(cutoff.outbox),
    });
    await hook("https://a.example/pending-old", kept, { status: "pending", createdAt: old });
    const counts = await purgeExpired(db, T0);
    expect(counts.webhookOutbox).toBe(3);
    const left = await queryRows<{ url: string }>(
      db,
      sql`select url from webhook_outbox order by id`,
    );
    expect(left.map((row) => row.url)).toEqual([
      "https://a.example/sent-recent",
      "https://a.example/pending-old",
    ]);
  });

  it("deletes sign-in links and owner sessions 30 days after they ended", async () => {
    const db = test.db;
    const edge = cutoff.adminSignIn;
    await db.insert(adminSignInTokens).values([
      // expired unused before the cutoff: gone; used before the cutoff: gone; recent: kept
      { tokenHash: "t1", email: "o@x.example", createdAt: edge, expiresAt: before(edge) },
      {
        tokenHash: "t2",
        email: "o@x.example",
        createdAt: edge,
        expiresAt: after(edge),
        usedAt: before(edge),
      },
      { tokenHash: "t3", email: "o@x.example", createdAt: T0, expiresAt: after(edge) },
    ]);
    const session = (hash: string, row: Partial<typeof adminSessions.$inferInsert>) => ({
      tokenHash: hash,
      email: "o@x.example",
      csrfToken: "c",
      createdAt: daysBefore(T0, 60),
      lastSeenAt: T0,
      expiresAt: T0,
      ...row,
    });
    await db.insert(adminSessions).values([
      session("s-revoked", { revokedAt: before(edge) }),
      session("s-expired", { expiresAt: before(edge) }),
      // idle: last seen 12 hours before the cutoff and a moment more
      session("s-idle", { lastSeenAt: new Date(before(edge).getTime() - 12 * 3600 * 1000) }),
      session("s-live", {}),
      session("s-revoked-recently", { revokedAt: after(edge) }),
    ]);
    const counts = await purgeExpired(db, T0);
    expect(counts.adminSignInTokens).toBe(2);
    expect(counts.adminSessions).toBe(3);
    const sessions = await queryRows<{ token_hash: string }>(
      db,
      sql`select token_hash from admin_sessions order by token_hash`,
    );
    expect(sessions.map((row) => row.token_hash)).toEqual(["s-live", "s-revoked-recently"]);
  });
});
