import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { seedEnquiry } from "../../../../test/enquiries";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { sendQueuedMail } from "../../../../test/jobs";
import { recordingTransport } from "../../../../test/mail";
import { queryRows } from "../../db/client";
import { jobQueueFor } from "../../jobs/lifecycle";
import { parseServerEnv } from "../../env";
import { setEnquiryStatus } from "./enquiries";
import { assignEnquiry, recordReply } from "./enquiry-work";
import { inboxSettings } from "./inbox-settings";
import { dueStep, sendDueReminders, type ReminderOptions } from "./reminders";

const context = {
  brandName: "Site",
  siteUrl: "https://site.example",
  contactEmail: "hello@site.example",
  schedulingUrl: "https://cal.example/site",
};
const settings = inboxSettings(
  parseServerEnv({
    OWNER_EMAILS: "asha@team.example, ravi@team.example",
    OWNER_NAMES: "asha@team.example=Asha Rao",
    HOLIDAYS: "2026-11-26",
  }),
  { holidays: [] },
);
// Wed 25 Nov 2026 10:00 IST; working until 19:00 IST (13:30Z). Thursday the 26th is a holiday.
const ARRIVED = new Date("2026-11-25T04:30:00Z");
const after = (minutes: number) => new Date(ARRIVED.getTime() + minutes * 60_000);

describe("dueStep", () => {
  it("is 1 at the target and 2 at twice it", () => {
    expect([0, 59, 60, 119, 120, 500].map((minutes) => dueStep(minutes, 60))).toEqual([
      0, 0, 1, 1, 2, 2,
    ]);
  });
});

