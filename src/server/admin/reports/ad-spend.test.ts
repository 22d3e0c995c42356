import { describe, expect, it } from "vitest";

import { decodeReport, parseGoogleAdsReport, parseReportDay, parseReportNumber } from "./ad-spend";

/** Shaped like the campaign report Google Ads' Reports page downloads as CSV. */
const INDIAN_REPORT = [
  "\uFEFFCampaign report",
  '"1 November 2026 - 3 November 2026"',
  "Day,Campaign,Campaign ID,Currency code,Cost,Clicks,Impr.",
  '2026-11-01,"MVP Development, India",20123456789,INR,"1,23,456.78","1,204","18,230"',
  "2026-11-01,AI Automation,20987654321,INR,850.50,12,640",
  '2026-11-02,"MVP Development, India",20123456789,INR,"2,000.00",30,900',
  "2026-11-02,AI Automation,20987654321,INR,--,0,0",
  '2026-11-03,"MVP Development, India",20123456789,INR,0.00,0,0',
  'Total: Account,--,--,INR,"1,26,307.28","1,246","19,770"',
  'Total: Campaigns,--,--,INR,"1,26,307.28","1,246","19,770"',
  "",
].join("\r\n");

describe("the Google Ads campaign report", () => {
  it("reads a real-shaped export: title lines, quoted names with commas, Indian grouping, totals", () => {
    const report = parseGoogleAdsReport(INDIAN_REPORT);
    expect(report).toMatchObject({ ok: true, from: "2026-11-01", to: "2026-11-03" });
    if (!report.ok) throw new Error("refused");
    expect(report.rows).toHaveLength(5);
    expect(report.rows[0]).toEqual({
      day: "2026-11-01",
      campaignId: "20123456789",
      campaign: "MVP Development, India",
      cost: 123456.78,
      currency: "INR",
      clicks: 1204,
      impressions: 18230,
    });
    // "--" is Google's nothing: a day with no spend is a zero, not an error.
    expect(
      report.rows.find((row) => row.day === "2026-11-02" && row.campaign === "AI Automation"),
    ).toMatchObject({ cost: 0, clicks: 0 });
  });

  it("reads US grouping, a dollar account, spelled-out days, and no currency column as INR", () => {
    const us = parseGoogleAdsReport(
      [
        "Campaign report",
        "November 1, 2026 - November 2, 2026",
        "Day,Campaign,Campaign ID,Currency code,Cost,Clicks,Impr.",
        '"Nov 1, 2026",Brand,111,USD,"123,456.78",5,50',
        '"Mon, Nov 2, 2026",Brand,111,USD,12.5,1,10',
      ].join("\n"),
    );
    expect(us.ok && us.rows.map((row) => [row.day, row.cost, row.currency])).toEqual([
      ["2026-11-01", 123456.78, "USD"],
      ["2026-11-02", 12.5, "USD"],
    ]);
    const noCurrency = parseGoogleAdsReport('Day,Campaign,Cost\n1 Nov 2026,Brand,"1,000"\n');
    expect(noCurrency.ok && noCurrency.rows[0]).toMatchObject({
      currency: "INR",
      cost: 1000,
      campaignId: "",
    });
  });

  it("adds up rows of the same day and campaign (a report also split by device)", () => {
    const report = parseGoogleAdsReport(
      "Day,Campaign,Campaign ID,Device,Cost,Clicks\n2026-11-01,Brand,1,Mobile,100,2\n2026-11-01,Brand,1,Computers,50.25,1\n",
    );
    expect(report.ok && report.rows).toEqual([
      expect.objectContaining({ cost: 150.25, clicks: 3 }),
    ]);
  });

  it("names every unreadable line with its reason, and takes nothing from the file", () => {
    const report = parseGoogleAdsReport(
      [
        "Campaign report",
        "Day,Campaign,Campaign ID,Currency code,Cost,Clicks,Impr.",
        "2026-11-01,Brand,1,INR,100,1,10",
        ",Brand,1,INR,100,1,10",
        "2026-11-31,Brand,1,INR,100,1,10",
        "2026-11-03,Brand,1,EUR,12,1,10",
        '2026-11-04,Brand,1,INR,"12,5",1,10',
        "2026-11-05,,1,INR,1,1,10",
      ].join("\n"),
    );
    expect(report).toEqual({
      ok: false,
      problems: [
        { line: 4, reason: "the day is empty" },
        { line: 5, reason: '"2026-11-31" is no date (2026-11-01)' },
        { line: 6, reason: 'the currency "EUR" is not INR or USD' },
        { line: 7, reason: 'the cost "12,5" is no amount (1,23,456.78)' },
        { line: 8, reason: "the campaign is empty" },
      ],
    });
  });

  it("refuses a file that is no campaign report, or has an open quote", () => {
    expect(parseGoogleAdsReport("name,email\nAsha,a@b.c\n")).toMatchObject({
      ok: false,
      problems: [{ line: 1 }],
    });
    const open = parseGoogleAdsReport('Day,Campaign,Cost\n2026-11-01,"Brand,100\n');
    expect(open.ok).toBe(false);
    expect(parseGoogleAdsReport("Day,Campaign,Cost\n")).toMatchObject({
      ok: false,
      problems: [{ line: 1, reason: "the report has no rows under its headings" }],
    });
  });

  it("reads the UTF-16, tab-separated 'Excel CSV' download", () => {
    const text = "\uFEFFCampaign report\nDay\tCampaign\tCost\n2026-11-01\tBrand\t1,234.50\n";
    const bytes = new Uint8Array(Buffer.from(text, "utf16le"));
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    const report = parseGoogleAdsReport(decodeReport(bytes));
    expect(report.ok && report.rows[0]).toMatchObject({ campaign: "Brand", cost: 1234.5 });
  });

  it("reads numbers and days as the report writes them", () => {
    expect(parseReportNumber("1,23,456.78")).toBe(123456.78);
    expect(parseReportNumber("123,456.78")).toBe(123456.78);
    expect(parseReportNumber("₹ 1,000")).toBe(1000);
    expect(parseReportNumber("--")).toBe(0);
    expect(parseReportNumber("1,2345")).toBeNull();
    expect(parseReportNumber("-5")).toBeNull();
    expect(parseReportDay("2026-02-29")).toBeNull();
    expect(parseReportDay("1 Nov 2026")).toBe("2026-11-01");
    expect(parseReportDay("November 30, 2026")).toBe("2026-11-30");
  });
});
