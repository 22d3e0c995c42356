import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openDbHandle, queryRows, type Db } from "../db/client";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { emptyQueue, sendQueuedMail } from "../../../test/jobs";
import { recordingTransport } from "../../../test/mail";
import { newsletterMessages } from "@/features/newsletter/newsletter-schema";

import { handleNewsletterRequest } from "./newsletter-endpoint";

const T0 = new Date("2030-01-01T10:00:00.000Z");

describeEachDatabase("POST /api/newsletter", (url) => {
  let test: TestDb;
  let db: Db;
  let transport: ReturnType<typeof recordingTransport>;
  let now = T0;

  beforeAll(async () => {
    test = await createTestDb(url);
    db = test.db;
  });
  afterAll(() => test.close());
  beforeEach(async () => {
    await db.execute(
      sql`truncate newsletter_subscribers, email_outbox, rate_limit_events restart identity`,
    );
    await emptyQueue(db);
    transport = recordingTransport();
    now = T0;
  });
  /** The welcome email is queued, not sent, before the answer: the queue's worker sends it. */
  const settled = () => sendQueuedMail(db, transport);

  const post = (body: unknown, ip = "198.51.100.20", raw?: string) =>
    handleNewsletterRequest(
      new Request("http://127.0.0.1/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: raw ?? JSON.stringify(body),
      }),
      { db: async () => db, now: () => now },
    );
  const subscribers = () =>
    queryRows<{ email: string }>(db, sql`select email from newsletter_subscribers`);

  it("stores a new address once, sends a welcome email and answers 200", async () => {
    const response = await post({ email: "  Priya@Readers.example " });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      subscribed: true,
      message: newsletterMessages.success,
    });
    expect(await subscribers()).toEqual([{ email: "priya@readers.example" }]);
    await settled();
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({
      to: "priya@readers.example",
      subject: expect.stringMatching(/^Welcome to the .+ newsletter$/),
    });
    const [row] = await queryRows<{ status: string; kind: string }>(
      db,
      sql`select status, kind from email_outbox`,
    );
    expect(row).toEqual({ status: "sent", kind: "newsletter-welcome" });
  });

  it("answers a known address exactly like a new one, without a second row or email", async () => {
    const first = await post({ email: "priya@readers.example" });
    const again = await post({ email: "PRIYA@readers.example" });
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    expect([...again.headers]).toEqual([...first.headers]);
    expect(await subscribers()).toHaveLength(1);
    await settled();
    expect(transport.sent).toHaveLength(1);
  });

  it("does not wait for SMTP before answering a new address (no timing tell)", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = recordingTransport();
    const send = slow.send.bind(slow);
    slow.send = async (message) => {
      await gate;
      return send(message);
    };
    const response = await handleNewsletterRequest(
      new Request("http://127.0.0.1/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.40" },
        body: JSON.stringify({ email: "slow@readers.example" }),
      }),
      { db: async () => db, now: () => now },
    );
    expect(response.status).toBe(200);
    expect(slow.sent).toHaveLength(0);
    release();
    await sendQueuedMail(db, slow);
    expect(slow.sent).toHaveLength(1);
  });

  it("stores one row when the same address arrives twice at once", async () => {
    let other = db;
    let close = async () => {};
    if (test.schemaName) {
      const handle = await openDbHandle(url, { schemaName: test.schemaName });
      other = handle.db;
      close = handle.close;
    }
    try {
      const request = (ip: string) =>
        new Request("http://127.0.0.1/api/newsletter", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          body: JSON.stringify({ email: "dev@readers.example" }),
        });
      const statuses = await Promise.all([
        handleNewsletterRequest(request("198.51.100.30"), { db: async () => db }),
        handleNewsletterRequest(request("198.51.100.31"), { db: async () => other }),
      ]);
      expect(statuses.map((response) => response.status)).toEqual([200, 200]);
      expect(await subscribers()).toHaveLength(1);
      await settled();
      expect(transport.sent).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it("answers 422 with the message for a bad address", async () => {
    for (const body of [{ email: "not an email" }, { email: "" }, {}, { email: 42 }]) {
      const response = await post(body);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        fieldErrors: { email: ["Please enter a valid email address"] },
      });
    }
    expect(await subscribers()).toHaveLength(0);
  });

  it("refuses an address carrying control or text-direction characters: 422, nothing stored or sent", async () => {
    for (const email of [
      "priya@readers.example\u200e",
      "\u202epriya@readers.example",
      "priya\u2066@readers.example",
      "priya@readers.example\u0000",
      "priya@readers.example\nBcc: x@x.example",
    ]) {
      const response = await post({ email });
      expect(response.status, JSON.stringify(email)).toBe(422);
      expect(await response.json()).toEqual({
        fieldErrors: { email: ["Please enter a valid email address"] },
      });
    }
    await settled();
    expect(await subscribers()).toHaveLength(0);
    expect(transport.sent).toHaveLength(0);
  });

  it("answers 400 for malformed JSON and 413 for a body over 32 KB", async () => {
    expect((await post(null, undefined, "{email")).status).toBe(400);
    const big = JSON.stringify({ email: `${"a".repeat(33 * 1024)}@readers.example` });
    expect((await post(null, undefined, big)).status).toBe(413);
  });

  it("limits one client to NEWSLETTER_RATE_LIMIT (5) sign-ups in 10 minutes", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post({ email: `reader${i}@readers.example` }, "192.0.2.90")).status).toBe(200);
    }
    const limited = await post({ email: "reader9@readers.example" }, "192.0.2.90");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("600");
    expect(await subscribers()).toHaveLength(5);
  });
});

describe("POST /api/newsletter when the database is down", () => {
  it("answers 503", async () => {
    const handle = await openDbHandle("postgres://postgres@127.0.0.1:1/test");
    try {
      const response = await handleNewsletterRequest(
        new Request("http://127.0.0.1/api/newsletter", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "a@readers.example" }),
        }),
        { db: async () => handle.db },
      );
      expect(response.status).toBe(503);
    } finally {
      await handle.close();
    }
  });
});
