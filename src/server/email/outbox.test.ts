import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { openDbHandle, queryRows, type Db } from "../db/client";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { storeLead } from "../leads/store-lead";
import {
  BACKOFF_MS,
  CLAIM_LOCK_MS,
  deliverClaimed,
  deliverNow,
  drainOutbox,
  queueClaimedMessages,
  scheduleAfterFailure,
  type OutboxMessage,
} from "./outbox";
import {
  closeSendSlots,
  MAX_PARALLEL_SENDS,
  MAX_WAITING_IMMEDIATE_SENDS,
  openSendSlots,
} from "./send-slots";
import { freePort, recordingTransport, startSmtpSink, type SmtpSink } from "../../../test/mail";
import { createSmtpTransport, type MailTransport } from "./transport";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = new Date("2030-01-01T10:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

const lead = {
  name: "Asha Rao",
  email: "asha@client.example",
  phone: "+91 98765 43210",
  company: "Rao Foods",
  location: "Pune, India",
  serviceType: "MVP Development",
  requirements: "An ordering app for our 12 outlets.",
};

type OutboxRow = {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  recipient: string;
};

const outbox = (db: Db) =>
  queryRows<OutboxRow>(
    db,
    sql`select id, kind, status, attempts, next_attempt_at, recipient from email_outbox order by id`,
  );
const emailSent = async (db: Db) =>
  (await queryRows<{ email_sent: boolean }>(db, sql`select email_sent from contact_submissions`))[0]
    ?.email_sent;

describe("scheduleAfterFailure", () => {
  it("waits 1 min, 5 min, 30 min, 2 h, 6 h, then 12 h, and gives up after 3 days", () => {
    const created = T0;
    let now = created;
    const waits: number[] = [];
    for (let attempt = 1; ; attempt += 1) {
      const next = scheduleAfterFailure(created, attempt, now);
      if (next.status === "failed") break;
      waits.push(next.nextAttemptAt.getTime() - now.getTime());
      now = next.nextAttemptAt;
    }
    expect(waits.slice(0, 5)).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR]);
    expect(waits.slice(5, -1).every((wait) => wait === 12 * HOUR)).toBe(true);
    // The last retry happens exactly at the three-day deadline, and then the message fails.
    expect(now.getTime() - created.getTime()).toBe(72 * HOUR);
    expect(waits.length).toBe(11);
  });
});

