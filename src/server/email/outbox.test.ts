import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { openDbHandle, queryRows, type Db } from "../db/client";
import { jobQueueFor, stopJobQueueFor } from "../jobs/lifecycle";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { makeRetriesDue, runDueJobs, sendQueuedMail, waitingJobs } from "../../../test/jobs";
import {
  LEASE_RENEW_MS,
  requeueStalledSends,
  STALLED_SWEEP_MS,
  whileLeased,
} from "../jobs/claim-row";
import { DELIVERY_RETRY, QUEUES, retryWindowSeconds } from "../jobs/queue";
import { carryOverUnqueuedRows, MAX_PARALLEL_SENDS, startWorkers } from "../jobs/workers";
import { storeLead } from "../leads/store-lead";
import {
  deliverQueuedMessage,
  messageIdFor,
  queueMessages,
  SEND_LEASE_MS,
  wakeMailWorkers,
  type MailJob,
  type OutboxMessage,
} from "./outbox";
import { freePort, recordingTransport, startSmtpSink, type SmtpSink } from "../../../test/mail";
import { createSmtpTransport, type MailTransport } from "./transport";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const T0 = new Date("2030-01-01T10:00:00.000Z");

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
  last_error: string | null;
  recipient: string;
};

const outbox = (db: Db) =>
  queryRows<OutboxRow>(
    db,
    sql`select id, kind, status, attempts, last_error, recipient from email_outbox order by id`,
  );
const emailSent = async (db: Db) =>
  (await queryRows<{ email_sent: boolean }>(db, sql`select email_sent from contact_submissions`))[0]
    ?.email_sent;

const welcomes = (count: number): OutboxMessage[] =>
  Array.from({ length: count }, (_, index) => ({
    kind: "newsletter-welcome",
    recipient: `reader${index}@readers.example`,
    subject: `Welcome ${index}`,
    textBody: "Welcome",
    htmlBody: "<p>Welcome</p>",
  }));

