import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { EMPTY_TOUCH, sourceOf, type Touch } from "@/features/attribution/attribution";

import { seedEnquiry } from "../../../../test/enquiries";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { queryRows } from "../../db/client";
import { listEnquiries, setEnquiryStatus } from "../inbox/enquiries";
import { MEDIUM_SQL, parseEnquiryFilters, SOURCE_SQL } from "../inbox/enquiry-filters";
import {
  GOOGLE_ADS_HEADER,
  googleAdsConversions,
  googleAdsCsv,
  googleAdsTime,
  type GoogleAdsSettings,
} from "../exports/google-ads";
import { MAX_PERIOD_DAYS, sourcePeriod, sourcesReport } from "./sources";

const GOOGLE_AD: Partial<Touch> = {
  landingPath: "/mvp-development",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "mvp-q4",
};

describeEachDatabase("the owner's Sources page and the Google Ads download", (url) => {
  let t: TestDb;
  const at = (day: string) => new Date(`${day}T06:00:00Z`);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestDb(url);
    const seed = async (
      key: string,
      touch: Partial<Touch> | undefined,
      day: string,
      status?: "won" | "spam",
    ) => {
      ids[key] = await seedEnquiry(t.db, { name: key, touch, createdAt: at(day), status });
    };
    // Five from the Google campaign (two won, one with a click id each), two spam from a
    // campaign that only brings spam, one from LinkedIn, one direct, one before the period.
    await seed("ad-won-1", { ...GOOGLE_AD, gclid: "Cj0won1" }, "2030-03-02", "won");
    await seed("ad-won-2", { ...GOOGLE_AD, gclid: "Cj0won2" }, "2030-03-03", "won");
    await seed("ad-new-1", { ...GOOGLE_AD, gclid: "Cj0new1" }, "2030-03-04");
    await seed("ad-new-2", GOOGLE_AD, "2030-03-05");
    await seed("ad-new-3", { ...GOOGLE_AD, landingPath: "/" }, "2030-03-06");
    await seed(
      "spam-1",
      { utmSource: "spammy", utmMedium: "display", landingPath: "/" },
      "2030-03-07",
      "spam",
    );
    await seed(
      "spam-2",
      { utmSource: "spammy", utmMedium: "display", landingPath: "/" },
      "2030-03-08",
      "spam",
    );
    await seed(
      "linkedin",
      { referrerHost: "www.linkedin.com", landingPath: "/blog" },
      "2030-03-09",
    );
    await seed("direct", { landingPath: "/" }, "2030-03-10");
    await seed("before", { ...GOOGLE_AD, gclid: "Cj0old" }, "2030-01-10", "won");
  });
  afterAll(async () => {
    await t.close();
  });

  const period = { from: "2030-03-01", to: "2030-03-31" };

  it("counts each source / medium / campaign, its share and where its enquiries stand", async () => {
    const report = await sourcesReport(t.db, period, "campaign");
    expect(report.total).toBe(9);
    expect(
      report.rows.map((row) => [
        row.groups.join(" | "),
        row.total,
        row.byStatus.won,
        row.byStatus.spam,
      ]),
    ).toEqual([
      ["google | cpc | mvp-q4", 5, 2, 0],
      ["spammy | display | (none)", 2, 0, 2],
      ["(direct) | (none) | (none)", 1, 0, 0],
      ["www.linkedin.com | referral | (none)", 1, 0, 0],
    ]);
    expect(report.rows[0]!.share).toBeCloseTo(5 / 9);
    expect(report.rows.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1);
  });

  it("groups by landing page too", async () => {
    const report = await sourcesReport(t.db, period, "landing");
    expect(report.rows.map((row) => [row.groups[0], row.total])).toEqual([
      ["/", 4],
      ["/mvp-development", 4],
      ["/blog", 1],
    ]);
  });

  it("links each row to the enquiry list filtered to exactly that group and period", async () => {
    for (const grouping of ["campaign", "landing"] as const) {
      const report = await sourcesReport(t.db, period, grouping);
      for (const row of report.rows) {
        const href = report.href(row);
        expect(href).toMatch(/^\/admin\/enquiries\?/);
        const filters = parseEnquiryFilters(new URL(href, "http://x").searchParams);
        const list = await listEnquiries(t.db, { ...filters, size: 50 });
        expect(list.total, href).toBe(row.total);
      }
    }
    const spam = await listEnquiries(
      t.db,
      parseEnquiryFilters(new URLSearchParams("source=spammy&campaign=(none)")),
    );
    expect(spam.rows.map((row) => row.name).sort()).toEqual(["spam-1", "spam-2"]);
    const campaign = await listEnquiries(
      t.db,
      parseEnquiryFilters(new URLSearchParams("campaign=mvp-q4")),
    );
    expect(campaign.total).toBe(6);
  });

  it("names sources in SQL exactly as the shared rule does", async () => {
    const cases: Partial<Touch>[] = [
      { utmSource: "newsletter" },
      { utmSource: "google", utmMedium: "cpc" },
      { gclid: "a" },
      { gbraid: "a", referrerHost: "www.google.com" },
      { msclkid: "a", utmMedium: "paid" },
      { fbclid: "a", referrerHost: "l.facebook.com" },
      { referrerHost: "www.linkedin.com" },
      {},
    ];
    for (const touch of cases) {
      const id = await seedEnquiry(t.db, { name: "rule", touch, createdAt: at("2031-01-01") });
      const [row] = await queryRows<{ source: string; medium: string }>(
        t.db,
        sql`select ${SOURCE_SQL} as source, ${MEDIUM_SQL} as medium from contact_submissions cs where cs.id = ${id}`,
      );
      expect(row, JSON.stringify(touch)).toEqual(sourceOf({ ...EMPTY_TOUCH, ...touch }));
    }
  });

  it("defaults to the last 30 days in India and accepts a period the right way round", () => {
    const now = new Date("2030-03-31T20:00:00Z"); // 01:30 on 1 April in India
    expect(sourcePeriod(new URLSearchParams(), now)).toEqual({
      from: "2030-03-03",
      to: "2030-04-01",
    });
    expect(sourcePeriod(new URLSearchParams("from=2030-03-09&to=2030-03-01"), now)).toEqual({
      from: "2030-03-01",
      to: "2030-03-09",
    });
    expect(sourcePeriod(new URLSearchParams("from=2030-02-30"), now).from).toBe("2030-03-03");
  });

  it("keeps the last MAX_PERIOD_DAYS of a longer period, and says so", () => {
    const year = sourcePeriod(new URLSearchParams("from=2030-01-01&to=2030-12-31"));
    expect(year).toEqual({ from: "2030-01-01", to: "2030-12-31" });
    expect(sourcePeriod(new URLSearchParams("from=2000-01-01&to=2099-12-31"))).toEqual({
      from: "2098-12-31",
      to: "2099-12-31",
      note: "A report covers at most 366 days, so this one shows the last 366 of the period asked for (1 Jan 2000 to 31 Dec 2099).",
    });
    expect(MAX_PERIOD_DAYS).toBe(366);
  });

  const settings: GoogleAdsSettings = {
    conversionName: "Won enquiry",
    statuses: ["won"],
    value: 1499,
    currency: "INR",
  };

  it("lists each won enquiry with a click id once, timed when it was won, within 90 days", async () => {
    const now = new Date("2030-04-15T00:00:00Z");
    await setEnquiryStatus(t.db, {
      id: ids["ad-new-1"]!,
      status: "won",
      actor: "o@x.example",
      now: at("2030-03-20"),
    });
    const conversions = await googleAdsConversions(t.db, settings, now);
    expect(conversions.map((c) => c.gclid)).toEqual(["Cj0won1", "Cj0won2", "Cj0new1"]);
    // Won when the owner marked it (no event for the seeded ones: when they came).
    expect(conversions[2]!.convertedAt.toISOString()).toBe(at("2030-03-20").toISOString());
    // The enquiry from January is beyond Google's 90 days; ad-new-2 has no click id.
    expect(await googleAdsConversions(t.db, { statuses: ["won", "qualified"] }, now)).toHaveLength(
      3,
    );
    expect(await googleAdsConversions(t.db, { statuses: ["spam"] }, now)).toHaveLength(0);
  });

  it("writes Google Ads' click-conversion upload format", async () => {
    const file = googleAdsCsv(
      [
        { gclid: "Cj0won1", convertedAt: new Date("2030-03-02T06:00:00Z"), won: null },
        {
          gclid: "Cj0won2",
          convertedAt: new Date("2030-03-03T18:45:10Z"),
          won: { value: 4200.5, currency: "USD" },
        },
      ],
      { ...settings, conversionName: "Won, paid pilot" },
    );
    expect(file.split("\r\n")).toEqual([
      "Parameters:TimeZone=Asia/Kolkata",
      "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
      'Cj0won1,"Won, paid pilot",2030-03-02 11:30:00,1499,INR',
      'Cj0won2,"Won, paid pilot",2030-03-04 00:15:10,4200.5,USD',
      "",
    ]);
    // A click id is what the visitor's address said: one that a spreadsheet would read as a
    // formula is neutralised like every other cell.
    const hostile = googleAdsCsv(
      ["-2+3", "=cmd", "+1", "@SUM(A1)", "\tx", "\rx"].map((gclid) => ({
        gclid,
        convertedAt: new Date("2030-03-02T06:00:00Z"),
        won: null,
      })),
      settings,
    );
    expect(
      hostile
        .split("\r\n")
        .slice(2, 8)
        .map((line) => line.split(",")[0]),
    ).toEqual(["'-2+3", "'=cmd", "'+1", "'@SUM(A1)", "'\tx", '"\'\rx"']);
    expect(GOOGLE_ADS_HEADER).toHaveLength(5);
    expect(googleAdsTime(new Date("2030-12-31T18:30:00Z"))).toBe("2031-01-01 00:00:00");
  });
});

