import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

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
 * Where leads come from (docs/decisions/0020-lead-attribution.md), as a visitor and the owner see
 * it: a visit from an ad that accepts cookies, browses and enquires is found with its source,
 * campaign and click id on the enquiry's page, the Sources page and the CSV, and once won in
 * the Google Ads download; a visit that rejects cookies still sends its own page's parameters
 * and leaves nothing in the browser.
 */
test.describe.configure({ timeout: 180_000 });

test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
});

// One owner per test: sign-in links are rate-limited per address.
const OWNERS = [E2E_OWNERS[9]!, E2E_OWNERS[10]!] as const;
const banner = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });

async function sendContactForm(page: Page, name: string) {
  const form = page.locator("form", { has: page.getByRole("button", { name: "Submit Enquiry" }) });
  await fillLeadForm(form, { ...VALID_LEAD, name });
  await leadField(form, "Service").selectOption("MVP Development");
  await form.getByRole("button", { name: "Submit Enquiry" }).click();
  // The thank-you page then tidies its address (the lead id leaves the bar).
  await expect(page).toHaveURL(/\/thank-you/);
}

async function download(page: Page, link: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: link }).click(),
  ]);
  return readFileSync((await file.path())!, "utf8");
}

test("an ad visit that accepts cookies, browses and enquires is attributed to its campaign and click", async ({
  page,
}) => {
  await blockGoogle(page);
  const tag = randomUUID().slice(0, 8);
  const campaign = `mvp-launch-${tag}`;
  const gclid = `E2E-${tag}_Cj0KCQ`;
  const name = `Ravi Menon ${tag}`;

  await page.goto(
    `/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&utm_term=mvp+agency&gclid=${gclid}`,
  );
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("site_attribution")))
    .toContain(campaign);
  // Browses on: our own pages are no new source.
  await page.goto("/about-us");
  await page.goto("/contact");
  await sendContactForm(page, name);

  await signInAsOwner(page, OWNERS[0], "/admin/sources");
  await expectNoSeriousAxeViolations(page);
  // The enquiries table; the money report below lists the campaign too.
  const row = page
    .getByRole("table", { name: /^Enquiries by/ })
    .getByRole("row")
    .filter({ hasText: campaign });
  // Named by its campaign, with how it came under it.
  await expect(row).toContainText("google / cpc");
  await row.getByRole("link", { name: campaign }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/enquiries\\?.*campaign=${campaign}`));
  await expect(page.getByRole("textbox", { name: "Source" })).toHaveValue("google");
  await expect(page.getByRole("textbox", { name: "Campaign" })).toHaveValue(campaign);
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(2);

  const csv = await download(page, "Export CSV (these filters)");
  const [header, line] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(header).toContain("Source,Medium,Campaign,Term,Content,Landing page,Referrer,gclid");
  expect(line).toContain(`google,cpc,${campaign},mvp agency,,/,,${gclid}`);

  await table.getByRole("link", { name }).click();
  const source = page.getByRole("region", { name: "Where it came from" });
  await expect(source).toContainText("google / cpc");
  await expect(source).toContainText(campaign);
  await expect(source).toContainText(`gclid ${gclid}`);
  await expect(source).toContainText("First visit");
  await expectNoSeriousAxeViolations(page);

  // Won, with what the client is worth: its click and value go into the Google Ads upload file.
  await page.getByRole("button", { name: "Won", pressed: false }).click();
  await page.getByRole("textbox", { name: "Value" }).fill("75,000");
  await page.getByRole("button", { name: "Mark won" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked won; its value is saved.");
  await page.goto("/admin/sources");
  const upload = await download(page, "Google Ads conversions (CSV)");
  const lines = upload.trim().split("\r\n");
  expect(lines[0]).toBe("Parameters:TimeZone=Asia/Kolkata");
  expect(lines[1]).toBe(
    "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
  );
  expect(lines.filter((entry) => entry.startsWith(`${gclid},`))).toEqual([
    expect.stringMatching(
      new RegExp(`^${gclid},Won enquiry,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},75000,INR$`),
    ),
  ]);

  // Its landing page is a row of the other grouping, in both themes readable.
  await page.getByRole("link", { name: "Landing page" }).click();
  await expect(page.getByRole("columnheader", { name: "Landing page" })).toBeVisible();
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoSeriousAxeViolations(page);
});

test("a visit that rejects cookies still sends its own page's parameters and keeps nothing", async ({
  page,
  context,
}) => {
  await blockGoogle(page);
  const tag = randomUUID().slice(0, 8);
  const campaign = `reject-${tag}`;
  const name = `Kiran Das ${tag}`;
  await page.goto(`/contact?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`);
  await banner(page).getByRole("button", { name: "Reject all" }).click();
  const browserState = () =>
    page.evaluate(() => ({
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
      cookies: document.cookie,
    }));
  // Once the site script has run its idle work (the form's hidden field is filled)...
  await expect(page.locator('input[name="attribution"]').first()).toHaveValue(/reject-/);
  // ...nothing is kept in the browser but the choice itself.
  const before = await browserState();
  expect(before.local).toEqual([]);
  expect(before.session).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(["site_consent"]);
  await sendContactForm(page, name);
  // The thank-you page keeps only its own view for a reload; nothing says where the visit came from.
  const after = JSON.stringify(await browserState());
  expect(after).not.toContain(campaign);
  expect(after).not.toContain("utm");
  expect(after).not.toContain("linkedin");
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(["site_consent"]);

  await signInAsOwner(page, OWNERS[1], `/admin/enquiries?campaign=${campaign}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name }).click();
  const source = page.getByRole("region", { name: "Where it came from" });
  await expect(source).toContainText("linkedin / social");
  await expect(source).toContainText("/contact");
  await expect(source).not.toContainText("First visit");
});
