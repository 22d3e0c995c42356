import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import { expect, test } from "@playwright/test";

import { E2E_OWNERS } from "../scripts/e2e-env.mjs";
import { RECORDS_PAGE_SIZE } from "../src/features/admin/page-sizes";

import { expectNoSeriousAxeViolations, VALID_LEAD } from "./support/enquiry";
import { expectNoSidewaysOverflow, signInAsOwner } from "./support/owner";

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
  await page.getByText("More filters").click();
  await page.getByRole("combobox", { name: "Service" }).selectOption("AI Automation");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/q=.*&service=AI\+Automation/);
  await expect(page.getByRole("heading", { name: "Enquiries" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(name);
  await expect(table.getByRole("row").nth(1)).toContainText("New");
  await expectNoSeriousAxeViolations(page);
  // One filled (primary) button per page: its main action.
  // Searching is not the page's main action: no filled button on the list.
  await expect(page.locator("main .bg-cta")).toHaveCount(0);
  // Each section of the navigation with its icon (hidden from screen readers: the label says it).
  await expect(
    page.getByRole("navigation", { name: "Owner's view" }).locator("a svg[aria-hidden='true']"),
  ).toHaveCount(7);

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
  await expect(page.locator("main .bg-cta")).toHaveText(["WhatsApp"]);

  await page.getByRole("button", { name: "Contacted", pressed: false }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.getByRole("button", { name: "Contacted", pressed: true })).toBeVisible();
  const history = page.getByRole("region", { name: "Activity" });
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
  const chart = page.getByRole("figure", { name: /enquiries in the 12 weeks from/ });
  await expect(chart).toBeVisible();
  // Both axes are labelled; each week is a column that says its numbers on hover and on focus.
  await expect(chart.getByText("Week starting (Monday)")).toBeVisible();
  await expect(chart.getByText("Enquiries", { exact: true })).toBeVisible();
  const weeks = chart.getByRole("list", { name: "Weeks" }).getByRole("img");
  await expect(weeks).toHaveCount(12);
  const thisWeek = weeks.last();
  await expect(thisWeek).toHaveAccessibleName(
    /^Week of \d+ \w+: \d+ enquir(y|ies) \(.*MVP Development \d+/,
  );
  const card = (week: import("@playwright/test").Locator) =>
    week.locator("xpath=..").locator("[data-week-card]");
  await expect(card(thisWeek)).toBeHidden();
  await thisWeek.hover();
  await expect(card(thisWeek)).toBeVisible();
  await expect(card(thisWeek)).toContainText("MVP Development");
  await page.mouse.move(0, 0);
  await expect(card(thisWeek)).toBeHidden();
  await weeks.first().focus();
  await page.keyboard.press("Tab");
  await expect(weeks.nth(1)).toBeFocused();
  await expect(card(weeks.nth(1))).toBeVisible();
  await expect(card(weeks.nth(1))).toContainText(/^Week of \d+ \w+\d+ enquir/);
  await expect(card(weeks.first())).toBeHidden();
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
    ["/admin/sources", "Sources"],
    ["/admin/traffic", "Traffic"],
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

// One owner for the tests below, run one after another in one worker (so no test reads
// another's sign-in link).
test.describe("the owner's view as designed", () => {
  test.describe.configure({ mode: "default" });
  const owner = E2E_OWNERS[8]!;

  test("on a phone the owner's header is one row: the sections and the account behind a Menu disclosure", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAsOwner(page, owner, "/admin/enquiries");
    const header = page.getByRole("banner");
    const brand = header.getByRole("link", { name: /Owner's view/ });
    const menu = header.getByText("Menu", { exact: true });
    const [brandBox, menuBox, headerBox] = await Promise.all([
      brand.boundingBox(),
      menu.boundingBox(),
      header.boundingBox(),
    ]);
    // Side by side on one row of 56 px (the brand link is 44 px tall), plus its hairline.
    expect(
      Math.abs(brandBox!.y + brandBox!.height / 2 - (menuBox!.y + menuBox!.height / 2)),
    ).toBeLessThan(4);
    expect(headerBox!.height).toBeLessThanOrEqual(57);
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(375);
    const nav = page.getByRole("navigation", { name: "Owner's view" });
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeHidden();
    await expectNoSeriousAxeViolations(page);

    await menu.click();
    await expect(nav.getByRole("link", { name: "Enquiries" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator("a svg[aria-hidden='true']")).toHaveCount(7);
    const panel = page.locator("[data-admin-menu]");
    await expect(panel.getByText(owner)).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
    // The open menu covers the page, not the header: it starts under the row.
    expect((await nav.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    await expectNoSeriousAxeViolations(page);
    await nav.getByRole("link", { name: "Subscribers" }).click();
    await expect(page).toHaveURL(/\/admin\/subscribers$/);
    await expect(nav).toBeHidden();

    // The same in the dark.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await menu.click();
    await expect(nav).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  // Each page of the owner's view has one filled (primary) button: its main action.
  test("every owner's page has exactly one primary button, its main action", async ({
    page,
    request,
  }) => {
    const name = `Kavya Menon ${randomUUID().slice(0, 8)}`;
    const id = await submitEnquiry(request, name, "MVP Development");
    await signInAsOwner(page, owner, "/admin");
    for (const [path, primary] of [
      ["/admin", /^(Answer who is waiting \(\d+\)|Open the enquiries)$/],
      // Searching the list is not its main action: no filled button there.
      ["/admin/enquiries", null],
      [`/admin/enquiries/${id}`, "WhatsApp"],
      ["/admin/sources", "Apply"],
      // An empty list has nothing to export: its way to the sign-up is the primary then.
      ["/admin/subscribers", /^(Export CSV|See the sign-up on the blog)$/],
      ["/admin/deck-access", /^Open the deck/],
    ] as const) {
      await page.goto(path);
      const filled = page.locator("main .bg-cta");
      if (primary === null) {
        await expect(filled, path).toHaveCount(0);
        continue;
      }
      await expect(filled, path).toHaveCount(1);
      await expect(filled, path).toHaveText(primary);
      await expect(filled, path).toBeVisible();
    }
  });

  // The designed empty states a shared database can always show: a filter and a period that
  // match nothing (the unit tests render the lists that are empty before the first enquiry).
  test("an empty result says why and where to go from here", async ({ page }) => {
    await signInAsOwner(page, owner, "/admin/enquiries?q=no-such-enquiry-anywhere");
    const empty = page.getByRole("heading", { name: "No enquiry matches these filters." });
    await expect(empty).toBeVisible();
    await expect(
      page.getByText("Try a shorter search, another status or a wider period."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear the filters" })).toHaveAttribute(
      "href",
      "/admin/enquiries",
    );
    await expectNoSeriousAxeViolations(page);

    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/admin/sources?from=2001-01-01&to=2001-01-31");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("heading", { name: "No enquiries in this period." })).toBeVisible();
    await expect(page.getByText(/^Pick a wider period\./)).toBeVisible();
    await expect(page.getByRole("link", { name: "Show all time" })).toHaveAttribute(
      "href",
      "/admin/sources?from=2000-01-01",
    );
    await expectNoSeriousAxeViolations(page);
  });

  // Defects from the designer's sweep at 375 px (and the 320 px phones where they were worst).
  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    // One sign-in for the four tests: the owner's address may ask for only five links at a time.
    let cookies: Awaited<ReturnType<import("@playwright/test").BrowserContext["cookies"]>> = [];
    test.beforeAll(async ({ browser }, testInfo) => {
      const context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        extraHTTPHeaders: {
          "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
        },
      });
      await signInAsOwner(await context.newPage(), owner);
      cookies = await context.cookies();
      await context.close();
    });
    test.beforeEach(async ({ context }) => {
      await context.addCookies(cookies);
    });

    test("the deck access log groups a viewer's attempts into a session, the browser in words", async ({
      page,
      request,
    }) => {
      const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
      const userAgent = `Mozilla/5.0 (Linux; Android 14; Pixel 8 Pro Build/UQ1A.240205.004) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.64 Mobile Safari/537.36 e2e-${randomUUID().slice(0, 8)}`;
      for (const password of ["not-the-password", "e2e-deck-password"]) {
        const response = await request.post("/api/presentation/session", {
          data: { password },
          headers: { "X-Forwarded-For": ip, "User-Agent": userAgent },
        });
        expect(response.status()).toBeLessThan(500);
      }
      await page.goto("/admin/deck-access");
      const viewers = page.getByRole("list", { name: "Viewers, most recent first" });
      // The address is unique to this test; the raw user agent is nowhere on the page.
      const ours = viewers
        .getByRole("listitem")
        .filter({ has: page.getByText(ip, { exact: true }) });
      await expect(ours.getByRole("heading", { name: "Chrome 122 on Android" })).toBeVisible();
      await expect(page.getByText(userAgent)).toHaveCount(0);
      const sessions = ours.getByRole("list", { name: "Visits of Chrome 122 on Android" });
      await expect(sessions.getByRole("listitem")).toHaveCount(1);
      await expect(sessions.getByRole("listitem")).toContainText("Opened, 1 wrong password");
      await expect(sessions.getByRole("listitem")).toContainText(
        /2 attempts (within a minute|over \d+ min)/,
      );
      await expectNoSidewaysOverflow(page);
      await expectNoSeriousAxeViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectNoSeriousAxeViolations(page);
    });

    test("the weekly chart keeps its y-axis numbers: three smaller ticks, the whole chart on screen", async ({
      page,
      request,
    }) => {
      await submitEnquiry(request, `Ishaan Rao ${randomUUID().slice(0, 8)}`, "MVP Development");
      await page.goto("/admin");
      for (const [scheme, width] of [
        ["light", 375],
        ["dark", 320],
      ] as const) {
        await page.setViewportSize({ width, height: 812 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.reload();
        const chart = page.getByRole("figure", { name: /enquir(y|ies) in the 12 weeks from/ });
        const ticks = chart.locator("[data-axis='y'] > li");
        await expect(ticks.filter({ visible: true })).toHaveCount(3);
        const plot = (await chart.getByRole("list", { name: "Weeks" }).boundingBox())!;
        for (const tick of await ticks.filter({ visible: true }).all()) {
          await expect(tick).toHaveText(/^\d+$/);
          const box = (await tick.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(plot.x);
        }
        // The chart fits the card: no sideways scroller to hide the axis, the latest week shown.
        expect(plot.x + plot.width).toBeLessThanOrEqual(width);
        const labels = await chart.locator("[data-axis='x']").evaluateAll((spans) =>
          spans
            .filter((span) => getComputedStyle(span).visibility === "visible")
            .map((span) => span.getBoundingClientRect())
            .map((rect) => [rect.left, rect.right] as const),
        );
        expect(labels.length).toBe(4);
        for (let i = 1; i < labels.length; i++)
          expect(labels[i]![0]).toBeGreaterThan(labels[i - 1]![1]);
        // The latest week's date whole, not cut at the card's edge.
        expect(labels.at(-1)![1], `${width}px`).toBeLessThanOrEqual(plot.x + plot.width + 0.5);
        await expectNoSidewaysOverflow(page);
        await expectNoSeriousAxeViolations(page);
      }
    });

    test("the sources' grouping toggle keeps both options on one row at 375 and 320 px", async ({
      page,
    }) => {
      await page.goto("/admin/sources");
      const toggle = page.getByRole("navigation", { name: "Group by" });
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 700 });
        const [first, second] = await toggle.getByRole("link").all();
        const [a, b] = [(await first!.boundingBox())!, (await second!.boundingBox())!];
        expect(Math.abs(a.y - b.y), `${width}px`).toBeLessThan(1);
        expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
        const frame = (await toggle.boundingBox())!;
        expect(a.x).toBeGreaterThanOrEqual(frame.x);
        expect(b.x + b.width).toBeLessThanOrEqual(frame.x + frame.width);
        expect(frame.x + frame.width).toBeLessThanOrEqual(width);
        for (const link of [first!, second!]) {
          expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        }
        await expectNoSidewaysOverflow(page);
      }
      await expect(toggle.getByRole("link", { name: "Source and campaign" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectNoSeriousAxeViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectNoSeriousAxeViolations(page);
    });

    test("every filter shows its whole choice at 375 and 320 px", async ({ page }) => {
      await page.goto("/admin/enquiries");
      await page.getByText("More filters").click();
      const selects = page.getByRole("search").getByRole("combobox");
      await expect(selects).toHaveCount(6);
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 700 });
        // The chosen option's drawn width against the room beside the select's arrow.
        const cut = await selects.evaluateAll((elements: HTMLSelectElement[]) =>
          elements.flatMap((select) => {
            const style = getComputedStyle(select);
            const context = document.createElement("canvas").getContext("2d")!;
            context.font = style.font;
            const label = select.selectedOptions[0]?.text ?? "";
            const room =
              select.clientWidth -
              parseFloat(style.paddingLeft) -
              parseFloat(style.paddingRight) -
              // Chromium's drop-down arrow.
              20;
            return context.measureText(label).width > room ? [`${select.name}: "${label}"`] : [];
          }),
        );
        expect(cut, `${width}px`).toEqual([]);
      }
    });

    test("the enquiries' search placeholder fits a phone; the label names the field", async ({
      page,
    }) => {
      await page.goto("/admin/enquiries");
      const search = page.getByRole("searchbox", { name: "Search", exact: true });
      await expect(search).toHaveAttribute("placeholder", "Name or email");
      await expect(search).toHaveAccessibleDescription(
        "Also searches the company and the requirements.",
      );
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 700 });
        // The placeholder's drawn width against the room inside the field (no scrollWidth for it).
        const { text, room } = await search.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = style.font;
          return {
            text: context.measureText(input.placeholder).width,
            room:
              input.clientWidth -
              parseFloat(style.paddingLeft) -
              parseFloat(style.paddingRight) -
              // Chromium's clear button, shown only once the field has text.
              20,
          };
        });
        expect(text, `${width}px`).toBeLessThanOrEqual(room);
      }
      await expectNoSeriousAxeViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectNoSeriousAxeViolations(page);
    });
  });
});
