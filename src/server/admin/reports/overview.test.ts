import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

import { seedEnquiry } from "../../../../test/enquiries";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { setEnquiryStatus } from "../inbox/enquiries";
import { readOverview } from "./overview";
import type { Clock } from "../inbox/waiting";
import { parseWorkingHours, type WorkingHours } from "../inbox/working-hours";

// Wednesday 13 March 2030, 10:00 in India.
const NOW = new Date("2030-03-13T04:30:00Z");
const HOUR = 3600_000;
const clock = (hours = "always"): Clock => ({
  now: NOW,
  hours: parseWorkingHours(hours) as WorkingHours,
  targetMinutes: 60,
});

describeEachDatabase("owner's overview", (url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(url);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.db.execute(sql`delete from enquiry_events`);
    await t.db.execute(sql`delete from email_outbox`);
    await t.db.execute(sql`delete from contact_submissions`);
  });

  it("counts this week and last, and each of 12 weeks by service", async () => {
    await seedEnquiry(t.db, {
      serviceType: "AI Automation",
      createdAt: new Date("2030-03-11T05:00:00Z"),
    });
    await seedEnquiry(t.db, {
      serviceType: "AI Automation",
      createdAt: new Date("2030-03-12T05:00:00Z"),
    });
    await seedEnquiry(t.db, {
      serviceType: "MVP Development",
      createdAt: new Date("2030-03-10T18:40:00Z"),
    });
    // Last week (Sunday night in India) and 11 weeks ago; 12 weeks ago is outside the chart.
    await seedEnquiry(t.db, {
      serviceType: "MVP Development",
      createdAt: new Date("2030-03-10T18:00:00Z"),
    });
    await seedEnquiry(t.db, {
      serviceType: "CTO-As-A-Service",
      createdAt: new Date("2029-12-24T06:00:00Z"),
    });
    await seedEnquiry(t.db, {
      serviceType: "CTO-As-A-Service",
      createdAt: new Date("2029-12-20T06:00:00Z"),
    });

    const overview = await readOverview(t.db, clock());
    expect(overview.thisWeek).toBe(3);
    expect(overview.lastWeek).toBe(1);
    expect(overview.weeks).toHaveLength(12);
    expect(overview.weeks[0]!.weekStart).toBe("2029-12-24");
    expect(overview.weeks[11]!.weekStart).toBe("2030-03-11");
    expect(overview.weeks[11]!.counts).toMatchObject({ "AI Automation": 2, "MVP Development": 1 });
    expect(overview.weeks[10]!.counts["MVP Development"]).toBe(1);
    expect(overview.weeks[0]!.counts["CTO-As-A-Service"]).toBe(1);
    expect(overview.weeks.reduce((sum, week) => sum + week.total, 0)).toBe(5);
    expect(overview.services.slice(0, 2)).toEqual(["CTO-As-A-Service", "MVP Development"]);
  });

  it("opens with the waiting (longest first) and the newest, and the response times in working minutes", async () => {
    const created = new Date(NOW.getTime() - 48 * HOUR);
    const ids = await Promise.all(
      [1, 2, 3, 4].map(() => seedEnquiry(t.db, { createdAt: created })),
    );
    // First replies after 1, 3 and 5 hours; a later change does not count; one is still new.
    for (const [index, hours] of [1, 3, 5].entries()) {
      await setEnquiryStatus(t.db, {
        id: ids[index]!,
        status: "contacted",
        actor: "owner@site.example",
        now: new Date(created.getTime() + hours * HOUR),
      });
    }
    await setEnquiryStatus(t.db, {
      id: ids[0]!,
      status: "won",
      actor: "owner@site.example",
      now: new Date(created.getTime() + 40 * HOUR),
    });
    const fresh = await seedEnquiry(t.db, {
      name: "Fresh",
      createdAt: new Date(NOW.getTime() - 10 * 60_000),
    });
    const { inbox } = await readOverview(t.db, clock());
    expect(inbox.waiting.map((row) => row.id)).toEqual([ids[3], fresh]);
    expect(inbox.waiting[0]!.waiting).toEqual({
      state: "waiting",
      minutes: 48 * 60,
      overdue: true,
    });
    expect(inbox.waiting[1]!.waiting).toEqual({ state: "waiting", minutes: 10, overdue: false });
    expect([inbox.waitingCount, inbox.overdueCount]).toEqual([2, 1]);
    // Each enquiry once: the two waiting are not repeated among the newest.
    expect(inbox.newest.map((row) => row.id).sort()).toEqual([ids[0], ids[1], ids[2]].sort());
    expect(inbox.stats[0]).toEqual({
      days: 7,
      answered: 3,
      medianMinutes: 180,
      p90Minutes: 276,
      withinTarget: 1 / 4,
    });
    // Working hours count: created Mon 11 Mar 10:00 IST, answered after 1, 3, 5 hours.
    const india = await readOverview(t.db, clock("Mon-Sat 09:00-19:00 Asia/Kolkata"));
    expect(india.inbox.stats[1]).toMatchObject({ medianMinutes: 180, answered: 3 });
    expect(india.inbox.waiting[0]!.waiting).toMatchObject({ minutes: 540 + 600 + 60 });
  });

  it("reports waiting and failed mail as /api/health does, and no median without replies", async () => {
    await seedEnquiry(t.db, { notification: "pending", createdAt: new Date(NOW.getTime() - HOUR) });
    await seedEnquiry(t.db, {
      notification: "failed",
      createdAt: new Date(NOW.getTime() - 4 * 24 * HOUR),
    });
    const overview = await readOverview(t.db, clock());
    expect(overview.outbox).toEqual({
      pending: 1,
      oldestPendingSeconds: 3600,
      failed: 1,
      lastError: null,
    });
    expect(overview.inbox.stats[0].medianMinutes).toBeNull();
  });
});
