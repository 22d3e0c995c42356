import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  costPer,
  formatMoney,
  formatMoneyFigure,
  formatMultiple,
  MONEY_COLUMNS,
  moneyFigure,
  ratiosOf,
  returnOnSpend,
} from "@/features/admin/money";

import { seedEnquiry } from "../../../../test/enquiries";
import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { queryRows } from "../../db/client";
import {
  campaignNames,
  importGoogleAdsReport,
  parseGoogleAdsReport,
  saveMonthlySpend,
} from "./ad-spend";
import { getEnquiry } from "../inbox/enquiries";
import { joinMoney, moneyCsvRows, moneyOrder, moneyReport, sortMoneyRows } from "./money";
import { parseWonValue, setWonValue } from "../inbox/won-value";

const report = (lines: string[]) => {
  const parsed = parseGoogleAdsReport(
    ["Campaign report", "Day,Campaign,Campaign ID,Currency code,Cost,Clicks,Impr.", ...lines].join(
      "\n",
    ),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed;
};

describe("the money report's ratios", () => {
  it("has no figure, never Infinity or NaN, with zero spend or zero enquiries", () => {
    expect(costPer(0, 0)).toBeNull();
    expect(costPer(5000, 0)).toBeNull();
    expect(costPer(0, 4)).toBeNull();
    expect(costPer(5000, 4)).toBe(1250);
    expect(returnOnSpend(0, 0)).toBeNull();
    expect(returnOnSpend(90000, 0)).toBeNull();
    expect(returnOnSpend(0, 1000)).toBe(0);
    const nothing = { spend: 0, entries: 0, enquiries: 0, calls: 0, won: 0, wonValue: 0 };
    const wasted = { ...nothing, spend: 12000 };
    for (const counts of [nothing, wasted]) {
      for (const column of MONEY_COLUMNS) {
        const shown = formatMoneyFigure(moneyFigure(counts, column.key), column.kind);
        expect(shown).not.toMatch(/Infinity|NaN/);
      }
    }
    expect(ratiosOf(wasted)).toEqual({
      costPerEnquiry: null,
      costPerCall: null,
      costPerWon: null,
      returnOnSpend: 0,
    });
    expect(formatMoneyFigure(ratiosOf(nothing).costPerEnquiry, "money")).toBe("—");
    expect(formatMultiple(null)).toBe("—");
    expect(formatMultiple(3.25)).toBe("3.3×");
    expect(formatMoney(150000, "INR")).toBe("₹1,50,000");
    expect(formatMoney(1200.5, "USD")).toBe("$1,200.50");
  });

  it("sorts by a figure either way, rows without it last", () => {
    const rows = [
      { id: "a", spend: 100, entries: 0, enquiries: 0, calls: 0, won: 0, wonValue: 0 },
      { id: "b", spend: 100, entries: 0, enquiries: 4, calls: 0, won: 0, wonValue: 0 },
      { id: "c", spend: 100, entries: 0, enquiries: 1, calls: 0, won: 0, wonValue: 0 },
    ];
    const by = (sort: string, dir = "desc") =>
      sortMoneyRows(rows, moneyOrder(new URLSearchParams({ sort, dir }))).map((row) => row.id);
    expect(by("costPerEnquiry")).toEqual(["c", "b", "a"]);
    expect(by("costPerEnquiry", "asc")).toEqual(["b", "c", "a"]);
    expect(moneyOrder(new URLSearchParams({ sort: "nonsense" }))).toEqual({
      by: "spend",
      dir: "desc",
    });
  });

  it("reads the won value as the owner writes it", () => {
    expect(parseWonValue("1,50,000", "INR")).toEqual({
      ok: true,
      value: { value: 150000, currency: "INR" },
    });
    expect(parseWonValue("₹ 2,500.50", "INR")).toMatchObject({ value: { value: 2500.5 } });
    expect(parseWonValue("", "INR")).toEqual({ ok: true, value: null });
    expect(parseWonValue("12,5", "INR")).toEqual({ ok: false });
    expect(parseWonValue("-5", "INR")).toEqual({ ok: false });
    expect(parseWonValue("100", "EUR")).toEqual({ ok: false });
  });
});

describe("joining spend to enquiries", () => {
  it("joins by campaign id or name (any case), and keeps spend that bought nothing", () => {
    const rows = joinMoney(
      [
        { channel: "google-ads", campaign_id: "2011", campaign: "MVP India", spend: "9000" },
        { channel: "google-ads", campaign_id: "2022", campaign: "AI Leads", spend: "3000" },
        { channel: "google-ads", campaign_id: "2033", campaign: "Wasted", spend: "500" },
        { channel: "linkedin", campaign_id: "", campaign: "cto-pilot", spend: "2000" },
      ],
      [
        {
          source: "google",
          medium: "cpc",
          campaign: "2011",
          enquiries: 3,
          calls: 0,
          won: 1,
          won_value: "90000",
        },
        {
          source: "google",
          medium: "cpc",
          campaign: "ai leads",
          enquiries: 2,
          calls: 0,
          won: 0,
          won_value: 0,
        },
        {
          source: "linkedin",
          medium: "paid",
          campaign: "CTO-Pilot",
          enquiries: 1,
          calls: 0,
          won: 1,
          won_value: "50000",
        },
        {
          source: "(direct)",
          medium: "(none)",
          campaign: "(none)",
          enquiries: 7,
          calls: 0,
          won: 2,
          won_value: 0,
        },
      ],
      [{ source: "google", medium: "cpc", campaign: "2011", entries: 120 }],
    );
    const find = (campaign: string) => rows.find((row) => row.campaign === campaign);
    // Tagged by id, shown by the campaign's name, with its visits.
    expect(find("MVP India")).toMatchObject({
      spend: 9000,
      enquiries: 3,
      won: 1,
      wonValue: 90000,
      entries: 120,
    });
    expect(find("ai leads")).toMatchObject({ spend: 3000, enquiries: 2 });
    expect(find("CTO-Pilot")).toMatchObject({ spend: 2000, won: 1, source: "linkedin" });
    expect(find("Wasted")).toMatchObject({
      spend: 500,
      enquiries: 0,
      source: "google",
      medium: "cpc",
    });
    expect(find("(none)")).toMatchObject({ spend: 0, enquiries: 7 });
    expect(rows.map((row) => row.campaign)).toEqual([
      "MVP India",
      "ai leads",
      "CTO-Pilot",
      "Wasted",
      "(none)",
    ]);
  });
});

describeEachDatabase("ad spend and won value in the database", (url) => {
  let t: TestDb;
  const ids: Record<string, string> = {};
  const at = (day: string) => new Date(`${day}T06:00:00Z`);
  const period = { from: "2030-03-01", to: "2030-03-31" };

  beforeAll(async () => {
    t = await createTestDb(url);
    ids.mvp1 = await seedEnquiry(t.db, {
      createdAt: at("2030-03-03"),
      touch: { utmSource: "google", utmMedium: "cpc", utmCampaign: "2011" },
    });
    ids.mvp2 = await seedEnquiry(t.db, {
      createdAt: at("2030-03-10"),
      touch: { utmSource: "google", utmMedium: "cpc", utmCampaign: "2011" },
    });
    ids.li = await seedEnquiry(t.db, {
      createdAt: at("2030-03-12"),
      touch: { utmSource: "linkedin", utmMedium: "paid", utmCampaign: "cto-pilot" },
    });
    ids.old = await seedEnquiry(t.db, {
      createdAt: at("2030-02-10"),
      touch: { utmSource: "google", utmMedium: "cpc", utmCampaign: "2011" },
    });
  });
  afterAll(() => t?.close());

  it("marks an enquiry won with its value in one step, logged, and edits it later", async () => {
    const when = new Date("2030-03-20T10:00:00Z");
    let minutes = 0;
    const later = () => new Date(when.getTime() + ++minutes * 60_000);
    expect(
      await setWonValue(t.db, {
        id: ids.mvp1!,
        amount: "1,50,000",
        currency: "INR",
        actor: "o@x.example",
        now: when,
      }),
    ).toBe("done");
    let enquiry = await getEnquiry(t.db, ids.mvp1!);
    expect(enquiry).toMatchObject({ status: "won", won: { value: 150000, currency: "INR" } });
    expect(enquiry!.events.map((event) => [event.kind, event.toStatus, event.detail])).toEqual([
      ["status", "won", null],
      ["value", null, "150000.00 INR"],
    ]);
    expect(
      await setWonValue(t.db, {
        id: ids.mvp1!,
        amount: "150000",
        currency: "INR",
        actor: "o@x.example",
        now: later(),
      }),
    ).toBe("unchanged");
    expect(
      await setWonValue(t.db, {
        id: ids.mvp1!,
        amount: "2,000",
        currency: "USD",
        actor: "o@x.example",
        now: later(),
      }),
    ).toBe("done");
    enquiry = await getEnquiry(t.db, ids.mvp1!);
    expect(enquiry!.won).toEqual({ value: 2000, currency: "USD" });
    expect(enquiry!.events.at(-1)).toMatchObject({ kind: "value", detail: "2000.00 USD" });
    expect(
      await setWonValue(t.db, {
        id: ids.mvp1!,
        amount: "lots",
        currency: "INR",
        actor: "o@x.example",
        now: later(),
      }),
    ).toBe("invalid");
    // Won without a value yet: counted as a client, worth nothing in the report.
    expect(
      await setWonValue(t.db, {
        id: ids.li!,
        amount: "",
        currency: "INR",
        actor: "o@x.example",
        now: later(),
      }),
    ).toBe("done");
    expect((await getEnquiry(t.db, ids.li!))!.won).toBeNull();
  });

  it("replaces the days a re-uploaded report covers instead of adding to them", async () => {
    await importGoogleAdsReport(
      t.db,
      report([
        '2030-03-01,"MVP, India",2011,INR,"1,000.00",10,100',
        '2030-03-02,"MVP, India",2011,INR,"1,000.00",10,100',
        "2030-03-02,Wasted,2033,INR,500,1,10",
      ]),
    );
    // The second report overlaps 2 March: its figures replace that day's, Wasted's included.
    await importGoogleAdsReport(
      t.db,
      report([
        '2030-03-02,"MVP, India",2011,INR,"2,500.00",10,100',
        '2030-03-03,"MVP, India",2011,INR,"1,500",9,90',
      ]),
    );
    const rows = await queryRows<{ day: string; campaign: string; cost: string }>(
      t.db,
      sql`select day::text as day, campaign, cost::text as cost from ad_spend order by day, campaign`,
    );
    expect(rows).toEqual([
      { day: "2030-03-01", campaign: "MVP, India", cost: "1000.00" },
      { day: "2030-03-02", campaign: "MVP, India", cost: "2500.00" },
      { day: "2030-03-03", campaign: "MVP, India", cost: "1500.00" },
    ]);
  });

  it("reports spend, enquiries, won value and ratios per campaign and source, in rupees", async () => {
    expect(
      await saveMonthlySpend(t.db, {
        channel: "linkedin",
        month: "2030-03",
        campaign: "cto-pilot",
        cost: "31,000",
        currency: "INR",
      }),
    ).toBe("saved");
    expect(
      await saveMonthlySpend(t.db, {
        channel: "linkedin",
        month: "2030-03",
        campaign: "cto-pilot",
        cost: "3,100",
        currency: "INR",
      }),
    ).toBe("saved");
    expect(
      await saveMonthlySpend(t.db, {
        channel: "meta",
        month: "2030-13",
        campaign: "x",
        cost: "1",
        currency: "INR",
      }),
    ).toBe("invalid");
    // One of the campaign's enquiries booked a discovery call; a cancelled one does not count.
    for (const status of ["booked", "cancelled"]) {
      await queryRows(
        t.db,
        sql`insert into calls (enquiry_id, owner_email, starts_at, ends_at, status,
          visitor_name, visitor_email, visitor_zone)
        values (${ids.mvp1}, ${`owner-${status}@site.example`}, '2030-03-20T05:00:00Z',
          '2030-03-20T05:30:00Z', ${status}, 'Asha', 'asha@client.example', 'Asia/Kolkata')`,
      );
    }
    // A direct enquiry: in the totals, not in what the advertising bought.
    await seedEnquiry(t.db, { createdAt: at("2030-03-15"), touch: {} });
    const money = await moneyReport(t.db, period, { rate: 80 });
    const mvp = money.campaigns.find((row) => row.campaign === "MVP, India")!;
    // 5,000 spent; two enquiries in March (February's is outside); one won at $2,000 = ₹1,60,000.
    expect(mvp).toMatchObject({
      spend: 5000,
      enquiries: 2,
      calls: 1,
      won: 1,
      wonValue: 160000,
      source: "google",
    });
    expect(ratiosOf(mvp)).toEqual({
      costPerEnquiry: 2500,
      costPerCall: 5000,
      costPerWon: 5000,
      returnOnSpend: 32,
    });
    const linkedin = money.campaigns.find((row) => row.campaign === "cto-pilot")!;
    expect(linkedin).toMatchObject({ spend: 3100, enquiries: 1, won: 1, wonValue: 0 });
    expect(money.totals).toMatchObject({
      spend: 8100,
      enquiries: 4,
      calls: 1,
      won: 2,
      wonValue: 160000,
    });
    expect(money.paid).toMatchObject({
      spend: 8100,
      enquiries: 3,
      calls: 1,
      won: 2,
      wonValue: 160000,
    });
    expect(ratiosOf(money.paid).costPerEnquiry).toBe(2700);
    expect(ratiosOf(money.totals).costPerEnquiry).toBe(2025);
    // Ads tagged by campaign id read by the name the last report gave it.
    expect(await campaignNames(t.db)).toEqual(new Map([["2011", "MVP, India"]]));
    expect(money.sources.map((row) => [row.source, row.spend])).toEqual([
      ["google", 5000],
      ["linkedin", 3100],
      ["(direct)", 0],
    ]);
    // A typed-in month is spread over its days: ten days of March carry ten 31sts of it.
    const part = await moneyReport(t.db, { from: "2030-03-11", to: "2030-03-20" }, { rate: 80 });
    expect(part.campaigns.find((row) => row.campaign === "cto-pilot")!.spend).toBe(1000);
    // Weeks (Monday start) cover the period: 1-3 March are Google's 5,000 and three days of
    // LinkedIn's month; the client won from 3 March's enquiry counts there.
    expect(money.weeks[0]).toEqual({ weekStart: "2030-02-25", spend: 5300, wonValue: 160000 });
    expect(money.weeks.reduce((sum, week) => sum + week.spend, 0)).toBeCloseTo(8100, 2);
    const csv = moneyCsvRows(money);
    expect(csv.at(-1)).toEqual([
      "Total",
      null,
      null,
      null,
      8100,
      0,
      4,
      1,
      2,
      160000,
      2025,
      8100,
      4050,
      19.75,
    ]);
    // With no spend at all the ratios are empty cells, not zero or Infinity.
    const none = await moneyReport(t.db, { from: "2031-01-01", to: "2031-01-31" }, { rate: 80 });
    expect(moneyCsvRows(none).at(-1)).toEqual([
      "Total",
      null,
      null,
      null,
      0,
      0,
      0,
      0,
      0,
      0,
      null,
      null,
      null,
      null,
    ]);
  });
});