describe("the retry policy", () => {
  it("waits 1-2 min, doubling with jitter up to 12 h, and gives up after about three days", () => {
    expect(retryWindowSeconds(1)).toEqual({ min: MINUTE, max: 2 * MINUTE });
    expect(retryWindowSeconds(2)).toEqual({ min: 2 * MINUTE, max: 4 * MINUTE });
    expect(retryWindowSeconds(11)).toEqual({ min: 12 * HOUR, max: 12 * HOUR });
    let shortest = 0;
    let longest = 0;
    for (let retry = 1; retry <= DELIVERY_RETRY.retryLimit; retry += 1) {
      shortest += retryWindowSeconds(retry).min;
      longest += retryWindowSeconds(retry).max;
    }
    // The last of the 15 attempts: between 2.5 and 3.5 days after the first.
    expect(shortest / (24 * HOUR)).toBeGreaterThan(2.5);
    expect(longest / (24 * HOUR)).toBeLessThan(3.5);
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
    // And the queue: no job of an earlier test may point at this one's rows.
    await (await jobQueueFor(test.db)).deleteAllJobs();
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
      notifyTo: "sales@team.example",
    });
    expect(result).toMatchObject({ kind: "created" });
    // Queued with the enquiry, in its transaction; nothing sent before a worker takes it.
    expect((await outbox(db)).map((row) => [row.kind, row.status])).toEqual([
      ["lead-notification", "pending"],
      ["lead-acknowledgement", "pending"],
    ]);
    expect(await sendQueuedMail(db, smtp(peer))).toMatchObject({ sent: 2, retried: 0 });
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

  it("keeps what an absent or refusing peer did not take and retries it with backoff", async () => {
    const db = await open();
    const port = await freePort();
    await storeLead(db, lead, { ip: "203.0.113.8", now: T0 });
    // Nobody listens on the port: the first attempt fails, the enquiry is kept.
    const before = Date.now();
    expect(await sendQueuedMail(db, smtp(`smtp://127.0.0.1:${port}`))).toMatchObject({
      sent: 0,
      retried: 2,
    });
    expect(await emailSent(db)).toBe(false);
    let rows = await outbox(db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    expect(rows[0]!.last_error).toMatch(/ECONNREFUSED/);
    // The queue waits 1-2 minutes before the second attempt.
    let waiting = await waitingJobs(db, QUEUES.mail);
    expect(waiting).toHaveLength(2);
    for (const job of waiting) {
      const wait = (job.startAfter.getTime() - before) / 1000;
      expect(wait).toBeGreaterThan(MINUTE - 5);
      expect(wait).toBeLessThan(2 * MINUTE + 5);
    }
    // Nothing is due before then.
    expect(await sendQueuedMail(db, recordingTransport())).toMatchObject({ sent: 0, retried: 0 });

    // Now a peer on that port, refusing with 451: the wait doubles.
    const peer = await startSmtpSink({ port });
    cleanups.push(() => peer.close());
    peer.refusing = true;
    const transport = smtp(peer);
    await makeRetriesDue(db, QUEUES.mail);
    const second = Date.now();
    expect(await sendQueuedMail(db, transport)).toMatchObject({ sent: 0, retried: 2 });
    rows = await outbox(db);
    expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
    waiting = await waitingJobs(db, QUEUES.mail);
    for (const job of waiting) {
      const wait = (job.startAfter.getTime() - second) / 1000;
      expect(wait).toBeGreaterThan(2 * MINUTE - 5);
      expect(wait).toBeLessThan(4 * MINUTE + 5);
    }

    // The peer accepts again: the next attempt delivers, once, and the enquiry is marked sent.
    peer.refusing = false;
    await makeRetriesDue(db, QUEUES.mail);
    expect(await sendQueuedMail(db, transport)).toMatchObject({ sent: 2, retried: 0 });
    expect(peer.received).toHaveLength(2);
    expect(await emailSent(db)).toBe(true);
    expect(await makeRetriesDue(db, QUEUES.mail)).toBe(0);
    expect(await sendQueuedMail(db, transport)).toMatchObject({ sent: 0, retried: 0 });
  });

  it("marks a message failed after its last attempt and moves its job to the dead letters", async () => {
    const db = await open();
    const broken = recordingTransport({ fail: () => true });
    await storeLead(db, lead, { ip: "203.0.113.9", now: T0 });
    let runs = 0;
    for (;;) {
      const result = await sendQueuedMail(db, broken);
      runs += 1;
      if (result.failed) break;
      expect(await makeRetriesDue(db, QUEUES.mail)).toBe(2);
    }
    expect(runs).toBe(DELIVERY_RETRY.retryLimit + 1);
    const rows = await outbox(db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["failed", 15],
      ["failed", 15],
    ]);
    expect(rows[0]!.last_error).toBe("421 mailbox temporarily unavailable");
    const queue = await jobQueueFor(db);
    const dead = await queue.findJobs<MailJob>(QUEUES.mailDead);
    expect(dead.map((job) => Number(job.data.messageId)).sort()).toEqual(
      rows.map((row) => Number(row.id)).sort(),
    );
  });

  it("a job for a message another process is sending waits until that one's lease runs out", async () => {
    const db = await open();
    await storeLead(db, lead, { ip: "203.0.113.10", now: T0 });
    const [row] = await outbox(db);
    const job = { data: { messageId: Number(row!.id) }, retryCount: 0 };
    // A process claimed the message (status sending) and died before recording anything.
    const start = new Date();
    await db.execute(
      sql`update email_outbox set status = 'sending', attempts = 1,
            locked_until = ${new Date(start.getTime() + SEND_LEASE_MS).toISOString()}
          where id = ${row!.id}`,
    );
    const transport = recordingTransport();
    const later = (ms: number) => () => new Date(start.getTime() + ms);
    await expect(
      deliverQueuedMessage(db, transport, job, later(SEND_LEASE_MS - 1000)),
    ).rejects.toThrow(/being sent by another process/);
    expect(transport.sent).toHaveLength(0);
    expect(await deliverQueuedMessage(db, transport, job, later(SEND_LEASE_MS))).toMatchObject({
      delivered: true,
    });
    expect(transport.sent).toHaveLength(1);
    // A repeated job for a message already sent sends nothing.
    expect(await deliverQueuedMessage(db, transport, job)).toMatchObject({ skipped: true });
    expect(transport.sent).toHaveLength(1);
    expect((await outbox(db))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("a message left sending by a killed process goes again within a minute, with its Message-ID", async () => {
    const db = await open();
    await storeLead(db, lead, { ip: "203.0.113.11", now: T0 });
    const queue = await jobQueueFor(db);
    // A worker took both jobs and claimed both rows, then was killed (kill -9): its jobs stay
    // active until their 5-minute claim expires, its rows "sending" until their lease runs out.
    const taken = await queue.fetch<MailJob>(QUEUES.mail, { batchSize: 2 });
    expect(taken).toHaveLength(2);
    const killedAt = new Date();
    await db.execute(
      sql`update email_outbox set status = 'sending', attempts = 1,
            locked_until = ${new Date(killedAt.getTime() + SEND_LEASE_MS).toISOString()}`,
    );
    const after = (ms: number) => new Date(killedAt.getTime() + ms);
    expect(await requeueStalledSends(db, queue, after(SEND_LEASE_MS - 1000))).toEqual({
      mail: 0,
      webhook: 0,
    });
    // The sweep that first runs after the lease: at most a minute after the kill.
    const sweptAt = SEND_LEASE_MS + STALLED_SWEEP_MS;
    expect(sweptAt).toBeLessThanOrEqual(60_000);
    expect(await requeueStalledSends(db, queue, after(sweptAt))).toEqual({ mail: 2, webhook: 0 });

    const transport = recordingTransport();
    expect(await sendQueuedMail(db, transport)).toMatchObject({ sent: 2 });
    const rows = await queryRows<{ id: number; created_at: Date | string }>(
      db,
      sql`select id, created_at from email_outbox order by id`,
    );
    expect(transport.sent.map((mail) => mail.messageId).sort()).toEqual(
      rows.map((row) => messageIdFor(Number(row.id), new Date(row.created_at))).sort(),
    );
    // The killed worker's jobs, retried when their claim expires, find the rows sent.
    for (const job of taken) {
      expect(await deliverQueuedMessage(db, transport, job)).toMatchObject({ skipped: true });
    }
    expect(transport.sent).toHaveLength(2);
  });

  it("renews a send's lease while the send lasts", async () => {
    vi.useFakeTimers();
    try {
      const execute = vi.fn(async () => ({ rows: [] }));
      let finish!: () => void;
      const sending = whileLeased(
        { execute } as unknown as Db,
        "email_outbox",
        7,
        () => new Date(),
        () => new Promise<void>((resolve) => (finish = resolve)),
      );
      await vi.advanceTimersByTimeAsync(2.5 * LEASE_RENEW_MS);
      expect(execute).toHaveBeenCalledTimes(2);
      finish();
      await sending;
      await vi.advanceTimersByTimeAsync(3 * LEASE_RENEW_MS);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("two workers racing over one queue send every message exactly once", async () => {
    const db = await open();
    // On PostgreSQL the second worker is another instance: its own pool and its own pg-boss.
    let other: Db = db;
    if (test.schemaName) {
      const handle = await openDbHandle(url, { schemaName: test.schemaName });
      cleanups.push(() => handle.close());
      other = handle.db;
    }
    const queue = await jobQueueFor(db);
    await db.transaction((tx) => queueMessages(tx, queue, welcomes(40), T0));

    const peer = await sink();
    const [a, b] = await Promise.all([
      sendQueuedMail(db, smtp(peer), { batchSize: 3 }),
      sendQueuedMail(other, smtp(peer), { batchSize: 3 }),
    ]);
    expect(a.sent + b.sent).toBe(40);
    expect(a.skipped + b.skipped).toBe(0);
    expect(peer.received).toHaveLength(40);
    expect(new Set(peer.received.map((mail) => mail.messageId)).size).toBe(40);
    expect(new Set(peer.received.flatMap((mail) => mail.to)).size).toBe(40);
    const rows = await outbox(db);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("workers send at most five at a time; a graceful stop finishes those and leaves the rest queued", async () => {
    const db = await open();
    const peer = await sink();
    const slow = smtp(peer);
    let onTheWire = 0;
    let most = 0;
    const delayed: MailTransport = {
      ...slow,
      async send(message) {
        onTheWire += 1;
        most = Math.max(most, onTheWire);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await slow.send(message);
        onTheWire -= 1;
      },
    };
    const queue = await jobQueueFor(db);
    await startWorkers(db, queue, {
      mail: { transport: delayed, sender: () => ({ secret: undefined }) },
    });
    await db.transaction((tx) => queueMessages(tx, queue, welcomes(12), T0));
    wakeMailWorkers(queue, 12);
    await expect.poll(() => onTheWire, { timeout: 5_000, interval: 20 }).toBe(MAX_PARALLEL_SENDS);
    await stopJobQueueFor(db);
    expect(most).toBe(MAX_PARALLEL_SENDS);
    // The sends on the wire finished; the rest were never taken, never tried.
    expect(peer.received).toHaveLength(MAX_PARALLEL_SENDS);
    const rows = await outbox(db);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(MAX_PARALLEL_SENDS);
    const left = rows.filter((row) => row.status === "pending");
    expect(left).toHaveLength(12 - MAX_PARALLEL_SENDS);
    expect(left.every((row) => row.attempts === 0)).toBe(true);

    // The next process (a new queue on the same database) sends them, once each.
    expect((await sendQueuedMail(db, smtp(peer))).sent).toBe(12 - MAX_PARALLEL_SENDS);
    expect(peer.received).toHaveLength(12);
    expect(new Set(peer.received.map((mail) => mail.messageId)).size).toBe(12);
  });

  it("an upgrade queues the mail an older version left in its outbox, once", async () => {
    const db = await open();
    // Rows as the hand-written outbox left them: no job; one waiting, one claimed by a process
    // that died, one sent.
    for (const [status, lockedUntil] of [
      ["pending", null],
      ["sending", new Date(Date.now() - 1000).toISOString()],
      ["sent", null],
    ] as const) {
      await db.execute(
        sql`insert into email_outbox (kind, recipient, subject, text_body, html_body, status,
              attempts, locked_until, created_at)
            values ('newsletter-welcome', 'old@readers.example', 'W', 'W', 'W', ${status}, 1,
              ${lockedUntil}, ${T0.toISOString()})`,
      );
    }
    const queue = await jobQueueFor(db);
    expect(await carryOverUnqueuedRows(db, queue)).toEqual({ mail: 2, webhook: 0 });
    expect(await carryOverUnqueuedRows(db, queue)).toEqual({ mail: 0, webhook: 0 });
    const transport = recordingTransport();
    expect(await sendQueuedMail(db, transport)).toMatchObject({ sent: 2 });
    expect(transport.sent).toHaveLength(2);
    expect((await outbox(db)).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });

  it("keeps one Message-ID per message across attempts", async () => {
    const db = await open();
    await storeLead(db, lead, { ip: "203.0.113.11", now: T0 });
    let fail = true;
    const transport = recordingTransport({ fail: () => fail });
    const seen: string[] = [];
    const watching: MailTransport = {
      ...transport,
      async send(message) {
        seen.push(message.messageId);
        await transport.send(message);
      },
    };
    await sendQueuedMail(db, watching);
    fail = false;
    await makeRetriesDue(db, QUEUES.mail);
    await sendQueuedMail(db, watching);
    const rows = await outbox(db);
    const ids = rows.map((row) => messageIdFor(Number(row.id), T0));
    expect(seen.sort()).toEqual([...ids, ...ids].sort());
  });

  it("runs jobs through the queue's own claim: a job is never handed to two workers", async () => {
    const db = await open();
    const queue = await jobQueueFor(db);
    await db.transaction((tx) => queueMessages(tx, queue, welcomes(6), T0));
    const handled: number[] = [];
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        runDueJobs<MailJob>(queue, QUEUES.mail, async (job) => {
          handled.push(job.data.messageId);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }),
      ),
    );
    expect(a!.sent + b!.sent).toBe(6);
    expect(new Set(handled).size).toBe(6);
  });
});
