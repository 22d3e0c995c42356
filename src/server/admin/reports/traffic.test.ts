import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedEnquiry } from "../../../../test/enquiries";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import type { CheckedView } from "../../traffic/beacon-check";
import { trafficBatch } from "../../traffic/counters";
import { pageVitals, previousPeriod, trafficReport, weekTraffic } from "./traffic";

const VISIT = "0b6f7a52-9d0c-4f5e-8a41-3c2d1e0f9a8b";
const view = (over: Partial<CheckedView>): CheckedView => ({
  kind: "view",
  path: "/",
  device: "mobile",
  entry: false,
  source: "",
  medium: "",
  campaign: "",
  visit: null,
  ...over,
});
const AD = { source: "google", medium: "cpc", campaign: "mvp-q4" };

describe("traffic periods and vitals", () => {
  it("compares with the period of the same length just before", () => {
    expect(previousPeriod({ from: "2030-03-01", to: "2030-03-07" })).toEqual({
      from: "2030-02-22",
      to: "2030-02-28",
    });
    expect(previousPeriod({ from: "2030-03-05", to: "2030-03-05" })).toEqual({
      from: "2030-03-04",
      to: "2030-03-04",
    });
  });

  it("lists failing pages first, with p75 and samples per metric", () => {
    const pages = pageVitals([
      { path: "/", metric: "LCP", bucket: 12, samples: 40 },
      { path: "/blog", metric: "LCP", bucket: 30, samples: 3 },
      { path: "/blog", metric: "LCP", bucket: 45, samples: 1 },
      { path: "/blog", metric: "CLS", bucket: 30, samples: 4 },
    ]);
    expect(pages.map((page) => [page.path, page.worst])).toEqual([
      ["/blog", "poor"],
      ["/", "good"],
    ]);
    expect(pages[0]!.metrics.LCP).toEqual({ p75: 3000, samples: 4, rating: "needs-improvement" });
    expect(pages[0]!.metrics.CLS).toEqual({ p75: 0.3, samples: 4, rating: "poor" });
    expect(pages[0]!.metrics.INP).toEqual({ p75: null, samples: 0, rating: null });
  });
});

describeEachDatabase("the owner's Traffic page", (url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(url);
    const batch = trafficBatch();
    const day1 = new Date("2030-03-02T06:00:00Z");
    const day2 = new Date("2030-03-03T06:00:00Z");
    // 2 March: an ad visit (consented) over three pages; 3 March: two direct entries on desktop.
    batch.addView(view({ path: "/mvp-development", entry: true, ...AD, visit: VISIT }), day1);
    batch.addView(view({ path: "/contact", visit: VISIT }), day1);
    batch.addView(view({ path: "/thank-you", visit: VISIT }), day1);
    const direct = {
      entry: true,
      device: "desktop" as const,
      source: "(direct)",
      medium: "(none)",
      campaign: "(none)",
    };
    batch.addView(view(direct), day2);
    batch.addView(view(direct), day2);
    // The week before (Sunday 24 February, India time): one entry.
    batch.addView(view(direct), new Date("2030-02-24T06:00:00Z"));
    batch.addVitals({ kind: "vitals", path: "/", values: { LCP: 1200, INP: 80, CLS: 0 } }, day2);
    await batch.flush(t.db);
    const enquiry = await seedEnquiry(t.db, {
      createdAt: day1,
      touch: {
        landingPath: "/mvp-development",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "mvp-q4",
      },
    });
    await t.db.execute(
      sql`update contact_submissions set visit_id = ${VISIT} where id = ${enquiry}`,
    );
  });
  afterAll(() => t?.close());

  it("counts views, entries, visits, enquiries and the conversion rate against the period before", async () => {
    const report = await trafficReport(t.db, { from: "2030-03-01", to: "2030-03-07" });
    expect(report.totals).toEqual({
      views: 5,
      entries: 3,
      visits: 1,
      enquiries: 1,
      visitEnquiries: 1,
      rate: 1 / 3,
      calls: 0,
      held: 0,
    });
    expect(report.previousTotals).toMatchObject({ views: 1, entries: 1, enquiries: 0, rate: 0 });
    expect(report.pages.map((row) => [row.key[0], row.views, row.entries])).toEqual([
      ["/", 2, 2],
      ["/mvp-development", 1, 1],
      ["/contact", 1, 0],
      ["/thank-you", 1, 0],
    ]);
    expect(report.landing.map((row) => [row.key[0], row.entries, row.enquiries, row.rate])).toEqual(
      [
        ["/", 2, 0, 0],
        ["/mvp-development", 1, 1, 1],
      ],
    );
    expect(
      report.sources.map((row) => [...row.key, row.entries, row.visits, row.enquiries]),
    ).toEqual([
      ["(direct)", "(none)", "(none)", 2, 0, 0],
      ["google", "cpc", "mvp-q4", 1, 1, 1],
    ]);
    expect(report.devices.map((row) => [row.key[0], row.views, row.entries])).toEqual([
      ["mobile", 3, 1],
      ["desktop", 2, 2],
    ]);
    expect(report.daily.slice(0, 3)).toEqual([
      { day: "2030-03-01", views: 0, entries: 0, enquiries: 0 },
      { day: "2030-03-02", views: 3, entries: 1, enquiries: 1 },
      { day: "2030-03-03", views: 2, entries: 2, enquiries: 0 },
    ]);
    expect(report.daily).toHaveLength(7);
    expect(report.vitals).toEqual([
      {
        path: "/",
        worst: "good",
        metrics: {
          LCP: { p75: 1200, samples: 1, rating: "good" },
          INP: { p75: 100, samples: 1, rating: "good" },
          CLS: { p75: 0, samples: 1, rating: "good" },
        },
      },
    ]);
  });

  it("gives the overview this week's views, enquiries and rate", async () => {
    // Sunday 3 March 2030, 17:30 in India: the week from Monday 25 February.
    const week = await weekTraffic(t.db, new Date("2030-03-03T12:00:00Z"));
    expect(week).toMatchObject({ views: 5, entries: 3, enquiries: 1 });
  });
});
