import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createTestDb, describeEachDatabase, type TestDb } from "../../../../test/db";
import { queryRows } from "../../db/client";
import { handleSpendAction } from "./ad-spend-actions";
import { spendNotice } from "./spend-notice";

const uploadRequest = (text: string, name = "report.csv") => {
  const form = new FormData();
  form.set("csrf", "token");
  form.set("report", new File([text], name, { type: "text/csv" }));
  return new Request("http://127.0.0.1/admin/sources", { method: "POST", body: form });
};
const monthRequest = (fields: Record<string, string>) =>
  new Request("http://127.0.0.1/admin/sources", {
    method: "POST",
    body: new URLSearchParams({ csrf: "token", intent: "month", ...fields }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describeEachDatabase("the Sources page's spend forms", (url) => {
  let t: TestDb;
  const back = new URLSearchParams({ from: "2030-03-01", to: "2030-03-31" });
  const spendRows = () =>
    queryRows<{ channel: string; day: string; cost: string }>(
      t.db,
      sql`select channel, day::text as day, cost::text as cost from ad_spend order by channel, day`,
    );
  beforeAll(async () => {
    t = await createTestDb(url);
  });
  afterAll(() => t?.close());

  it("imports a report and answers 303 saying what it took", async () => {
    const result = await handleSpendAction(
      uploadRequest('Day,Campaign,Campaign ID,Cost\n2030-03-02,Brand,1,"1,500.00"\n'),
      async () => t.db,
      back,
    );
    expect(result).toEqual({
      kind: "redirect",
      location:
        "/admin/sources?from=2030-03-01&to=2030-03-31&done=imported&rows=1&campaigns=1&imported_from=2030-03-02&imported_to=2030-03-02#spend",
    });
    expect(
      spendNotice(
        new URL(`http://x${result.kind === "redirect" ? result.location : ""}`).searchParams,
      ),
    ).toEqual({
      tone: "success",
      text: "Imported the spend of 1 campaign for 2 Mar 2030; any earlier figures for those days were replaced.",
    });
    expect(await spendRows()).toEqual([
      { channel: "google-ads", day: "2030-03-02", cost: "1500.00" },
    ]);
  });

  it("refuses a report with a bad line, naming it, and changes nothing", async () => {
    const result = await handleSpendAction(
      uploadRequest("Day,Campaign,Cost\n2030-03-02,Brand,9999\n2030-03-03,,1\n", "bad.csv"),
      async () => t.db,
      back,
    );
    expect(result).toEqual({
      kind: "refused",
      status: 422,
      fileName: "bad.csv",
      problems: [{ line: 3, reason: "the campaign is empty" }],
    });
    expect(await spendRows()).toEqual([
      { channel: "google-ads", day: "2030-03-02", cost: "1500.00" },
    ]);
    expect(
      spendNotice(new URLSearchParams(), {
        fileName: "bad.csv",
        problems: ["Line 3: the campaign is empty."],
      }),
    ).toMatchObject({
      tone: "error",
      text: expect.stringMatching(/^Nothing was imported from bad\.csv: one line/),
    });
  });

  it("saves, replaces and removes a typed-in month", async () => {
    const month = { channel: "linkedin", month: "2030-03", campaign: "cto-pilot", currency: "INR" };
    expect(
      await handleSpendAction(monthRequest({ ...month, cost: "25,000" }), async () => t.db, back),
    ).toMatchObject({ location: expect.stringContaining("done=month-saved#spend") });
    await handleSpendAction(monthRequest({ ...month, cost: "30,000" }), async () => t.db, back);
    expect((await spendRows()).filter((row) => row.channel === "linkedin")).toEqual([
      { channel: "linkedin", day: "2030-03-01", cost: "30000.00" },
    ]);
    expect(
      await handleSpendAction(monthRequest({ ...month, cost: "0" }), async () => t.db, back),
    ).toMatchObject({ location: expect.stringContaining("done=month-removed") });
    expect(
      await handleSpendAction(
        monthRequest({ ...month, channel: "google-ads", cost: "5" }),
        async () => t.db,
        back,
      ),
    ).toMatchObject({ location: expect.stringContaining("error=month") });
    expect((await spendRows()).filter((row) => row.channel !== "google-ads")).toEqual([]);
  });
});
