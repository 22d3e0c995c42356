import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createTestDb, describeEachDatabase, type TestDb } from "../../../test/db";
import { queryRows } from "../db/client";
import type { CheckedView } from "./beacon-check";
import { handleCollectRequest } from "./collect-endpoint";
import { makeCollector } from "./collector";
import { MAX_SOURCES_PER_HOUR, teamHourStart, trafficBatch } from "./counters";
import { teamDayStart, rollUpTraffic, trafficCutoffs } from "./roll-up";

const VISIT = "0b6f7a52-9d0c-4f5e-8a41-3c2d1e0f9a8b";
const OTHER_VISIT = "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const view = (over: Partial<CheckedView> = {}): CheckedView => ({
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

describe("periods in the team's zone (India by default)", () => {
  it("start hours and days on India's clock (UTC+5:30)", () => {
    expect(teamHourStart(new Date("2030-03-05T10:59:00Z")).toISOString()).toBe(
      "2030-03-05T10:30:00.000Z",
    );
    expect(teamHourStart(new Date("2030-03-05T10:29:59Z")).toISOString()).toBe(
      "2030-03-05T09:30:00.000Z",
    );
    // 2030-03-05 23:45 India is 18:15 UTC; 00:15 on the 6th is 18:45 UTC.
    expect(teamDayStart(new Date("2030-03-05T18:15:00Z")).toISOString()).toBe(
      "2030-03-04T18:30:00.000Z",
    );
    expect(teamDayStart(new Date("2030-03-05T18:45:00Z")).toISOString()).toBe(
      "2030-03-05T18:30:00.000Z",
    );
    const cut = trafficCutoffs(new Date("2030-03-05T10:00:00Z"));
    expect(cut.hours.toISOString()).toBe("2030-02-02T18:30:00.000Z");
    expect(cut.days.toISOString()).toBe("2029-02-04T18:30:00.000Z");
  });
});

