import { randomInt, randomUUID } from "node:crypto";

import { expect, test, type Page } from "@playwright/test";

import { E2E_OWNERS } from "../scripts/e2e-env.mjs";

import {
  blockGoogle,
  expectNoSeriousAxeViolations,
  fillLeadForm,
  leadField,
  VALID_LEAD,
} from "./support/enquiry";
import { signInAsOwner } from "./support/owner";

/**
 * What each rupee of advertising buys (docs/money-report.md), as the owner does it: upload
 * Google Ads' campaign report, mark the campaign's enquiry won with its value, and read cost per
 * enquiry, per client and the return on ad spend on the Sources page; a report with a line that
 * cannot be read is refused naming the line, and nothing changes.
 */
test.describe.configure({ timeout: 180_000 });

test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
});

const OWNER = E2E_OWNERS[16]!;
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

function reportFile(name: string, lines: string[]) {
  const text = [
    "Campaign report",
    `"${today} - ${today}"`,
    "Day,Campaign,Campaign ID,Currency code,Cost,Clicks,Impr.",
    ...lines,
    'Total: Account,--,--,INR,"1,20,000.00",10,100',
  ].join("\r\n");
  return { name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") };
}

async function upload(page: Page, file: ReturnType<typeof reportFile>) {
  await page.getByLabel("Report file (.csv)").setInputFiles(file);
  await page.getByRole("button", { name: "Upload the report" }).click();
}

test("a campaign's spend, its enquiry won with a value, and the cost per enquiry, per client and ROAS", async ({
  page,
}) => {
  await blockGoogle(page);
  const tag = randomUUID().slice(0, 8);
  const campaignId = String(randomInt(10_000_000, 99_999_999));
  const campaign = `Brand, India ${tag}`;
  const name = `Anita Iyer ${tag}`;

  // An ad click tagged the way the owner's guide says: utm_campaign={campaignid}.
  await page.goto(`/contact?utm_source=google&utm_medium=cpc&utm_campaign=${campaignId}`);
  await page
    .getByRole("region", { name: "Cookies on this site" })
    .getByRole("button", { name: "Accept all" })
    .click();
  const form = page.locator("form", { has: page.getByRole("button", { name: "Submit Enquiry" }) });
  await fillLeadForm(form, { ...VALID_LEAD, name });
  await leadField(form, "Service").selectOption("MVP Development");
  await form.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page).toHaveURL(/\/thank-you/);

  await signInAsOwner(page, OWNER, "/admin/sources");
  await upload(
    page,
    reportFile("campaign-report.csv", [
      `${today},"${campaign}",${campaignId},INR,"1,20,000.00",10,100`,
    ]),
  );
  await expect(page.getByRole("status")).toContainText("Imported the spend of 1 campaign for");
  const row = () => page.getByRole("row").filter({ hasText: campaign });
  const figure = (key: string) => row().locator(`[data-figure="${key}"]`);
  await expect(figure("spend")).toHaveText("₹1,20,000");
  await expect(figure("enquiries")).toHaveText("1");
  await expect(figure("costPerEnquiry")).toHaveText("₹1,20,000");
  // Not won yet: no cost per client, no return.
  await expect(figure("costPerWon")).toHaveText("—");
  // No discovery call booked from it yet: no cost per call.
  await expect(figure("calls")).toHaveText("0");
  await expect(figure("costPerCall")).toHaveText("—");
  await expect(figure("returnOnSpend")).toHaveText("0×");

  // A report with a bad line is refused whole, naming the line; the figures stay as they were.
  await upload(
    page,
    reportFile("bad-report.csv", [
      `${today},"${campaign}",${campaignId},INR,"9,99,999.00",10,100`,
      `,"${campaign}",${campaignId},INR,"5,000.00",1,10`,
    ]),
  );
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Nothing was imported from bad-report.csv");
  await expect(alert).toContainText("Line 5: the day is empty.");
  await expectNoSeriousAxeViolations(page);
  await page.goto("/admin/sources");
  await expect(figure("spend")).toHaveText("₹1,20,000");

  // Won, with what the client is worth.
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name }).first().click();
  await page.getByRole("button", { name: "Won", pressed: false }).click();
  await expect(page.getByText("What is this client worth?")).toBeVisible();
  await page.getByRole("textbox", { name: "Value" }).fill("3,60,000");
  await page.getByRole("button", { name: "Mark won" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked won; its value is saved.");
  await expect(page.locator("[data-kind=value]")).toContainText("Won value set to ₹3,60,000");
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("table").locator("[data-won-value]")).toHaveText("₹3,60,000");

  await page.goto("/admin/sources");
  await expect(figure("won")).toHaveText("1");
  await expect(figure("wonValue")).toHaveText("₹3,60,000");
  await expect(figure("costPerEnquiry")).toHaveText("₹1,20,000");
  await expect(figure("costPerWon")).toHaveText("₹1,20,000");
  await expect(figure("returnOnSpend")).toHaveText("3×");

  // The enquiries table names the campaign its ads tag by id, with how it came beneath.
  const sources = page.getByRole("table", { name: /^Enquiries by/ });
  await expect(sources.getByRole("link", { name: campaign })).toBeVisible();
  await expect(sources.getByRole("row").filter({ hasText: campaign })).toContainText(
    "google / cpc",
  );
  // The headline counts what the ads bought: every run's campaign cost ₹1,20,000 for its one
  // enquiry, whatever else the database holds; the blend with free enquiries is said beside it.
  const headline = page.locator("[data-money-totals]");
  await expect(headline.locator('[data-figure="costPerEnquiry"]')).toHaveText("₹1,20,000");
  await expect(headline.locator('[data-figure-all="costPerEnquiry"]')).toHaveText(
    /^₹[\d,]+ over all [\d,]+ enquiries$/,
  );
  // At 1280 px the campaign table fits its box: no sideways scroll, no header on two lines.
  await page.setViewportSize({ width: 1280, height: 900 });
  const table = page.getByRole("table", { name: /^Spend, enquiries and won value by campaign/ });
  expect(
    await table.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth),
  ).toBe(true);
  for (const header of await table.locator("thead th").all()) {
    const lines = await header.evaluate((el) => {
      // The label's box is as tall as its lines (the sort link's, or the header's own text).
      const label = el.querySelector("a") ?? el.firstChild!.parentElement!;
      const box = label === el ? document.createRange() : null;
      box?.selectNodeContents(el);
      const height = (box ?? label).getBoundingClientRect().height;
      return Math.round(height / parseFloat(getComputedStyle(label).lineHeight));
    });
    expect(lines, await header.innerText()).toBeLessThanOrEqual(1);
  }
  await expect(table.getByRole("link", { name: "Cost per won client" })).toBeVisible();
  // The three files in one place, which the top of the page links to.
  await page.getByRole("link", { name: "Downloads", exact: true }).click();
  await expect(page).toHaveURL(/#downloads$/);
  const downloads = page.getByRole("region", { name: "Downloads" });
  for (const name of [
    "Money report (CSV)",
    "Google Ads conversions (CSV)",
    "Enhanced conversions (CSV)",
  ]) {
    await expect(downloads.getByRole("link", { name })).toHaveAttribute("download", "");
  }
  await expectNoSeriousAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoSeriousAxeViolations(page);
});
