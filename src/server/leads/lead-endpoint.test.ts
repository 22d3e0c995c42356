import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { LEAD_MESSAGES, hiddenCharacterMessage } from "@/features/leads/schema";

import { openDbHandle, queryRows, type Db } from "../db/client";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { emptyQueue, sendQueuedMail } from "../../../test/jobs";
import { recordingTransport } from "../../../test/mail";
import { MAX_JSON_BODY_BYTES } from "../http/json-body";
import { handleLeadRequest } from "./lead-endpoint";
import { storeLead } from "./store-lead";

const T0 = new Date("2030-01-01T10:00:00.000Z");
const MINUTE = 60_000;

const lead = {
  name: "  Vikram Shah ",
  email: "vikram@shah-textiles.example",
  phone: "+91 99887 76655",
  company: "",
  location: "Surat, India",
  serviceType: "CTO-As-A-Service",
  requirements: "",
};

type Row = { id: string; name: string; company: string | null; requirements: string | null };

describeEachDatabase("POST /api/leads", (url) => {
  let test: TestDb;
  let db: Db;
  let transport: ReturnType<typeof recordingTransport>;
  let now = T0;

  beforeAll(async () => {
    test = await createTestDb(url);
    db = test.db;
  });
  const extraHandles: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const handle of extraHandles) await handle.close();
    await test.close();
  });
  beforeEach(async () => {
    await db.execute(
      sql`truncate contact_submissions, email_outbox, rate_limit_events restart identity`,
    );
    await emptyQueue(db);
    transport = recordingTransport();
    now = T0;
  });

  const post = (
    body: unknown,
    init: { ip?: string; headers?: Record<string, string>; raw?: BodyInit } = {},
  ) =>
    handleLeadRequest(
      new Request("http://127.0.0.1/api/leads", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": init.ip ?? "198.51.100.1",
          ...init.headers,
        },
        body: init.raw ?? JSON.stringify(body),
        // Needed for a streamed body.
        ...(init.raw instanceof ReadableStream ? { duplex: "half" } : {}),
      } as RequestInit),
      { db: async () => db, now: () => now },
    );
  /** The endpoint queues the mail and answers; the queue's worker sends it. */
  const sendsSettled = () => sendQueuedMail(db, transport);
  const rows = () =>
    queryRows<Row>(db, sql`select id, name, company, requirements from contact_submissions`);
  const outboxCount = async () =>
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from email_outbox`))[0]!.n;

  it("stores the enquiry, queues and sends both emails and answers 201 {id, submissionId}", async () => {
    const submissionId = randomUUID();
    const response = await post({ ...lead, submissionId });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.any(String), submissionId });
    const stored = await rows();
    expect(stored).toEqual([
      { id: body.id, name: "Vikram Shah", company: null, requirements: null },
    ]);
    await sendsSettled();
    expect(transport.sent.map((mail) => mail.to)).toEqual(
      expect.arrayContaining(["vikram@shah-textiles.example"]),
    );
    expect(transport.sent).toHaveLength(2);
    const notification = transport.sent.find((mail) => mail.replyTo);
    expect(notification?.replyTo).toBe("vikram@shah-textiles.example");
    const [flag] = await queryRows<{ email_sent: boolean }>(
      db,
      sql`select email_sent from contact_submissions`,
    );
    expect(flag?.email_sent).toBe(true);
  });

  it("gives a new enquiry to its service's default assignee, and the team's email says so", async () => {
    const assignTo = (service: string) =>
      service === "CTO-As-A-Service" ? { email: "asha@team.example", name: "Asha Rao" } : null;
    await storeLead(db, lead, { ip: "198.51.100.9", now, defaultAssignee: assignTo });
    await storeLead(
      db,
      { ...lead, email: "other@client.example", serviceType: "AI Automation" },
      { ip: "198.51.100.9", now, defaultAssignee: assignTo },
    );
    const assignees = await queryRows<{ email: string; assignee: string | null }>(
      db,
      sql`select email, assignee from contact_submissions order by email`,
    );
    expect(assignees).toEqual([
      { email: "other@client.example", assignee: null },
      { email: "vikram@shah-textiles.example", assignee: "asha@team.example" },
    ]);
    await sendsSettled();
    const notifications = transport.sent.filter((mail) => mail.replyTo);
    expect(notifications.find((mail) => mail.replyTo === lead.email)?.text).toContain(
      "Assigned to Asha Rao.",
    );
    expect(notifications.find((mail) => mail.replyTo !== lead.email)?.text).not.toContain(
      "Assigned to",
    );
  });

  it("stores where the visit came from, checked and capped, and puts it in the team's email", async () => {
    const response = await post({
      ...lead,
      attribution: {
        first: {
          referrerHost: "www.linkedin.com",
          landingPath: "/blog/ai-safety",
          at: "2029-12-20T09:00:00.000Z",
        },
        last: {
          landingPath: "/mvp-development?utm_source=google",
          referrerHost: "www.google.com",
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "x".repeat(400),
          gclid: "Cj0KCQ_abc-123",
          fbclid: "not a click id",
          msclkid: 12,
        },
      },
    });
    expect(response.status).toBe(201);
    const [row] = await queryRows<Record<string, unknown>>(
      db,
      sql`select landing_path, referrer_host, utm_source, utm_medium, utm_campaign, gclid, fbclid,
            msclkid, first_referrer_host, first_landing_path, first_seen_at
          from contact_submissions`,
    );
    expect(row).toMatchObject({
      landing_path: "/mvp-development",
      referrer_host: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "x".repeat(150),
      gclid: "Cj0KCQ_abc-123",
      fbclid: null,
      msclkid: null,
      first_referrer_host: "www.linkedin.com",
      first_landing_path: "/blog/ai-safety",
    });
    expect(new Date(row!.first_seen_at as string).toISOString()).toBe("2029-12-20T09:00:00.000Z");
    await sendsSettled();
    const notification = transport.sent.find((mail) => mail.replyTo);
    expect(notification?.text).toContain("Source / medium: google / cpc");
    expect(notification?.text).toContain("Click id: gclid Cj0KCQ_abc-123");
    expect(notification?.text).toContain(
      "First visit: www.linkedin.com / referral · /blog/ai-safety",
    );
    // The visitor's acknowledgement says nothing about it.
    const acknowledgement = transport.sent.find((mail) => !mail.replyTo);
    expect(acknowledgement?.text).not.toContain("Source");
  });

  it("keeps the consented visit's id and whether the visitor granted ad_user_data", async () => {
    const visit = "0b6f7a52-9d0c-4f5e-8a41-3c2d1e0f9a8b";
    const marketing = "site_consent=v1.a1.f0.m1.1900000000";
    expect(
      (
        await post(
          { ...lead, attribution: { first: null, last: {}, visit } },
          { headers: { cookie: marketing } },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await post(
          { ...lead, email: "b@shah-textiles.example" },
          { headers: { cookie: "site_consent=v1.a1.f1.m0.1900000000" }, ip: "198.51.100.2" },
        )
      ).status,
    ).toBe(201);
    const rows = await queryRows<{ visit_id: string | null; ad_user_data: boolean }>(
      db,
      sql`select visit_id, ad_user_data from contact_submissions order by created_at, email desc`,
    );
    expect(rows).toEqual([
      { visit_id: visit, ad_user_data: true },
      { visit_id: null, ad_user_data: false },
    ]);
  });

  it("without attribution in the body, keeps what the sending page's address carries", async () => {
    const response = await post(lead, {
      headers: { referer: "http://127.0.0.1/contact?utm_source=linkedin&utm_campaign=launch" },
    });
    expect(response.status).toBe(201);
    const stored = await queryRows<Record<string, unknown>>(
      db,
      sql`select landing_path, utm_source, utm_campaign, first_seen_at from contact_submissions`,
    );
    expect(stored).toEqual([
      {
        landing_path: "/contact",
        utm_source: "linkedin",
        utm_campaign: "launch",
        first_seen_at: null,
      },
    ]);
    // Another site's page as the Referer is no landing page of ours.
    await post(
      { ...lead, email: "b@b.example" },
      { headers: { referer: "https://evil.example/?utm_source=x" } },
    );
    const [other] = await queryRows<{ landing_path: string | null; utm_source: string | null }>(
      db,
      sql`select landing_path, utm_source from contact_submissions where email = 'b@b.example'`,
    );
    expect(other).toEqual({ landing_path: null, utm_source: null });
  });

  it("makes its own submissionId when the form sends none", async () => {
    const response = await post(lead);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.submissionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers a replayed submissionId with 200 and the same id, without a second row or email", async () => {
    const submissionId = randomUUID();
    const first = await (await post({ ...lead, submissionId })).json();
    const again = await post({ ...lead, submissionId });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: first.id, submissionId });
    expect(await rows()).toHaveLength(1);
    expect(await outboxCount()).toBe(2);
    await sendsSettled();
    expect(transport.sent).toHaveLength(2);
  });

  it("answers once the enquiry is stored, without waiting for the mail server", async () => {
    // A mail server that answers only when the test lets it: the enquiry is answered before.
    let answerMail!: () => void;
    const mailServer = new Promise<void>((resolve) => (answerMail = resolve));
    const recording = recordingTransport();
    transport = {
      ...recording,
      async send(message) {
        await mailServer;
        await recording.send(message);
      },
    };
    const response = await post({ ...lead, submissionId: randomUUID() });
    expect(response.status).toBe(201);
    expect(await rows()).toHaveLength(1);
    expect(transport.sent).toHaveLength(0);
    answerMail();
    await sendsSettled();
    expect(transport.sent).toHaveLength(2);
    const [flag] = await queryRows<{ email_sent: boolean }>(
      db,
      sql`select email_sent from contact_submissions`,
    );
    expect(flag?.email_sent).toBe(true);
  });

  it("stores one row when two requests with one submissionId arrive together", async () => {
    const submissionId = randomUUID();
    // On Postgres the two run on separate connections, like two instances.
    let other = db;
    if (test.schemaName) {
      const handle = await openDbHandle(url, { schemaName: test.schemaName });
      other = handle.db;
      extraHandles.push(handle);
    }
    const [a, b] = await Promise.all([
      storeLead(db, { ...lead, submissionId }, { ip: "198.51.100.2", now }),
      storeLead(other, { ...lead, submissionId }, { ip: "198.51.100.3", now }),
    ]);
    expect([a.kind, b.kind].sort()).toEqual(["created", "replayed"]);
    expect((a as { id: string }).id).toBe((b as { id: string }).id);
    expect(await rows()).toHaveLength(1);
    expect(await outboxCount()).toBe(2);
    await sendsSettled();
    expect(transport.sent).toHaveLength(2);
  });

  it("answers 422 with the product's messages for bad fields, and stores nothing", async () => {
    const response = await post({
      name: "A",
      email: "not-an-email",
      phone: "12345",
      serviceType: "",
      company: "x".repeat(121),
    });
    expect(response.status).toBe(422);
    const { fieldErrors } = await response.json();
    expect(fieldErrors.name).toEqual([LEAD_MESSAGES.name]);
    expect(fieldErrors.email).toEqual([LEAD_MESSAGES.email]);
    expect(fieldErrors.phone).toContain(LEAD_MESSAGES.phone);
    expect(fieldErrors.serviceType).toEqual([LEAD_MESSAGES.serviceType]);
    expect(fieldErrors.company).toEqual(["Company must be at most 120 characters"]);
    expect(await rows()).toHaveLength(0);
  });

  it("refuses control and text-direction characters (422 per field): no row, no mail", async () => {
    const response = await post({
      ...lead,
      name: "Vikram \u202ehahS",
      company: "Shah\u2066 Textiles",
      requirements: "Need an app\u0007\u200f",
    });
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({
      name: [hiddenCharacterMessage("Name")],
      company: [hiddenCharacterMessage("Company")],
      requirements: [hiddenCharacterMessage("Requirements")],
    });
    await sendsSettled();
    expect(await rows()).toHaveLength(0);
    expect(await outboxCount()).toBe(0);
    expect(transport.sent).toHaveLength(0);
  });

  it("stores and mails Indian scripts, ZWJ/ZWNJ, emoji and line breaks as typed, and nothing hidden", async () => {
    const name = "प्रिया क्\u200dष";
    const company = "தமிழ் Labs 👩🏽\u200d💻";
    const requirements = "Line one\n\tক্\u200cষ line two";
    const response = await post({ ...lead, name, company, requirements });
    expect(response.status).toBe(201);
    await sendsSettled();
    expect(await rows()).toMatchObject([{ name, company, requirements }]);
    const stored = await queryRows<{ subject: string; text_body: string; html_body: string }>(
      db,
      sql`select subject, text_body, html_body from email_outbox`,
    );
    expect(stored).toHaveLength(2);
    const hidden = /(?![\t\n])[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u;
    for (const mail of stored) {
      for (const part of [mail.subject, mail.text_body, mail.html_body]) {
        expect(part).not.toMatch(hidden);
      }
    }
    const team = transport.sent.find((mail) => mail.subject.startsWith("New enquiry"))!;
    expect(team.subject).toContain(name);
    expect(team.text).toContain(`Company: ${company}`);
  });

  it("answers 422 for JSON that is not an object, never 500", async () => {
    for (const body of [null, [], "text", 42]) {
      expect((await post(body)).status).toBe(422);
    }
  });

  it("answers a filled honeypot with an ordinary 201 and keeps and sends nothing", async () => {
    const response = await post({ ...lead, website: "https://spam.example" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(String),
      submissionId: expect.any(String),
    });
    expect(await rows()).toHaveLength(0);
    expect(await outboxCount()).toBe(0);
    await sendsSettled();
    expect(transport.sent).toHaveLength(0);
  });

  it("limits one IP to 5 enquiries in 10 minutes with Retry-After from the oldest", async () => {
    for (let i = 0; i < 5; i += 1) {
      now = new Date(T0.getTime() + i * MINUTE);
      expect((await post(lead, { ip: "192.0.2.50" })).status).toBe(201);
    }
    now = new Date(T0.getTime() + 6 * MINUTE);
    const limited = await post(lead, { ip: "192.0.2.50" });
    expect(limited.status).toBe(429);
    // The oldest counted enquiry (T0) leaves the window at T0 + 10 min: 4 minutes from now.
    expect(limited.headers.get("retry-after")).toBe("240");
    expect((await limited.json()).error).toMatch(/try again in 4 minutes/);
    expect(await rows()).toHaveLength(5);
    // Another client is not affected; the first one may send again once the window has moved.
    expect((await post(lead, { ip: "192.0.2.51" })).status).toBe(201);
    now = new Date(T0.getTime() + 10 * MINUTE + 1000);
    expect((await post(lead, { ip: "192.0.2.50" })).status).toBe(201);
  });

  it("counts concurrent enquiries of one client exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => storeLead(db, lead, { ip: "192.0.2.60", now, limit: 5 })),
    );
    expect(results.filter((result) => result.kind === "created")).toHaveLength(5);
    expect(results.filter((result) => result.kind === "rate-limited")).toHaveLength(3);
  });

  it("refuses lone surrogates (ill-formed text) with 422 per field, never stored as U+FFFD", async () => {
    // JSON.stringify writes a lone surrogate as the escape "\ud800", as a client would send it.
    const response = await post({ ...lead, name: "Asha \uD800", location: "Pune\uDC00" });
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({
      name: [hiddenCharacterMessage("Name")],
      location: [hiddenCharacterMessage("Location")],
    });
    await sendsSettled();
    expect(await rows()).toHaveLength(0);
    expect(transport.sent).toHaveLength(0);
  });

  it("answers 400 for a body that is not valid UTF-8, rather than storing U+FFFD", async () => {
    const bytes = Buffer.concat([
      Buffer.from(JSON.stringify({ ...lead, name: "Asha " }).slice(0, -2)),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const response = await post(null, { raw: bytes });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body is not valid UTF-8 text." });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 400 for malformed JSON and an empty body", async () => {
    const malformed = await post(null, { raw: '{"name": "Asha",' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "The request body is not valid JSON." });
    expect((await post(null, { raw: "" })).status).toBe(400);
  });

  it("answers 415 when the body is not declared as JSON", async () => {
    const response = await post(lead, { headers: { "content-type": "text/plain" } });
    expect(response.status).toBe(415);
    expect((await response.json()).error).toMatch(/JSON/);
  });

  it("answers 413 over 32 KB, by Content-Length and by the bytes actually sent", async () => {
    const big = JSON.stringify({ ...lead, requirements: "x".repeat(MAX_JSON_BODY_BYTES) });
    const declared = await post(null, {
      raw: big,
      headers: { "content-length": String(big.length) },
    });
    expect(declared.status).toBe(413);
    // A client that declares a small length (or none) and streams more is cut off too.
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(encoder.encode("x".repeat(1024)));
        controller.close();
      },
    });
    const streamed = await post(null, { raw: stream });
    expect(streamed.status).toBe(413);
    expect(await rows()).toHaveLength(0);
  });
});

describe("POST /api/leads when the database is down", () => {
  it("answers 503 with a JSON error, not 500", async () => {
    const handle = await openDbHandle("postgres://postgres@127.0.0.1:1/test");
    try {
      const response = await handleLeadRequest(
        new Request("http://127.0.0.1/api/leads", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(lead),
        }),
        { db: async () => handle.db },
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/temporarily/) });
    } finally {
      await handle.close();
    }
  });
});
