import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { queryRows } from "../db/client";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { makeRetriesDue, sendQueuedMail } from "../../../test/jobs";
import { freePort, startSmtpSink, type SmtpSink } from "../../../test/mail";
import { createSmtpTransport, type MailTransport } from "../email/transport";
import { checkHealth, healthHttpStatus, MAIL_LATE_AFTER_SECONDS } from "../health";
import { QUEUES } from "../jobs/queue";
import { storeLead } from "../leads/store-lead";

/**
 * Issue 8: the SMTP server is away (first nobody listens on its port, then it is up but answers
 * 451) while enquiries keep coming. Attempt by attempt, as the queue retries them: nothing is
 * lost, health says "degraded" (still 200) from the first failed attempt, and once the server accepts again
 * every message arrives exactly once and health is back to "ok".
 */
const MINUTE = 60_000;
const T0 = new Date("2030-03-04T09:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const ENQUIRIES = 20;

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
          notifyTo: "sales@team.example",
        }),
      );
    }
    expect(results.map((result) => result.kind)).toEqual(Array(ENQUIRIES).fill("created"));
    const stored = await queryRows<{ submission_id: string; email_sent: boolean }>(
      db,
      sql`select submission_id, email_sent from contact_submissions`,
    );
    expect(stored).toHaveLength(ENQUIRIES);
    expect(new Set(stored.map((row) => row.submission_id))).toEqual(
      new Set(leads.map((lead) => lead.submissionId)),
    );
    expect(stored.every((row) => !row.email_sent)).toBe(true);

    // Attempt 1: nobody listens. Health says so at once, with the reason, long before mail is
    // late (it reads the rows' age at a time of its own).
    expect(await sendQueuedMail(db, transport)).toMatchObject({ sent: 0, retried: 2 * ENQUIRIES });
    let { report, http } = await health(at(5 * MINUTE));
    expect([report.status, http]).toEqual(["degraded", 200]);
    if (report.status !== "down") {
      expect(report.outbox.pending).toBe(2 * ENQUIRIES);
      expect(report.outbox.lastError).toMatch(/ECONNREFUSED/);
    }

    // Attempt 2: the server is up but refuses (451). Mail is now late: degraded, still 200.
    sink = await startSmtpSink({ port });
    sink.refusing = true;
    expect(await makeRetriesDue(db, QUEUES.mail)).toBe(2 * ENQUIRIES);
    expect(await sendQueuedMail(db, transport)).toMatchObject({ sent: 0, retried: 2 * ENQUIRIES });
    ({ report, http } = await health(at(MAIL_LATE_AFTER_SECONDS * 1000 + MINUTE)));
    expect([report.status, http]).toEqual(["degraded", 200]);
    if (report.status !== "down") expect(report.outbox.pending).toBe(2 * ENQUIRIES);

    // Attempt 3: it accepts again; everything goes.
    sink.refusing = false;
    expect(await makeRetriesDue(db, QUEUES.mail)).toBe(2 * ENQUIRIES);
    expect(await sendQueuedMail(db, transport)).toMatchObject({ sent: 2 * ENQUIRIES, retried: 0 });
    const deliveredAt = at(60 * MINUTE);

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
    expect(outbox.every((row) => row.status === "sent" && row.attempts === 3)).toBe(true);
    const flags = await queryRows<{ email_sent: boolean }>(
      db,
      sql`select email_sent from contact_submissions`,
    );
    expect(flags.every((row) => row.email_sent)).toBe(true);
    expect((await health(deliveredAt)).report).toEqual({
      status: "ok",
      db: "ok",
      outbox: { pending: 0, oldestPendingSeconds: 0, failed: 0, lastError: null },
      webhooks: { pending: 0, oldestPendingSeconds: 0, failed: 0, lastError: null },
    });

    // Nothing is sent again later.
    expect(await makeRetriesDue(db, QUEUES.mail)).toBe(0);
    expect(await sendQueuedMail(db, transport)).toMatchObject({ sent: 0, retried: 0 });
    expect(received).toHaveLength(2 * ENQUIRIES);
  });
});
