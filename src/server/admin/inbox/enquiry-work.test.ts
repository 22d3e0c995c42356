import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

import { seedEnquiry } from "../../../../test/enquiries";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { getEnquiry, setEnquiryStatus } from "./enquiries";
import { assignEnquiry, recordReply, undoReply } from "./enquiry-work";

const OWNERS = ["asha@team.example", "ravi@team.example"];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 5, minute));

describeEachDatabase("assignment and one-click replies", (url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(url);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.db.execute(sql`delete from enquiry_events`);
    await t.db.execute(sql`delete from contact_submissions`);
  });

  it("assigns to an owner or nobody, logging who and when; refuses anyone else", async () => {
    const id = await seedEnquiry(t.db);
    const assign = (assignee: string | null, minute: number) =>
      assignEnquiry(t.db, {
        id,
        assignee,
        actor: "ravi@team.example",
        owners: OWNERS,
        now: at(minute),
      });
    expect(await assign("Asha@Team.example", 1)).toBe("done");
    expect(await assign("asha@team.example", 2)).toBe("unchanged");
    expect(await assign("stranger@else.example", 3)).toBe("invalid");
    expect(await assign(null, 4)).toBe("done");
    expect(
      await assignEnquiry(t.db, { id: "nope", assignee: null, actor: "x", owners: OWNERS }),
    ).toBe("not-found");
    const enquiry = await getEnquiry(t.db, id);
    expect(enquiry?.assignee).toBeNull();
    expect(enquiry?.events.map((event) => [event.kind, event.detail, event.actor])).toEqual([
      ["assign", "asha@team.example", "ravi@team.example"],
      ["assign", "", "ravi@team.example"],
    ]);
  });

  it("a reply marks contacted and records the first reply once; undo puts both back", async () => {
    const id = await seedEnquiry(t.db);
    await recordReply(t.db, { id, channel: "whatsapp", actor: "asha@team.example", now: at(10) });
    let enquiry = await getEnquiry(t.db, id);
    expect(enquiry).toMatchObject({ status: "contacted", firstReplyAt: at(10) });
    // A second reply keeps the first time.
    await recordReply(t.db, { id, channel: "email", actor: "asha@team.example", now: at(20) });
    expect((await getEnquiry(t.db, id))?.firstReplyAt).toEqual(at(10));
    // Undo the second: the first reply's time stays, the status stays contacted (it was then).
    expect(await undoReply(t.db, { id, actor: "asha@team.example", now: at(21) })).toBe("done");
    enquiry = await getEnquiry(t.db, id);
    expect(enquiry).toMatchObject({ status: "contacted", firstReplyAt: at(10) });
    // Nothing left to undo since the latest reply was undone.
    expect(await undoReply(t.db, { id, actor: "asha@team.example" })).toBe("unchanged");
    expect(enquiry?.events.map((event) => [event.kind, event.detail])).toEqual([
      ["reply", "whatsapp"],
      ["reply", "email"],
      ["reply-undone", "email"],
    ]);
  });

  it("undoing the first reply clears its time and the status goes back to new", async () => {
    const id = await seedEnquiry(t.db);
    await recordReply(t.db, { id, channel: "email", actor: "asha@team.example", now: at(10) });
    await undoReply(t.db, { id, actor: "asha@team.example", now: at(11) });
    expect(await getEnquiry(t.db, id)).toMatchObject({ status: "new", firstReplyAt: null });
    // A status change by a person is a first reply too, and is not undone by "undo reply".
    await setEnquiryStatus(t.db, {
      id,
      status: "qualified",
      actor: "ravi@team.example",
      now: at(30),
    });
    expect(await getEnquiry(t.db, id)).toMatchObject({ status: "qualified", firstReplyAt: at(30) });
    expect(await undoReply(t.db, { id, actor: "asha@team.example" })).toBe("unchanged");
  });
});
