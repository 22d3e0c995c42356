import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

import { openDbHandle, queryRows, type Db } from "../db/client";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import {
  CLAIM_LOCK_MS,
  claimDueMessages,
  deliverClaimed,
  drainOutbox,
  type ClaimedMessage,
} from "../email/outbox";
import { startSmtpSink, type SmtpSink } from "../../../test/mail";
import { createSmtpTransport, type MailTransport } from "../email/transport";
import { storeLead } from "../leads/store-lead";

/**
 * Issue 8: a worker killed after the SMTP server accepted its batch but before it recorded the
 * batch as sent. Another worker must leave those rows alone while the dead worker's lease lasts,
 * take them over once it has expired, and send them again with the same Message-ID: exactly the
 * messages in flight at the crash arrive twice (at most one batch), none more than twice.
 */
const MINUTE = 60_000;
const T0 = new Date("2030-05-06T08:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const ENQUIRIES = 8; // 16 messages
const BATCH = 6;

const enquiry = (index: number) => ({
  name: `Client ${index}`,
  email: `client${index}@firm${index}.example`,
  phone: `+44 20 7946 ${String(1000 + index)}`,
  serviceType: "AI Automation",
  requirements: `Enquiry number ${index}`,
});

/** A database connection of a process that has just been killed: every statement fails. */
const killed = (): Db => {
  const dead = () => Promise.reject(new Error("worker killed"));
  return { execute: dead, transaction: dead } as unknown as Db;
};

/** The outbox row id a Message-ID was made for (`<outbox-{id}-{created}@domain>`). */
const rowOf = (messageId: string) => Number(/^<outbox-(\d+)-\d+@/.exec(messageId)?.[1]);

describeEachDatabase("worker killed between sending and recording", (url) => {
  let test: TestDb;
  const cleanups: (() => Promise<void> | void)[] = [];
  beforeAll(async () => {
    test = await createTestDb(url);
  }, 120_000);
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });
  afterAll(() => test.close());

  const smtp = (peer: SmtpSink): MailTransport => {
    const transport = createSmtpTransport(peer.url);
    cleanups.push(() => transport.close());
    return transport;
  };
  /** Another instance: its own connection pool on Postgres. */
  const secondConnection = async (): Promise<Db> => {
    if (!test.schemaName) return test.db;
    const handle = await openDbHandle(url, { schemaName: test.schemaName });
    cleanups.push(() => handle.close());
    return handle.db;
  };

  it("resends exactly the crashed batch once the lease expires, with the same Message-IDs", async () => {
    const db = test.db;
    await db.execute(
      sql`truncate contact_submissions, email_outbox, rate_limit_events restart identity`,
    );
    const peer = await startSmtpSink();
    cleanups.push(() => peer.close());

    // Enquiries arrive while the SMTP server refuses: all 16 messages wait for the worker.
    peer.refusing = true;
    const refused = smtp(peer);
    for (let index = 0; index < ENQUIRIES; index += 1) {
      const result = await storeLead(db, enquiry(index), {
        ip: `192.0.2.${index + 1}`,
        now: at(index * 1000),
        transport: refused,
      });
      expect(result).toMatchObject({ kind: "created", emailSent: false });
    }
    peer.refusing = false;
    expect(peer.received).toHaveLength(0);

    // Worker A, at +2 min: claims a batch, hands it to the SMTP server, and dies before recording.
    const crashAt = at(2 * MINUTE);
    const smtpA = smtp(peer);
    const sends: Promise<void>[] = [];
    const workerA: MailTransport = {
      ...smtpA,
      send: (message) => {
        const sending = smtpA.send(message);
        sends.push(sending);
        return sending;
      },
    };
    const inFlight: ClaimedMessage[] = await claimDueMessages(db, crashAt, BATCH);
    expect(inFlight).toHaveLength(BATCH);
    // Every send reaches the peer; not one is recorded (each record fails and is only logged).
    const outcomes = await deliverClaimed(killed(), workerA, inFlight, () => crashAt);
    expect(outcomes.every((outcome) => outcome.delivered)).toBe(true);
    expect(sends).toHaveLength(BATCH);
    expect(peer.received).toHaveLength(BATCH);
    const crashedIds = new Set(inFlight.map((message) => message.id));

    // Worker B, another instance, polls every 15 s: it delivers everything else, but never a row
    // of A's batch while A's lease lasts (up to and including its last millisecond).
    const other = await secondConnection();
    const workerB = smtp(peer);
    const polls = [];
    for (let ms = 15_000; ms < CLAIM_LOCK_MS; ms += 15_000) polls.push(ms);
    polls.push(CLAIM_LOCK_MS);
    let sentByB = 0;
    for (const ms of polls) {
      sentByB += (await drainOutbox(other, workerB, new Date(crashAt.getTime() + ms))).sent;
      expect(peer.received.filter((mail) => crashedIds.has(rowOf(mail.messageId)))).toHaveLength(
        BATCH,
      );
    }
    expect(sentByB).toBe(2 * ENQUIRIES - BATCH);
    const waiting = await queryRows<{ id: number | string; status: string }>(
      db,
      sql`select id, status from email_outbox where status <> 'sent' order by id`,
    );
    expect(waiting.map((row) => Number(row.id))).toEqual([...crashedIds].sort((a, b) => a - b));
    expect(waiting.every((row) => row.status === "sending")).toBe(true);

    // Just after the lease: B takes the batch over and delivers it; then nothing is left.
    const takeover = await drainOutbox(
      other,
      workerB,
      new Date(crashAt.getTime() + CLAIM_LOCK_MS + 1),
    );
    expect(takeover).toEqual({ sent: BATCH, retried: 0, failed: 0 });
    expect(await drainOutbox(other, workerB, at(48 * 60 * MINUTE))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });

    // At the sink: 16 messages, the 6 in flight at the crash twice, the others once, none more.
    const copies = new Map<string, number>();
    for (const mail of peer.received)
      copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
    expect(copies.size).toBe(2 * ENQUIRIES);
    expect(peer.received).toHaveLength(2 * ENQUIRIES + BATCH);
    const twice = [...copies].filter(([, count]) => count === 2).map(([id]) => rowOf(id));
    expect(new Set(twice)).toEqual(crashedIds);
    expect(Math.max(...copies.values())).toBe(2);
    // Each resent copy is the same message: same Message-ID, recipient and subject.
    for (const id of crashedIds) {
      const sent = peer.received.filter((mail) => rowOf(mail.messageId) === id);
      expect(sent).toHaveLength(2);
      expect(sent[1]!.messageId).toBe(sent[0]!.messageId);
      expect(sent[1]!.to).toEqual(sent[0]!.to);
      const subject = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1];
      expect(subject(sent[1]!.raw)).toBe(subject(sent[0]!.raw));
    }

    const rows = await queryRows<{ status: string }>(db, sql`select status from email_outbox`);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    const flags = await queryRows<{ email_sent: boolean }>(
      db,
      sql`select email_sent from contact_submissions`,
    );
    expect(flags).toHaveLength(ENQUIRIES);
    expect(flags.every((row) => row.email_sent)).toBe(true);
  });

  it("a request killed after its immediate send: its 2 messages arrive twice, same Message-ID", async () => {
    const db = test.db;
    await db.execute(
      sql`truncate contact_submissions, email_outbox, rate_limit_events restart identity`,
    );
    const peer = await startSmtpSink();
    cleanups.push(() => peer.close());
    const transport = smtp(peer);
    // The request stores the enquiry with its messages claimed by itself, sends them at once and
    // dies before recording: the process's database calls fail from the send on.
    let alive = true;
    const sending: MailTransport = {
      ...transport,
      async send(message) {
        await transport.send(message);
        alive = false;
      },
    };
    const dying = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) =>
          alive ? value.apply(target, args) : Promise.reject(new Error("request killed"));
      },
    });
    const result = await storeLead(dying, enquiry(1), {
      ip: "192.0.2.99",
      now: T0,
      transport: sending,
    });
    // Both sends finished before the request answered; neither was recorded.
    expect(result).toMatchObject({ kind: "created" });
    expect(peer.received).toHaveLength(2);

    const worker = smtp(peer);
    expect((await drainOutbox(db, worker, at(CLAIM_LOCK_MS))).sent).toBe(0);
    expect((await drainOutbox(db, worker, at(CLAIM_LOCK_MS + 1))).sent).toBe(2);
    expect(await drainOutbox(db, worker, at(60 * MINUTE))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(peer.received).toHaveLength(4);
    const ids = peer.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(2);
    expect(ids.slice(2).sort()).toEqual(ids.slice(0, 2).sort());
  });
});
