import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { listNotificationDeliveries } from "../admin/inbox/deliveries";
import { openDbHandle, queryRows, type Db } from "../db/client";
import { jobQueueFor } from "../jobs/lifecycle";
import { postQueuedWebhooks, makeRetriesDue, waitingJobs } from "../../../test/jobs";
import { DELIVERY_RETRY, QUEUES } from "../jobs/queue";
import { storeLead } from "../leads/store-lead";
import { deliverQueuedWebhook, queueWebhooks } from "./outbox";
import { leadWebhookPayload, signWebhook } from "./payload";

const SECRET = "webhook-test-secret-0123456789";
const T0 = new Date("2030-01-01T10:00:00.000Z");
const MINUTE = 60;

const lead = {
  name: "Aarav Sharma",
  email: "aarav@client.example",
  phone: "+91 98765 43210",
  company: "Sharma & Sons <Pvt>",
  location: "Jaipur, India",
  serviceType: "AI Automation",
  requirements: "Automate our invoice matching.",
} as const;

type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };

/** A webhook receiver on 127.0.0.1 that answers with `answer()` and records every request. */
async function receiver(answer: () => number | "hang" = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      });
      const status = answer();
      if (status === "hang") return;
      response.statusCode = status;
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("webhook signature", () => {
  it("is the hex HMAC-SHA256 of '<timestamp>.<body>' with the secret", () => {
    const body = '{"a":1}';
    const expected = createHmac("sha256", SECRET).update(`1700000000.${body}`).digest("hex");
    expect(signWebhook(SECRET, 1700000000, body)).toBe(`sha256=${expected}`);
    expect(signWebhook(SECRET, 1700000001, body)).not.toBe(`sha256=${expected}`);
  });

  it("carries every field and a Slack-ready text line, markup escaped", () => {
    const payload = leadWebhookPayload(
      { ...lead },
      { id: "e1", submissionId: "s1", createdAt: T0 },
      "Aarambh Tech",
    );
    expect(payload).toMatchObject({
      event: "enquiry.created",
      id: "e1",
      submission_id: "s1",
      created_at: T0.toISOString(),
      name: "Aarav Sharma",
      company: "Sharma & Sons <Pvt>",
      service_type: "AI Automation",
    });
    expect(payload.text).toContain(
      "New enquiry on Aarambh Tech: AI Automation from Aarav Sharma, Sharma &amp; Sons &lt;Pvt&gt;",
    );
  });
});

