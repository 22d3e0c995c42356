import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { queryRows } from "../db/client";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { drainOutbox } from "../email/outbox";
import { freePort, startSmtpSink, type SmtpSink } from "../../../test/mail";
import { createSmtpTransport, type MailTransport } from "../email/transport";
import { checkHealth, healthHttpStatus, MAIL_LATE_AFTER_SECONDS } from "../health";
import { OUTBOX_POLL_MS } from "../email/worker";
import { storeLead } from "../leads/store-lead";

/**
 * Issue 8: the SMTP server is away for an hour (first nobody listens on its port, then it is up
 * but answers 451) while enquiries keep coming. On a simulated clock stepped like the worker
 * (every 15 s): nothing is lost, health says "degraded" (still 200), and once the server accepts
 * again every message arrives exactly once and health is back to "ok".
 */
const MINUTE = 60_000;
const T0 = new Date("2030-03-04T09:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const ENQUIRIES = 20;
const ABSENT_UNTIL = 30 * MINUTE;
const REFUSING_UNTIL = 60 * MINUTE;

const enquiry = (index: number) => ({
  name: `Client ${index}`,
  email: `client${index}@firm${index}.example`,
  phone: `+91 98765 ${String(10_000 + index)}`,
  company: `Firm ${index}`,
  location: "",
  serviceType: "MVP Development",
  requirements: `Enquiry number ${index}`,
  submissionId: randomUUID(),
});

describeEachDatabase("SMTP outage of an hour", (url) => {
  let test: TestDb;
  let transport: MailTransport | undefined;
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    test = await createTestDb(url);
  }, 120_000);
  afterAll(async () => {
    transport?.close();
    await sink?.close();
    await test.close();
  });

  it("keeps every enquiry, reports degraded, then delivers each message exactly once", async () => {
    const db = test.db;
    const health = async (now: Date) => {
      const report = await checkHealth(async () => db, now);
      return { report, http: healthHttpStatus(report) };
    };
    const port = await freePort();
    transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);

    // 20 enquiries in the first 20 seconds, each from its own client; the SMTP port is closed.
    const leads = Array.from({ length: ENQUIRIES }, (_, index) => enquiry(index));
    const results = [];
    for (const [index, lead] of leads.entries()) {
      results.push(
        await storeLead(db, lead, {
          ip: `198.51.100.${index + 1}`,
          now: at(index * 1000),
          transport,
          notifyTo: "sales@team.example",
        }),
      );
    }
    expect(results.map((result) => result.kind)).toEqual(Array(ENQUIRIES).fill("created"));
    expect(results.every((result) => result.kind === "created" && !result.emailSent)).toBe(true);
    const stored = await queryRows<{ submission_id: string; email_sent: boolean }>(
      db,
      sql`select submission_id, email_sent from contact_submissions`,
    );
    expect(stored).toHaveLength(ENQUIRIES);
    expect(new Set(stored.map((row) => row.submission_id))).toEqual(
      new Set(leads.map((lead) => lead.submissionId)),
    );
    expect(stored.every((row) => !row.email_sent)).toBe(true);

    // The worker's loop on a simulated clock, the peer absent, then refusing, then back. Every
    // 15 s through the outage; once the peer is back, every minute (the next retries are hours
    // apart) to keep the test quick.
    const step = (now: Date) =>
      now.getTime() - T0.getTime() < REFUSING_UNTIL ? OUTBOX_POLL_MS : MINUTE;
    const statuses = new Map<string, number>();
    let retried = 0;
    let now = at(30_000);
    let deliveredAt: Date | undefined;
    for (
      ;
      now.getTime() <= at(4 * 60 * MINUTE).getTime();
      now = new Date(now.getTime() + step(now))
    ) {
      const elapsed = now.getTime() - T0.getTime();
      if (elapsed >= ABSENT_UNTIL && !sink) {
        sink = await startSmtpSink({ port });
        sink.refusing = true;
      }
      if (elapsed >= REFUSING_UNTIL && sink) sink.refusing = false;
      const result = await drainOutbox(db, transport, now);
      retried += result.retried;
      expect(result.failed).toBe(0);
      const { report, http } = await health(now);
      statuses.set(report.status, (statuses.get(report.status) ?? 0) + 1);
      expect(http).toBe(200);
      if (elapsed < REFUSING_UNTIL) {
        expect(result.sent).toBe(0);
        expect(report.status).toBe(elapsed > MAIL_LATE_AFTER_SECONDS * 1000 ? "degraded" : "ok");
        if (report.status !== "down") expect(report.outbox.pending).toBe(2 * ENQUIRIES);
      }
      if (report.status !== "down" && report.outbox.pending === 0) {
        deliveredAt = now;
        break;
      }
    }
    expect(statuses.get("degraded")).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual(["degraded", "ok"]);
    // Attempts at +1 min and +6 min met a closed port, at +36 min a 451; the next, 2 h later,
    // is the first after the outage and delivers everything.
    expect(retried).toBe(3 * 2 * ENQUIRIES);
    expect(deliveredAt).toBeDefined();
    expect(deliveredAt!.getTime()).toBeLessThanOrEqual(
      at((2 * 60 + 36) * MINUTE + 20_000 + MINUTE).getTime(),
    );

    // Exactly one copy of each message: a notification and an acknowledgement per enquiry.
    const received = sink!.received;
    expect(received).toHaveLength(2 * ENQUIRIES);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(2 * ENQUIRIES);
    for (const lead of leads) {
      const to = (address: string) => received.filter((mail) => mail.to.includes(address));
      expect(to(lead.email)).toHaveLength(1);
      expect(
        received.filter(
          (mail) =>
            mail.to.includes("sales@team.example") && mail.raw.includes(`Reply-To: ${lead.email}`),
        ),
      ).toHaveLength(1);
    }
    const outbox = await queryRows<{ status: string; attempts: number }>(
      db,
      sql`select status, attempts from email_outbox`,
    );
    expect(outbox).toHaveLength(2 * ENQUIRIES);
    expect(outbox.every((row) => row.status === "sent" && row.attempts === 5)).toBe(true);
    const flags = await queryRows<{ email_sent: boolean }>(
      db,
      sql`select email_sent from contact_submissions`,
    );
    expect(flags.every((row) => row.email_sent)).toBe(true);
    expect((await health(deliveredAt!)).report).toEqual({
      status: "ok",
      db: "ok",
      outbox: { pending: 0, oldestPendingSeconds: 0, failed: 0 },
      webhooks: { pending: 0, oldestPendingSeconds: 0, failed: 0 },
    });

    // Nothing is sent again later.
    expect(await drainOutbox(db, transport, at(24 * 60 * MINUTE))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(received).toHaveLength(2 * ENQUIRIES);
  });
});