describe("Google Ads settings", () => {
  it("reads the conversion name, statuses, value and currency from the environment", async () => {
    const { parseServerEnv } = await import("../../env");
    const env = parseServerEnv({
      GOOGLE_ADS_CONVERSION_NAME: "Client won",
      GOOGLE_ADS_CONVERSION_STATUSES: "Won, qualified",
      GOOGLE_ADS_CONVERSION_VALUE: "50000",
      GOOGLE_ADS_CONVERSION_CURRENCY: "inr",
    });
    expect(env.GOOGLE_ADS_CONVERSION_NAME).toBe("Client won");
    expect(env.GOOGLE_ADS_CONVERSION_STATUSES).toEqual(["won", "qualified"]);
    expect(env.GOOGLE_ADS_CONVERSION_VALUE).toBe(50000);
    expect(env.GOOGLE_ADS_CONVERSION_CURRENCY).toBe("INR");
    const defaults = parseServerEnv({});
    expect(defaults.GOOGLE_ADS_CONVERSION_NAME).toBe("Won enquiry");
    expect(defaults.GOOGLE_ADS_CONVERSION_STATUSES).toEqual(["won"]);
    expect(() => parseServerEnv({ GOOGLE_ADS_CONVERSION_STATUSES: "closed" })).toThrow(
      /GOOGLE_ADS_CONVERSION_STATUSES/,
    );
  });
});