describeEachDatabase("lead webhooks", (url) => {
  let test: TestDb;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    test = await createTestDb(url);
  }, 120_000);
  afterAll(() => test.close());
  beforeEach(async () => {
    await test.db.execute(sql`truncate contact_submissions, email_outbox, webhook_outbox,
      rate_limit_events restart identity`);
    await (await jobQueueFor(test.db)).deleteAllJobs();
  });
  /** Queue posts as an enquiry does, in a transaction with their jobs. */
  const queue = async (
    db: Db,
    options: { submissionId: string; urls: string[]; payload: string; now: Date },
  ) => {
    const jobs = await jobQueueFor(db);
    await db.transaction((tx) => queueWebhooks(tx, jobs, options));
  };
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const rows = (db: Db) =>
    queryRows<{ id: number; url: string; status: string; attempts: number; last_error: string }>(
      db,
      sql`select id, url, status, attempts, last_error, next_attempt_at from webhook_outbox
          order by id`,
    );

  it("a new enquiry queues one signed post per URL in its transaction; the queue delivers it", async () => {
    const db = test.db;
    const a = await receiver();
    const b = await receiver();
    cleanups.push(a.close, b.close);
    const result = await storeLead(db, lead, {
      ip: "203.0.113.5",
      now: T0,
      webhookUrls: [a.url, b.url],
    });
    expect(result.kind).toBe("created");
    expect((await rows(db)).map((row) => [row.url, row.status])).toEqual([
      [a.url, "pending"],
      [b.url, "pending"],
    ]);

    const drained = await postQueuedWebhooks(db, { secret: SECRET });
    expect(drained).toMatchObject({ sent: 2, retried: 0, failed: 0 });
    for (const peer of [a, b]) {
      expect(peer.received).toHaveLength(1);
      const [request] = peer.received;
      const timestamp = request!.headers["x-webhook-timestamp"] as string;
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
      // The receiver's check: recompute the HMAC over "<timestamp>.<raw body>".
      const expected = createHmac("sha256", SECRET)
        .update(`${timestamp}.${request!.body}`)
        .digest("hex");
      expect(request!.headers["x-webhook-signature"]).toBe(`sha256=${expected}`);
      expect(request!.headers["content-type"]).toBe("application/json");
      const body = JSON.parse(request!.body);
      expect(body).toMatchObject({
        event: "enquiry.created",
        id: result.kind === "created" ? result.id : "",
        name: "Aarav Sharma",
        email: "aarav@client.example",
        service_type: "AI Automation",
        created_at: T0.toISOString(),
      });
      expect(body.text).toMatch(/^New enquiry on .+: AI Automation from Aarav Sharma/);
    }
    expect((await rows(db)).every((row) => row.status === "sent")).toBe(true);

    // The owner's view lists the enquiry's mail and webhooks with their state.
    const deliveries = await listNotificationDeliveries(
      db,
      result.kind === "created" ? result.id : "",
    );
    expect(deliveries.map((d) => [d.channel, d.kind, d.status])).toEqual([
      ["email", "lead-notification", "pending"],
      ["email", "lead-acknowledgement", "pending"],
      ["webhook", "lead-webhook", "sent"],
      ["webhook", "lead-webhook", "sent"],
    ]);
    expect(deliveries[2]).toMatchObject({ target: a.url, attempts: 1, lastError: null });
    expect(Date.now() - deliveries[2]!.deliveredAt!.getTime()).toBeLessThan(60_000);
  });

  it("an enquiry that is not stored (over the limit) queues no webhook", async () => {
    const db = test.db;
    for (let index = 0; index < 2; index += 1) {
      await storeLead(
        db,
        { ...lead, email: `v${index}@client.example` },
        { ip: "203.0.113.6", now: T0, limit: 1, webhookUrls: ["https://hooks.example/x"] },
      );
    }
    expect(await rows(db)).toHaveLength(1);
  });

  it("retries a 500 and a timeout with the queue's backoff, then delivers", async () => {
    const db = test.db;
    const answers: (number | "hang")[] = [500, "hang", 204];
    const peer = await receiver(() => answers.shift() ?? 204);
    cleanups.push(peer.close);
    await queue(db, { submissionId: randomUUID(), urls: [peer.url], payload: '{"x":1}', now: T0 });
    const sender = { secret: SECRET, timeoutMs: 300 };

    const first = Date.now();
    expect(await postQueuedWebhooks(db, sender)).toMatchObject({ sent: 0, retried: 1 });
    let [row] = await rows(db);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "HTTP 500" });
    // The owner's view shows the queue's next try: 1-2 minutes on.
    let [job] = await waitingJobs(db, QUEUES.webhook);
    expect((job!.startAfter.getTime() - first) / 1000).toBeGreaterThan(MINUTE - 5);
    expect((job!.startAfter.getTime() - first) / 1000).toBeLessThan(2 * MINUTE + 5);
    // Not due before its backoff.
    expect(await postQueuedWebhooks(db, sender)).toMatchObject({ sent: 0, retried: 0 });

    await makeRetriesDue(db, QUEUES.webhook);
    const second = Date.now();
    expect(await postQueuedWebhooks(db, sender)).toMatchObject({ sent: 0, retried: 1 });
    [row] = await rows(db);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 2,
      last_error: "no answer within 300 ms",
    });
    [job] = await waitingJobs(db, QUEUES.webhook);
    expect((job!.startAfter.getTime() - second) / 1000).toBeGreaterThan(2 * MINUTE - 5);

    await makeRetriesDue(db, QUEUES.webhook);
    expect(await postQueuedWebhooks(db, sender)).toMatchObject({ sent: 1, retried: 0 });
    expect(peer.received).toHaveLength(3);
    // Every attempt is the same body (a receiver can tell a retry by X-Webhook-Id).
    expect(new Set(peer.received.map((r) => r.body)).size).toBe(1);
    expect(new Set(peer.received.map((r) => r.headers["x-webhook-id"])).size).toBe(1);
    expect((await rows(db))[0]).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("gives up after its last attempt (about three days) and says so", async () => {
    const db = test.db;
    const peer = await receiver(() => 503);
    cleanups.push(peer.close);
    await queue(db, { submissionId: randomUUID(), urls: [peer.url], payload: "{}", now: T0 });
    let attempts = 0;
    for (;;) {
      const result = await postQueuedWebhooks(db, { secret: SECRET });
      attempts += 1;
      if (result.failed) break;
      await makeRetriesDue(db, QUEUES.webhook);
    }
    expect(attempts).toBe(DELIVERY_RETRY.retryLimit + 1);
    expect((await rows(db))[0]).toMatchObject({ status: "failed", last_error: "HTTP 503" });
    const dead = await (await jobQueueFor(db)).findJobs(QUEUES.webhookDead);
    expect(dead).toHaveLength(1);
  });

  it("never posts unsigned: without a secret the row waits for one", async () => {
    const db = test.db;
    const peer = await receiver();
    cleanups.push(peer.close);
    await queue(db, { submissionId: randomUUID(), urls: [peer.url], payload: "{}", now: T0 });
    expect((await postQueuedWebhooks(db, { secret: undefined })).retried).toBe(1);
    expect(peer.received).toHaveLength(0);
    expect((await rows(db))[0]!.last_error).toMatch(/LEAD_WEBHOOK_SECRET/);
  });

  it("two workers racing over one queue post every webhook exactly once", async () => {
    const db = test.db;
    // On PostgreSQL the second worker is another instance: its own pool and its own pg-boss.
    let other: Db = db;
    if (test.schemaName) {
      const handle = await openDbHandle(url, { schemaName: test.schemaName });
      cleanups.push(() => handle.close());
      other = handle.db;
    }
    const peer = await receiver();
    cleanups.push(peer.close);
    for (let index = 0; index < 30; index += 1) {
      await queue(db, {
        submissionId: randomUUID(),
        urls: [peer.url],
        payload: `{"n":${index}}`,
        now: T0,
      });
    }
    const [a, b] = await Promise.all([
      postQueuedWebhooks(db, { secret: SECRET }, { batchSize: 3 }),
      postQueuedWebhooks(other, { secret: SECRET }, { batchSize: 3 }),
    ]);
    expect(a.sent + b.sent).toBe(30);
    expect(peer.received).toHaveLength(30);
    expect(new Set(peer.received.map((r) => r.body)).size).toBe(30);
    const states = await rows(db);
    expect(states.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("a post another instance claimed and never finished (it crashed) is taken over after its lease", async () => {
    const db = test.db;
    const peer = await receiver();
    cleanups.push(peer.close);
    await queue(db, { submissionId: randomUUID(), urls: [peer.url], payload: "{}", now: T0 });
    const [row] = await rows(db);
    const start = Date.now();
    const lease = DELIVERY_RETRY.expireInSeconds * 1000;
    await db.execute(
      sql`update webhook_outbox set status = 'sending', attempts = 1,
            locked_until = ${new Date(start + lease).toISOString()} where id = ${row!.id}`,
    );
    const job = { data: { webhookId: Number(row!.id) }, retryCount: 1 };
    await expect(
      deliverQueuedWebhook(db, { secret: SECRET }, job, () => new Date(start + lease - 1000)),
    ).rejects.toThrow(/being posted by another process/);
    expect(
      await deliverQueuedWebhook(db, { secret: SECRET }, job, () => new Date(start + lease)),
    ).toMatchObject({ delivered: true });
    expect(peer.received).toHaveLength(1);
  });
});