describeEachDatabase("email outbox", (url) => {
  // One database per suite (creating one is slow on a busy machine), emptied before each test.
  let test: TestDb;
  const cleanups: (() => Promise<void> | void)[] = [];
  beforeAll(async () => {
    test = await createTestDb(url);
  }, 120_000);
  afterAll(() => test.close());
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });
  const open = async () => {
    await test.db.execute(
      sql`truncate contact_submissions, email_outbox, rate_limit_events restart identity`,
    );
    return test.db;
  };
  const sink = async () => {
    const peer = await startSmtpSink();
    cleanups.push(() => peer.close());
    return peer;
  };
  const smtp = (target: string | SmtpSink) => {
    const transport = createSmtpTransport(typeof target === "string" ? target : target.url);
    cleanups.push(() => transport.close());
    return transport;
  };

  it("delivers both messages of an enquiry to a real SMTP peer and sets email_sent", async () => {
    const db = await open();
    const peer = await sink();
    const result = await storeLead(db, lead, {
      ip: "203.0.113.7",
      now: T0,
      transport: smtp(peer),
      notifyTo: "sales@team.example",
    });
    expect(result).toMatchObject({ kind: "created", emailSent: true });
    expect(await emailSent(db)).toBe(true);
    expect((await outbox(db)).map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ["lead-notification", "sent", 1],
      ["lead-acknowledgement", "sent", 1],
    ]);
    expect(peer.received).toHaveLength(2);
    const notification = peer.received.find((mail) => mail.to.includes("sales@team.example"));
    expect(notification?.raw).toMatch(/^Reply-To: asha@client\.example/im);
    expect(notification?.raw).toContain("Rao Foods");
    const acknowledgement = peer.received.find((mail) => mail.to.includes("asha@client.example"));
    expect(acknowledgement?.raw).toContain("within 24 hours");
  });

  it("keeps what an absent or refusing peer did not take and delivers it later on schedule", async () => {
    const db = await open();
    const port = await freePort();
    // Nobody listens on the port: the immediate attempt fails, the enquiry is still accepted.
    const result = await storeLead(db, lead, {
      ip: "203.0.113.8",
      now: T0,
      transport: smtp(`smtp://127.0.0.1:${port}`),
    });
    expect(result).toMatchObject({ kind: "created", emailSent: false });
    expect(await emailSent(db)).toBe(false);
    let rows = await outbox(db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    expect(
      rows.every((row) => new Date(row.next_attempt_at).getTime() === at(MINUTE).getTime()),
    ).toBe(true);

    // Now a peer on that port, refusing with 451: nothing is due before a minute has passed.
    const peer = await startSmtpSink({ port });
    cleanups.push(() => peer.close());
    peer.refusing = true;
    const transport = smtp(peer);
    expect(await drainOutbox(db, transport, at(30_000))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(await drainOutbox(db, transport, at(MINUTE))).toEqual({
      sent: 0,
      retried: 2,
      failed: 0,
    });
    rows = await outbox(db);
    expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
    expect(new Date(rows[0]!.next_attempt_at).getTime()).toBe(at(6 * MINUTE).getTime());

    // The peer accepts again: the next run delivers, once, and the enquiry is marked sent.
    peer.refusing = false;
    expect(await drainOutbox(db, transport, at(6 * MINUTE))).toEqual({
      sent: 2,
      retried: 0,
      failed: 0,
    });
    expect(peer.received).toHaveLength(2);
    expect(await emailSent(db)).toBe(true);
    expect(await drainOutbox(db, transport, at(HOUR))).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("marks a message failed when it is still undelivered after three days", async () => {
    const db = await open();
    const broken = recordingTransport({ fail: () => true });
    await storeLead(db, lead, { ip: "203.0.113.9", now: T0, transport: broken });
    let now = T0;
    let runs = 0;
    for (;;) {
      const [row] = await outbox(db);
      if (row!.status === "failed") break;
      now = new Date(row!.next_attempt_at);
      await drainOutbox(db, broken, now);
      runs += 1;
    }
    expect(runs).toBe(11);
    expect(now.getTime() - T0.getTime()).toBe(72 * HOUR);
    const rows = await outbox(db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["failed", 12],
      ["failed", 12],
    ]);
    expect(BACKOFF_MS).toHaveLength(5);
  });

  it("takes over a message whose sender crashed once its lock has expired", async () => {
    const db = await open();
    // A sender claimed the rows (status sending) and died before recording anything.
    await storeLead(db, lead, { ip: "203.0.113.10", now: T0 });
    const transport = recordingTransport();
    expect((await drainOutbox(db, transport, at(CLAIM_LOCK_MS - 1000))).sent).toBe(0);
    expect((await drainOutbox(db, transport, at(CLAIM_LOCK_MS + 1000))).sent).toBe(2);
    expect(transport.sent).toHaveLength(2);
    expect(await emailSent(db)).toBe(true);
  });

  it("two workers racing over one outbox send every message exactly once", async () => {
    const db = await open();
    // The second worker has its own connection pool, as another instance would.
    let other: Db = db;
    if (test.schemaName) {
      const handle = await openDbHandle(url, { schemaName: test.schemaName });
      cleanups.push(() => handle.close());
      other = handle.db;
    }
    const messages: OutboxMessage[] = Array.from({ length: 40 }, (_, index) => ({
      kind: "newsletter-welcome",
      recipient: `reader${index}@readers.example`,
      subject: `Welcome ${index}`,
      textBody: "Welcome",
      htmlBody: "<p>Welcome</p>",
    }));
    await queueClaimedMessages(db, messages, T0);
    await db.execute(sql`update email_outbox set status = 'pending', locked_until = null`);

    const peer = await sink();
    const first = smtp(peer);
    const second = smtp(peer);
    const sendsBy = new Map<MailTransport, number>();
    const counting = (transport: MailTransport): MailTransport => ({
      ...transport,
      async send(message) {
        sendsBy.set(transport, (sendsBy.get(transport) ?? 0) + 1);
        await transport.send(message);
      },
    });
    const [a, b] = await Promise.all([
      drainOutbox(db, counting(first), at(MINUTE), { batchSize: 3 }),
      drainOutbox(other, counting(second), at(MINUTE), { batchSize: 3 }),
    ]);
    expect(a.sent + b.sent).toBe(40);
    expect(peer.received).toHaveLength(40);
    expect(new Set(peer.received.map((mail) => mail.messageId)).size).toBe(40);
    expect(new Set(peer.received.flatMap((mail) => mail.to)).size).toBe(40);
    const rows = await outbox(db);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 2)).toBe(true);
  });

  it("a shutdown hands back the sends that had not started; they go out once, later", async () => {
    const db = await open();
    const messages: OutboxMessage[] = Array.from({ length: 12 }, (_, index) => ({
      kind: "newsletter-welcome",
      recipient: `reader${index}@readers.example`,
      subject: `Welcome ${index}`,
      textBody: "Welcome",
      htmlBody: "<p>Welcome</p>",
    }));
    const claimed = await queueClaimedMessages(db, messages, T0);
    const peer = await sink();
    const slow = smtp(peer);
    const delayed: MailTransport = {
      ...slow,
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await slow.send(message);
      },
    };
    try {
      const delivering = deliverClaimed(db, delayed, claimed, () => T0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      closeSendSlots();
      const outcomes = await delivering;
      expect(outcomes.filter((outcome) => outcome.delivered)).toHaveLength(MAX_PARALLEL_SENDS);
      expect(peer.received).toHaveLength(MAX_PARALLEL_SENDS);
      const handedBack = (await outbox(db)).filter((row) => row.status === "pending");
      expect(handedBack).toHaveLength(12 - MAX_PARALLEL_SENDS);
      // Never tried: no attempt counted, due at once.
      expect(handedBack.every((row) => row.attempts === 0)).toBe(true);
    } finally {
      openSendSlots();
    }
    expect((await drainOutbox(db, smtp(peer), T0)).sent).toBe(12 - MAX_PARALLEL_SENDS);
    expect(peer.received).toHaveLength(12);
    expect(new Set(peer.received.map((mail) => mail.messageId)).size).toBe(12);
  });

  it("a burst of enquiries leaves the mail it cannot send at once to the worker, in the database", async () => {
    const db = await open();
    const messages: OutboxMessage[] = Array.from({ length: 40 }, (_, index) => ({
      kind: "newsletter-welcome",
      recipient: `reader${index}@readers.example`,
      subject: `Welcome ${index}`,
      textBody: "Welcome",
      htmlBody: "<p>Welcome</p>",
    }));
    const peer = await sink();
    const slow = smtp(peer);
    const delayed: MailTransport = {
      ...slow,
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await slow.send(message);
      },
    };
    // Forty requests, each with its own immediate attempt.
    const attempts = await Promise.all(
      messages.map(async (message) =>
        deliverNow(db, delayed, await queueClaimedMessages(db, [message], T0), { now: () => T0 }),
      ),
    );
    const outcomes = attempts.flatMap((attempt) => (attempt === "timeout" ? [] : attempt));
    const keptInMemory = MAX_PARALLEL_SENDS + MAX_WAITING_IMMEDIATE_SENDS;
    expect(outcomes.filter((outcome) => outcome.delivered)).toHaveLength(keptInMemory);
    expect(outcomes.filter((outcome) => outcome.handedBack)).toHaveLength(40 - keptInMemory);
    expect((await drainOutbox(db, smtp(peer), T0)).sent).toBe(40 - keptInMemory);
    expect(new Set(peer.received.map((mail) => mail.messageId)).size).toBe(40);
    expect(peer.received).toHaveLength(40);
  });

  it("a worker draining while sending is closed stops instead of claiming the same rows again", async () => {
    const db = await open();
    await queueClaimedMessages(
      db,
      [
        {
          kind: "newsletter-welcome",
          recipient: "r@readers.example",
          subject: "W",
          textBody: "W",
          htmlBody: "W",
        },
      ],
      T0,
    );
    await db.execute(sql`update email_outbox set status = 'pending', locked_until = null`);
    closeSendSlots();
    try {
      expect(await drainOutbox(db, recordingTransport(), at(MINUTE))).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
      });
      expect((await outbox(db)).map((row) => [row.status, row.attempts])).toEqual([["pending", 1]]);
    } finally {
      openSendSlots();
    }
  });
});