describeEachDatabase("inbox reminders", (url) => {
  let t: TestDb;
  let options: (now: Date) => Promise<ReminderOptions>;
  beforeAll(async () => {
    t = await createTestDb(url);
    options = async (now) => ({
      now,
      settings,
      queue: await jobQueueFor(t.db),
      context,
      fallbackRecipient: "team@site.example",
    });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.db.execute(sql`delete from webhook_outbox`);
    await t.db.execute(sql`delete from enquiry_events`);
    await t.db.execute(sql`delete from email_outbox`);
    await t.db.execute(sql`delete from contact_submissions`);
  });

  const remindersOf = (id: string) =>
    queryRows<{ detail: string; note: string; actor: string }>(
      t.db,
      sql`select detail, note, actor from enquiry_events
          where enquiry_id = ${id} and kind = 'reminder' order by detail`,
    );

  it("sends step 1 at the target to every owner, step 2 at twice it, each exactly once", async () => {
    const id = await seedEnquiry(t.db, { name: "Meera Iyer", createdAt: ARRIVED });
    expect(await sendDueReminders(t.db, await options(after(59)))).toEqual([]);
    const first = await sendDueReminders(t.db, await options(after(60)));
    expect(first).toEqual([
      { enquiryId: id, step: 1, recipients: ["asha@team.example", "ravi@team.example"] },
    ]);
    // The next minutes' checks, and two instances checking at once, send nothing more.
    expect(await sendDueReminders(t.db, await options(after(61)))).toEqual([]);
    const racing = await Promise.all([
      sendDueReminders(t.db, await options(after(120))),
      sendDueReminders(t.db, await options(after(120))),
    ]);
    expect(racing.flat()).toEqual([
      { enquiryId: id, step: 2, recipients: ["asha@team.example", "ravi@team.example"] },
    ]);
    expect(await sendDueReminders(t.db, await options(after(400)))).toEqual([]);
    expect((await remindersOf(id)).map((row) => [row.detail, row.actor])).toEqual([
      ["1", "system"],
      ["2", "system"],
    ]);

    const transport = recordingTransport();
    await sendQueuedMail(t.db, transport);
    expect(transport.sent).toHaveLength(4);
    const mail = transport.sent.find((message) => message.subject.startsWith("Waiting"))!;
    expect(mail.subject).toBe("Waiting 1 h: Meera Iyer (MVP Development)");
    expect(mail.text).toContain(`https://site.example/admin/enquiries/${id}`);
    expect(mail.text).toContain("Nobody has taken it yet.");
  });

  it("sends step 1 to the assignee only; step 2 to every owner", async () => {
    const id = await seedEnquiry(t.db, { createdAt: ARRIVED });
    await assignEnquiry(t.db, {
      id,
      assignee: "asha@team.example",
      actor: "ravi@team.example",
      owners: settings.owners.map((owner) => owner.email),
      now: after(5),
    });
    expect((await sendDueReminders(t.db, await options(after(60))))[0]?.recipients).toEqual([
      "asha@team.example",
    ]);
    expect((await sendDueReminders(t.db, await options(after(120))))[0]?.recipients).toEqual([
      "asha@team.example",
      "ravi@team.example",
    ]);
    const transport = recordingTransport();
    await sendQueuedMail(t.db, transport);
    expect(transport.sent[0]!.text).toContain("Assigned to Asha Rao.");
  });

  it("never after a reply or a status change", async () => {
    const replied = await seedEnquiry(t.db, { createdAt: ARRIVED });
    const closed = await seedEnquiry(t.db, { createdAt: ARRIVED });
    await recordReply(t.db, {
      id: replied,
      channel: "whatsapp",
      actor: "asha@team.example",
      now: after(30),
    });
    await setEnquiryStatus(t.db, {
      id: closed,
      status: "spam",
      actor: "asha@team.example",
      now: after(30),
    });
    expect(await sendDueReminders(t.db, await options(after(200)))).toEqual([]);
    expect(await remindersOf(replied)).toEqual([]);
  });

  it("never outside working hours: the night, Sunday and holidays count no minute", async () => {
    // Arrived Wed 18:30 IST: 30 minutes that evening.
    const id = await seedEnquiry(t.db, { createdAt: new Date("2026-11-25T13:00:00Z") });
    // Wed 23:00 IST, hours after arrival: outside the hours, nothing is sent.
    expect(await sendDueReminders(t.db, await options(new Date("2026-11-25T17:30:00Z")))).toEqual(
      [],
    );
    // Thursday is a holiday: nothing, even at noon.
    expect(await sendDueReminders(t.db, await options(new Date("2026-11-26T06:30:00Z")))).toEqual(
      [],
    );
    // Friday 09:29 IST: 59 working minutes.
    expect(await sendDueReminders(t.db, await options(new Date("2026-11-27T03:59:00Z")))).toEqual(
      [],
    );
    // Friday 09:30 IST: 60 working minutes, step 1.
    expect(
      (await sendDueReminders(t.db, await options(new Date("2026-11-27T04:00:00Z"))))[0],
    ).toMatchObject({ enquiryId: id, step: 1 });
  });

  it("after an outage sends one reminder for both steps, and forgets enquiries past the lookback", async () => {
    const late = await seedEnquiry(t.db, { createdAt: ARRIVED });
    await seedEnquiry(t.db, { createdAt: new Date("2026-10-01T05:00:00Z") });
    const sent = await sendDueReminders(t.db, await options(after(300)));
    expect(sent).toEqual([
      { enquiryId: late, step: 2, recipients: ["asha@team.example", "ravi@team.example"] },
    ]);
    expect((await remindersOf(late)).map((row) => row.detail)).toEqual(["1", "2"]);
  });

  it("posts enquiry.waiting to the webhooks when asked", async () => {
    const id = await seedEnquiry(t.db, { createdAt: ARRIVED });
    await sendDueReminders(t.db, {
      ...(await options(after(60))),
      webhooks: { urls: ["https://hooks.example/x"] },
    });
    const [row] = await queryRows<{ payload: string }>(
      t.db,
      sql`select payload from webhook_outbox`,
    );
    expect(JSON.parse(row!.payload)).toMatchObject({
      event: "enquiry.waiting",
      id,
      step: 1,
      waited_minutes: 60,
      target_minutes: 60,
    });
  });
});
