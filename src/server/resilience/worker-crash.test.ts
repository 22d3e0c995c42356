import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

import { openDbHandle, queryRows, type Db } from "../db/client";
import { jobQueueFor } from "../jobs/lifecycle";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { expireClaims, jobSchemaOf, makeRetriesDue, sendQueuedMail } from "../../../test/jobs";
import { deliverQueuedMessage, SEND_LEASE_MS, type MailJob } from "../email/outbox";
import { startSmtpSink, type SmtpSink } from "../../../test/mail";
import { createSmtpTransport, type MailTransport } from "../email/transport";
import { QUEUES } from "../jobs/queue";
import { storeLead } from "../leads/store-lead";

/**
 * Issue 8: a worker killed after the SMTP server accepted its messages but before it recorded
 * them as sent. Another instance must leave those jobs alone while the dead worker's claim lasts,
 * take them over once the queue has expired it, and send them again with the same Message-ID:
 * exactly the messages in flight at the crash arrive twice, none more than twice.
 */
const T0 = new Date("2030-05-06T08:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const ENQUIRIES = 8; // 16 messages
const BATCH = 5; // a process has at most five on the wire
/** The clock of the instance that takes over: after the dead one's lease. */
const afterTheLease = () => new Date(Date.now() + SEND_LEASE_MS + 1000);

const enquiry = (index: number) => ({
  name: `Client ${index}`,
  email: `client${index}@firm${index}.example`,
  phone: `+44 20 7946 ${String(1000 + index)}`,
  serviceType: "AI Automation",
  requirements: `Enquiry number ${index}`,
});

/** A process's database that works until `alive()` says the process is dead. */
const dyingDb = (db: Db, alive: () => boolean): Db =>
  new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) =>
        alive() ? value.apply(target, args) : Promise.reject(new Error("worker killed"));
    },
  });

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

  it("resends exactly the messages in flight at the crash once their claim expires, with the same Message-IDs", async () => {
    const db = test.db;
    await db.execute(
      sql`truncate contact_submissions, email_outbox, rate_limit_events restart identity`,
    );
    await (await jobQueueFor(db)).deleteAllJobs();
    const peer = await startSmtpSink();
    cleanups.push(() => peer.close());

    for (let index = 0; index < ENQUIRIES; index += 1) {
      const result = await storeLead(db, enquiry(index), {
        ip: `192.0.2.${index + 1}`,
        now: at(index * 1000),
      });
      expect(result).toMatchObject({ kind: "created" });
    }
    expect(peer.received).toHaveLength(0);

    // Worker A takes five jobs, hands the messages to the SMTP server, and dies before recording.
    const queueA = await jobQueueFor(db);
    const smtpA = smtp(peer);
    // The process dies once all five sends are on the wire: their claims are written, nothing
    // after them is.
    let started = 0;
    let allStarted!: () => void;
    const onTheWire = new Promise<void>((resolve) => (allStarted = resolve));
    const workerA: MailTransport = {
      ...smtpA,
      async send(message) {
        started += 1;
        if (started === BATCH) allStarted();
        await onTheWire;
        await smtpA.send(message);
      },
    };
    const processA = dyingDb(db, () => started < BATCH);
    const inFlight = await queueA.fetch<MailJob>(QUEUES.mail, { batchSize: BATCH });
    expect(inFlight).toHaveLength(BATCH);
    const outcomes = await Promise.allSettled(
      inFlight.map((job) => deliverQueuedMessage(processA, workerA, job)),
    );
    // Every send reached the peer; not one was recorded, and A settles no job (it is dead).
    expect(outcomes.every((outcome) => outcome.status === "rejected")).toBe(true);
    expect(peer.received).toHaveLength(BATCH);
    const crashedIds = new Set(inFlight.map((job) => Number(job.data.messageId)));

    // Worker B, another instance, delivers everything else, but never a message of A's while
    // A's claim lasts.
    const other = await secondConnection();
    const workerB = smtp(peer);
    expect(await sendQueuedMail(other, workerB)).toMatchObject({ sent: 2 * ENQUIRIES - BATCH });
    expect(await sendQueuedMail(other, workerB)).toMatchObject({ sent: 0, retried: 0 });
    expect(peer.received.filter((mail) => crashedIds.has(rowOf(mail.messageId)))).toHaveLength(
      BATCH,
    );
    const waiting = await queryRows<{ id: number | string; status: string }>(
      db,
      sql`select id, status from email_outbox where status <> 'sent' order by id`,
    );
    expect(waiting.map((row) => Number(row.id))).toEqual([...crashedIds].sort((a, b) => a - b));
    expect(waiting.every((row) => row.status === "sending")).toBe(true);

    // The claim expires (5 minutes): the queue makes the jobs due again, B takes them over and
    // delivers them; then nothing is left.
    await expireClaims(db, QUEUES.mail, jobSchemaOf(test), 6 * 60);
    await makeRetriesDue(db, QUEUES.mail);
    expect(await sendQueuedMail(other, workerB, { now: afterTheLease })).toMatchObject({
      sent: BATCH,
      retried: 0,
    });
    expect(await makeRetriesDue(db, QUEUES.mail)).toBe(0);
    expect(await sendQueuedMail(other, workerB)).toMatchObject({ sent: 0, retried: 0 });

    // At the sink: 16 messages, the 5 in flight at the crash twice, the others once, none more.
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
});
