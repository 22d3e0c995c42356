import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import { expect, test } from "@playwright/test";

import { E2E_OWNERS } from "../scripts/e2e-env.mjs";
import { RECORDS_PAGE_SIZE } from "../src/features/admin/page-sizes";

import { expectNoSeriousAxeViolations, VALID_LEAD } from "./support/enquiry";
import { signInAsOwner } from "./support/owner";

/**
 * The owner's work on enquiries (issue 14) in a browser, through plain forms and links: find an enquiry, set its status, add a note, export the filter as CSV, delete it after the
 * confirmation step; the overview's chart and the other lists render for screen readers too.
 */
// Long flows on a busy machine: sign-in by mail, several form posts, axe on each page.
test.describe.configure({ timeout: 120_000 });

test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
});

async function submitEnquiry(
  request: import("@playwright/test").APIRequestContext,
  name: string,
  serviceType = "AI Automation",
) {
  const response = await request.post("/api/leads", {
    data: { ...VALID_LEAD, name, serviceType, submissionId: randomUUID() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("an owner finds an enquiry, sets its status, adds a note, exports and deletes it", async ({
  page,
  request,
}) => {
  const name = `Ananya Iyer ${randomUUID().slice(0, 8)}`;
  const id = await submitEnquiry(request, name);
  await signInAsOwner(page, E2E_OWNERS[3]!, "/admin/enquiries");

  await page.getByRole("searchbox", { name: "Search" }).fill(name.split(" ").at(-1)!);
  await page.getByRole("combobox", { name: "Service" }).selectOption("AI Automation");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=.*&service=AI\+Automation/);
  await expect(page.getByRole("heading", { name: "Enquiries" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(name);
  await expect(table.getByRole("row").nth(1)).toContainText("New");
  await expectNoSeriousAxeViolations(page);
  // One filled (primary) button per page: its main action.
  await expect(page.locator("main .bg-cta")).toHaveText(["Apply"]);
  // Each section of the navigation with its icon (hidden from screen readers: the label says it).
  await expect(
    page.getByRole("navigation", { name: "Owner's view" }).locator("a svg[aria-hidden='true']"),
  ).toHaveCount(5);

  // The export is the current filter: this one enquiry, spreadsheet-safe.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV (these filters)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${name},${VALID_LEAD.email},'+91 98765 43210,`);

  await table.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(VALID_LEAD.requirements)).toBeVisible();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Team email");
  await expect(page.locator("main .bg-cta")).toHaveText(["Save status"]);

  await page.getByRole("combobox", { name: "Where this enquiry stands" }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Status New → Contacted");
  await expect(history).toContainText(E2E_OWNERS[3]!);

  await page.getByRole("textbox", { name: "Private note" }).fill("Called; sending a quote.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(history).toContainText("Called; sending a quote.");
  await expectNoSeriousAxeViolations(page);

  // Reloading after a form repeats nothing (the forms answer 303).
  await page.reload();
  await expect(history.getByText("Called; sending a quote.")).toHaveCount(1);

  await page.getByRole("link", { name: "Delete this enquiry" }).click();
  await expect(page.getByText(`Delete the enquiry from ${name} for good?`)).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?done=deleted$/);
  await expect(page.getByRole("status")).toHaveText("The enquiry and its mail were deleted.");
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No enquiry matches these filters.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Clear the filters" })).toHaveAttribute(
    "href",
    "/admin/enquiries",
  );
});

// The pages ship no script of their own: the chart, its table and the lists are server HTML.
test("the overview, subscribers and deck access pages are readable and accessible", async ({
  page,
  request,
}) => {
  await submitEnquiry(request, `Rohan Das ${randomUUID().slice(0, 8)}`, "MVP Development");
  await signInAsOwner(page, E2E_OWNERS[4]!, "/admin");

  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByText("Enquiries this week")).toBeVisible();
  const chart = page.getByRole("img", { name: /enquiries in the 12 weeks from/ });
  await expect(chart).toBeVisible();
  await page.getByText("Show the numbers as a table").click();
  const numbers = page.getByRole("table", { name: "Enquiries per week by service" });
  await expect(numbers.getByRole("row")).toHaveCount(13);
  await expect(numbers.getByRole("columnheader", { name: "MVP Development" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { name: "Newsletter subscribers" })).toBeVisible();
  await expect(
    page.getByText("Addresses are kept until the subscriber unsubscribes or you remove them here"),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Deck access" }).click();
  await expect(page.getByRole("heading", { name: "Deck access log" })).toBeVisible();
  await expect(page.getByText(/Each entry is deleted 1 year after the attempt/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

// The owner's view follows the system theme like the site (its dark styles once never applied).
test("in the dark, every page of the owner's view is dark and accessible", async ({
  page,
  request,
}) => {
  const name = `Meera Iyer ${randomUUID().slice(0, 8)}`;
  const id = await submitEnquiry(request, name, "MVP Development");
  await page.emulateMedia({ colorScheme: "dark" });
  await signInAsOwner(page, E2E_OWNERS[6]!, "/admin");
  for (const [path, heading] of [
    ["/admin", "Overview"],
    ["/admin/enquiries", "Enquiries"],
    ["/admin/subscribers", "Newsletter subscribers"],
    ["/admin/deck-access", "Deck access log"],
    [`/admin/enquiries/${id}`, name],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
});

// A list longer than a page: the pager's inactive "Previous" / "Next" stay readable (axe held
// them to AA only once a shared database had grown past a page, so make that page here).
test("a list longer than a page pages both ways and its inactive arrows pass axe", async ({
  page,
  request,
}) => {
  const run = randomUUID().slice(0, 8);
  for (let i = 0; i <= RECORDS_PAGE_SIZE; i++) {
    const response = await request.post("/api/newsletter", {
      data: { email: `pager-${run}-${i}@reader.example` },
    });
    expect(response.status()).toBe(200);
  }
  await signInAsOwner(page, E2E_OWNERS[5]!, "/admin/subscribers");

  const pager = page.getByRole("navigation", { name: "Subscriber pages" });
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await expect(pager.getByText("Previous")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers\?page=2$/);
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(pager.getByRole("link", { name: "Previous" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The owner's view follows the system theme too.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/admin/subscribers");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(pager.getByText("Previous")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("an impossible date in the filters is a 400 with its message under the field, never a 500", async ({
  page,
}) => {
  await signInAsOwner(page, E2E_OWNERS[7]!, "/admin/enquiries");
  for (const [query, field, label] of [
    ["from=2024-02-30", "From", "2024-02-30"],
    ["to=9999-12-31", "To", "9999-12-31"],
  ] as const) {
    const response = await page.goto(`/admin/enquiries?${query}`);
    expect(response?.status(), query).toBe(400);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const input = page.getByLabel(field, { exact: true });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      `${field}: “${label}” is not a calendar day. Pick a date between 2000-01-01 and 2099-12-31.`,
    );
    await expect(page.getByRole("heading", { name: "Enquiries" })).toBeVisible();
  }
  const csv = await page.request.get("/api/admin/enquiries.csv?to=2024-06-31");
  expect(csv.status()).toBe(400);
  expect(await csv.text()).toContain("is not a calendar day");
  await expectNoSeriousAxeViolations(page);
});

test("on a phone the owner's header is one row, the account behind a disclosure", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsOwner(page, E2E_OWNERS[8]!, "/admin/enquiries");
  const header = page.locator("[data-admin-header] > div").first();
  const brand = header.getByRole("link", { name: /Owner's view/ });
  const account = header.getByText("Account", { exact: true });
  const [brandBox, accountBox, rowBox] = await Promise.all([
    brand.boundingBox(),
    account.boundingBox(),
    header.boundingBox(),
  ]);
  // Side by side on one row of at most 56 px (the brand link is 44 px tall).
  expect(
    Math.abs(brandBox!.y + brandBox!.height / 2 - (accountBox!.y + accountBox!.height / 2)),
  ).toBeLessThan(4);
  expect(rowBox!.height).toBeLessThanOrEqual(56);
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeHidden();
  await account.click();
  await expect(page.locator("[data-admin-account]").getByText(E2E_OWNERS[8]!)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