describeEachDatabase("visit counts", (url) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(url);
  });
  afterAll(() => t?.close());

  const counts = () =>
    queryRows<{
      period_start: Date | string;
      span: string;
      path: string;
      entry: boolean;
      source: string;
      views: number;
      visits: number;
    }>(
      t.db,
      sql`select period_start, span, path, entry, source, views, visits from traffic_counts
          order by span, period_start, path, entry`,
    );

  it("writes one upserted row per hour and key, counts a visit id once, and buckets vitals", async () => {
    const batch = trafficBatch();
    const at = new Date("2030-03-05T10:40:00Z");
    batch.addView(view({ entry: true, source: "google", medium: "cpc", visit: VISIT }), at);
    batch.addView(view({ path: "/contact", visit: VISIT }), at);
    batch.addView(view({ path: "/contact" }), at);
    batch.addVitals({ kind: "vitals", path: "/", values: { LCP: 2400, CLS: 0.05 } }, at);
    batch.addVitals({ kind: "vitals", path: "/", values: { LCP: 2450 } }, at);
    await batch.flush(t.db);
    expect(batch.pending()).toBe(0);
    // Later beacons of the same visit and hour add to the same rows; the visit is not new.
    batch.addView(view({ path: "/contact", visit: VISIT }), new Date("2030-03-05T11:20:00Z"));
    await batch.flush(t.db);

    const rows = await counts();
    expect(rows.map((row) => [row.path, row.entry, row.source, row.views, row.visits])).toEqual([
      ["/", true, "google", 1, 1],
      ["/contact", false, "", 3, 0],
    ]);
    expect(new Date(rows[0]!.period_start).toISOString()).toBe("2030-03-05T10:30:00.000Z");
    const vitals = await queryRows<{ metric: string; bucket: number; samples: number }>(
      t.db,
      sql`select metric, bucket, samples from traffic_vitals order by metric, bucket`,
    );
    expect(vitals).toEqual([
      { metric: "CLS", bucket: 5, samples: 1 },
      { metric: "LCP", bucket: 24, samples: 1 },
      { metric: "LCP", bucket: 25, samples: 1 },
    ]);
  });

  it("a visit named after consent counts as a visit of its entry, not as another view", async () => {
    const batch = trafficBatch();
    const at = new Date("2030-04-07T10:40:00Z");
    const entry = { path: "/lp", entry: true, source: "google", medium: "cpc" };
    batch.addView(view(entry), at);
    batch.addView({ ...view({ ...entry, visit: OTHER_VISIT }), kind: "visit" }, at);
    await batch.flush(t.db);
    const rows = (await counts()).filter((row) => row.path === "/lp");
    expect(rows.map((row) => [row.entry, row.source, row.views, row.visits])).toEqual([
      [true, "google", 1, 1],
    ]);
  });

  it("counts a visit only with a view: visit beacons with made-up ids add nothing", async () => {
    const batch = trafficBatch();
    const at = new Date("2030-04-08T10:40:00Z");
    const entry = { path: "/spam", entry: true, source: "google", medium: "cpc" };
    for (let index = 0; index < 20; index += 1) {
      const id = `0b6f7a52-9d0c-4f5e-8a41-3c2d1e0f9a${String(index).padStart(2, "0")}`;
      batch.addView({ ...view({ ...entry, visit: id }), kind: "visit" }, at);
    }
    await batch.flush(t.db);
    // The consent case across two flushes still counts: the view first, its visit after.
    batch.addView(view({ ...entry, path: "/lp2" }), at);
    await batch.flush(t.db);
    batch.addView(
      { ...view({ ...entry, path: "/lp2", visit: VISIT.replace("0b", "1b") }), kind: "visit" },
      at,
    );
    await batch.flush(t.db);
    const rows = (await counts()).filter((row) => ["/spam", "/lp2"].includes(row.path));
    expect(rows.map((row) => [row.path, row.views, row.visits])).toEqual([
      ["/lp2", 1, 1],
      ["/spam", 0, 0],
    ]);
  });

  it("keeps at most MAX_SOURCES_PER_HOUR sources an hour; the rest count as (other)", async () => {
    const batch = trafficBatch();
    const at = new Date("2030-04-09T10:40:00Z");
    const entry = (campaign: string) =>
      view({ path: "/", entry: true, source: "news", medium: "email", campaign });
    for (let index = 0; index < MAX_SOURCES_PER_HOUR - 10; index += 1) {
      batch.addView(entry(`spam-${index}`), at);
    }
    await batch.flush(t.db);
    // The next flush (or another instance) sees those stored and keeps only 10 more.
    for (let index = 0; index < 40; index += 1) batch.addView(entry(`more-${index}`), at);
    batch.addView(entry("spam-3"), at);
    await batch.flush(t.db);
    const rows = await queryRows<{ source: string; campaign: string; views: number }>(
      t.db,
      sql`select source, campaign, views from traffic_counts
          where period_start = ${teamHourStart(at).toISOString()}`,
    );
    expect(rows).toHaveLength(MAX_SOURCES_PER_HOUR + 1);
    expect(rows.find((row) => row.campaign === "(other)")).toMatchObject({
      source: "(other)",
      views: 30,
    });
    expect(rows.find((row) => row.campaign === "spam-3")?.views).toBe(2);
    // Another hour starts afresh.
    batch.addView(entry("next-hour"), new Date("2030-04-09T11:40:00Z"));
    await batch.flush(t.db);
    const next = await queryRows<{ campaign: string }>(
      t.db,
      sql`select campaign from traffic_counts where campaign = 'next-hour'`,
    );
    expect(next).toHaveLength(1);
  });

  it("keeps counts whose write failed for the next flush", async () => {
    const batch = trafficBatch();
    batch.addView(view({ path: "/blog" }), new Date("2030-03-05T10:40:00Z"));
    const broken = { execute: () => Promise.reject(new Error("down")) } as unknown as TestDb["db"];
    await expect(batch.flush(broken)).rejects.toThrow("down");
    expect(batch.pending()).toBe(1);
    await batch.flush(t.db);
    expect((await counts()).find((row) => row.path === "/blog")?.views).toBe(1);
  });

  it("the endpoint counts a person's beacon, not a headless browser's, and answers 4xx to junk", async () => {
    const collector = makeCollector(async () => t.db, { flushMs: 0, ratePerMinute: 2 });
    const post = (body: string, agent: string, type = "text/plain") =>
      handleCollectRequest(
        new Request("http://site.example/api/collect", {
          method: "POST",
          headers: {
            "content-type": type,
            "user-agent": agent,
            "sec-fetch-site": "same-origin",
            "x-forwarded-for": "203.0.113.7",
          },
          body,
        }),
        {
          collector: () => collector,
          knownPages: async () => new Set(["/", "/careers"]),
          now: () => new Date("2030-03-05T12:00:00Z"),
        },
      );
    const person = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
    const beacon = JSON.stringify({
      kind: "view",
      path: "/careers",
      device: "desktop",
      entry: false,
    });
    expect((await post(beacon, person)).status).toBe(204);
    expect((await post(beacon, "Mozilla/5.0 HeadlessChrome/131.0 Safari/537.36")).status).toBe(204);
    expect((await post(beacon, person)).status).toBe(204);
    // Over the limit of 2 a minute: answered, not counted.
    expect((await post(beacon, person)).status).toBe(204);
    expect((await post("{}", person)).status).toBe(400);
    expect((await post(beacon, person, "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await post("x".repeat(5000), person)).status).toBe(413);
    const careers = (await counts()).filter((row) => row.path === "/careers");
    expect(careers.map((row) => row.views)).toEqual([2]);
  });

  it("the endpoint never answers 5xx when the database is down", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const collector = makeCollector(async () => Promise.reject(new Error("down")), {
      flushMs: 0,
      ratePerMinute: 100,
    });
    const response = await handleCollectRequest(
      new Request("http://site.example/api/collect", {
        method: "POST",
        headers: {
          "content-type": "text/plain",
          "user-agent": "Mozilla/5.0 (Windows NT 10.0) Firefox/133.0",
        },
        body: JSON.stringify({ kind: "view", path: "/", device: "mobile", entry: true }),
      }),
      { collector: () => collector, knownPages: async () => new Set(["/"]) },
    );
    expect(response.status).toBe(204);
    expect(collector.batch.pending()).toBe(1);
    error.mockRestore();
  });

  it("rolls hours into India-time days after 30 days and deletes what is past 13 months", async () => {
    await t.db.execute(sql`delete from traffic_counts`);
    await t.db.execute(sql`delete from traffic_vitals`);
    const batch = trafficBatch();
    // Two hours of one India day (2030-01-10, 09:00 and 23:00 India), one recent hour.
    batch.addView(view(), new Date("2030-01-10T03:40:00Z"));
    batch.addView(view(), new Date("2030-01-10T17:40:00Z"));
    batch.addView(view(), new Date("2030-01-10T17:50:00Z"));
    batch.addView(view(), new Date("2030-03-04T10:00:00Z"));
    batch.addVitals(
      { kind: "vitals", path: "/", values: { INP: 90 } },
      new Date("2030-01-10T03:40:00Z"),
    );
    batch.addVitals(
      { kind: "vitals", path: "/", values: { INP: 80 } },
      new Date("2030-01-10T17:40:00Z"),
    );
    await batch.flush(t.db);
    await t.db.execute(
      sql`insert into traffic_visits (id, started_at) values (${VISIT}, '2030-03-03T00:00:00Z')
          on conflict (id) do update set started_at = excluded.started_at`,
    );
    await t.db.execute(
      sql`insert into traffic_counts (period_start, span, path, device, entry, views)
          values ('2028-12-01T18:30:00Z', 'day', '/', 'mobile', false, 9)`,
    );

    const now = new Date("2030-03-05T10:00:00Z");
    expect(await rollUpTraffic(t.db, now)).toEqual({
      hoursRolled: 2,
      daysDeleted: 1,
      visitIdsDeleted: 1,
    });
    const rows = await counts();
    expect(
      rows.map((row) => [row.span, new Date(row.period_start).toISOString(), row.views]),
    ).toEqual([
      ["day", "2030-01-09T18:30:00.000Z", 3],
      ["hour", "2030-03-04T09:30:00.000Z", 1],
    ]);
    const vitals = await queryRows<{ span: string; samples: number }>(
      t.db,
      sql`select span, sum(samples)::int as samples from traffic_vitals group by span`,
    );
    expect(vitals).toEqual([{ span: "day", samples: 2 }]);
    // Idempotent: a second run changes nothing.
    expect(await rollUpTraffic(t.db, now)).toEqual({
      hoursRolled: 0,
      daysDeleted: 0,
      visitIdsDeleted: 0,
    });
    expect((await counts()).map((row) => row.views)).toEqual([3, 1]);
  });
});
