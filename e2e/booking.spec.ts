import { randomUUID } from "node:crypto";

import { expect, test, type Browser, type Page } from "@playwright/test";

import { bookingCopy } from "../content/booking-copy";
import { VALID_LEAD, expectNoSeriousAxeViolations, presetConsent } from "./support/enquiry";
import { expectNoSidewaysOverflow, signInAsOwner } from "./support/owner";

/**
 * Discovery calls booked on the site (issue 40): /book with JavaScript and without, the mail's
 * manage link (move, cancel) and the slot offered again, the race's message, the owner's Calls
 * page. The e2e server has one owner who takes calls (BOOKING_OWNERS), so a booked time leaves
 * the page. Each test books on a day of its own, so they never race each other.
 */
const OWNER = "owner-16@e2e.example";
/** This run's mark on the visitors' addresses: the database may keep an earlier run's calls. */
const RUN = randomUUID().slice(0, 8);

const days = (page: Page) => page.locator('section[aria-labelledby="booking-days-title"] a');
const times = (page: Page) => page.locator('section[aria-labelledby="booking-times-title"] a');

async function fillDetails(page: Page, name: string, email: string) {
  await page.getByRole("textbox", { name: bookingCopy.form.name }).fill(name);
  await page.getByRole("textbox", { name: bookingCopy.form.email, exact: true }).fill(email);
  await page.getByRole("textbox", { name: /^A line about your project/ }).fill("A clinic app");
}

/** The link to one time on /book (its day's page). */
const timeLink = (page: Page, start: string) =>
  page.locator(
    `section[aria-labelledby="booking-times-title"] a[href*="slot=${encodeURIComponent(start)}"]`,
  );

/** Books the first time of the `dayIndex`-th open day without JavaScript; returns its start. */
async function bookWithoutJs(browser: Browser, baseURL: string | undefined, dayIndex: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await presetConsent(context, baseURL);
  const page = await context.newPage();
  await page.goto("/book");
  await days(page).nth(dayIndex).click();
  await times(page).first().click();
  const chosen = new URL(page.url()).searchParams;
  const start = chosen.get("slot")!;
  const day = chosen.get("day")!;
  await fillDetails(page, "Ravi Kumar", `ravi-${dayIndex}-${RUN}@example.com`);
  await page.getByRole("button", { name: bookingCopy.form.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Ravi!");
  return { context, page, start, day };
}

test.describe("booking a discovery call", () => {
  test("with JavaScript: the visitor's zone, one screen, the thank-you view; axe clean", async ({
    browser,
    baseURL,
  }) => {
    // Six axe runs on a shared machine.
    test.slow();
    const context = await browser.newContext({ timezoneId: "Europe/London", baseURL });
    await presetConsent(context, baseURL);
    const page = await context.newPage();
    await page.goto("/book");
    // Detected, and changeable; India time alongside every time.
    await expect(page.getByRole("combobox", { name: bookingCopy.zone.label })).toHaveValue(
      "Europe/London",
    );
    await days(page).nth(1).click();
    await expect(times(page).first()).toContainText("India");
    const url = page.url();
    await times(page).first().click();
    // The same page: no navigation, the form beside the times.
    await expect(page.locator("[data-booking-chosen]")).toBeVisible();
    expect(page.url()).not.toBe(url);
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((value) => {
        localStorage.setItem("theme", value);
        document.documentElement.dataset.theme = value;
      }, theme);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoSidewaysOverflow(page);
        await expectNoSeriousAxeViolations(page);
      }
    }
    await fillDetails(page, "Asha Rao", `asha-js-${RUN}@example.com`);
    await page.getByRole("button", { name: bookingCopy.form.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Asha!");
    const details = page.getByRole("region", { name: "Meeting Details" });
    await expect(details).toContainText(bookingCopy.eventName);
    await expect(details).toContainText(/GMT|BST/);
    await expect(details).toContainText(`asha-js-${RUN}@example.com`);
    // The token left the address bar before any tag could read it.
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("link", { name: bookingCopy.manage.link })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeViolations(page);
    }
    await context.close();
  });

  test("without JavaScript: days, times, form; the time is gone, a second try gets the next ones; cancel frees it", async ({
    browser,
    baseURL,
  }) => {
    const { context, page, start, day } = await bookWithoutJs(browser, baseURL, 2);
    const manage = await page
      .getByRole("link", { name: bookingCopy.manage.link })
      .getAttribute("href");

    // Taken: not offered, and a form sent for it anyway says so with the next free times.
    await page.goto(`/book?day=${day}`);
    await expect(times(page).first()).toBeVisible();
    await expect(timeLink(page, start)).toHaveCount(0);
    const racer = await page.request.post("/book", {
      headers: { Origin: new URL(baseURL!).origin },
      form: {
        slotStart: start,
        name: "Mina Shah",
        email: `mina-${RUN}@example.com`,
        tz: "Asia/Kolkata",
      },
    });
    expect(racer.status()).toBe(409);
    const body = await racer.text();
    expect(body).toContain(bookingCopy.taken.heading);
    // The next free times to pick from, in the form with everything typed.
    expect(body).toContain(bookingCopy.taken.pick);
    expect(body).toContain('type="radio"');
    expect(body).toContain('value="Mina Shah"');

    // The mail's link: cancel, and the time is offered again.
    await page.goto(manage!);
    await page.getByRole("button", { name: bookingCopy.manage.cancelSubmit }).click();
    await expect(page.locator("[data-manage-notice]")).toHaveText(bookingCopy.manage.cancelled);
    await page.goto(`/book?day=${day}`);
    await expect(timeLink(page, start)).toHaveCount(1);
    await context.close();
  });

  test("reschedule from the mail's link moves the call and frees the old time", async ({
    browser,
    baseURL,
  }) => {
    const { context, page, start, day } = await bookWithoutJs(browser, baseURL, 3);
    await page.getByRole("link", { name: bookingCopy.manage.link }).click();
    await expect(page.getByRole("heading", { name: bookingCopy.manage.heading })).toBeVisible();
    const before = await page.locator("[data-booking-when]").textContent();
    await days(page).nth(3).click();
    await times(page).nth(2).click();
    await page.getByRole("button", { name: bookingCopy.manage.moveSubmit }).click();
    await expect(page.locator("[data-manage-notice]")).toHaveText(bookingCopy.manage.moved);
    await expect(page.locator("[data-booking-when]")).not.toHaveText(before!);
    await page.goto(`/book?day=${day}`);
    await expect(timeLink(page, start)).toHaveCount(1);
    await context.close();
  });

  test("the owner's Calls page lists the call with its enquiry, and cancels it; axe clean", async ({
    browser,
    baseURL,
    page,
  }) => {
    test.slow();
    const { context } = await bookWithoutJs(browser, baseURL, 4);
    await context.close();
    await signInAsOwner(page, OWNER, "/admin/calls");
    const row = page.locator("tr", { hasText: `ravi-4-${RUN}@example.com` });
    await expect(row).toContainText("Ravi Kumar");
    await expect(row.getByRole("link", { name: "Ravi Kumar" })).toHaveAttribute(
      "href",
      /^\/admin\/enquiries\//,
    );
    // The time with its weekday (the zone named once, above); the signed-in owner's own call
    // reads "You"; a call booked without an enquiry came directly, in words.
    await expect(page.getByText(/Times in India \(GMT\+5:30\)/)).toBeVisible();
    await expect(row.getByRole("cell").first()).toHaveText(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m/,
    );
    await expect(row.getByRole("cell").nth(2)).toHaveText("You");
    const source = row.getByRole("cell").nth(4);
    await expect(source.locator("p").first()).toHaveText("Direct");
    await expect(source.locator("p").nth(1)).toHaveText("No campaign");
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((value) => {
        localStorage.setItem("theme", value);
        document.documentElement.dataset.theme = value;
      }, theme);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoSidewaysOverflow(page);
        await expectNoSeriousAxeViolations(page);
      }
    }
    // The enquiry's activity log shows the booking.
    await row.getByRole("link", { name: "Ravi Kumar" }).click();
    await expect(page.getByText(/^Discovery call booked for/)).toBeVisible();
    await page.goBack();
    await row.getByRole("button", { name: "Cancel the call with Ravi Kumar" }).click();
    await expect(page.getByRole("status")).toHaveText(/The call is cancelled/);
    await expect(page.locator("tr", { hasText: `ravi-4-${RUN}@example.com` })).toContainText(
      "Cancelled",
    );
  });

  test("after an enquiry, the thank-you page's button opens /book prefilled, and the call joins it", async ({
    page,
    baseURL,
    context,
  }) => {
    await presetConsent(context, baseURL);
    const email = `prefill-${RUN}@example.com`;
    const created = await page.request.post("/api/leads", {
      data: { ...VALID_LEAD, email, serviceType: "MVP Development" },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/thank-you?lead=${id}`);
    await page.getByRole("link", { name: /Schedule a Meeting Now/ }).click();
    await expect(page).toHaveURL(/\/book\?ref=/);
    await days(page).nth(5).click();
    await times(page).first().click();
    await expect(page.getByText(bookingCopy.form.prefilled)).toBeVisible();
    await expect(page.getByRole("textbox", { name: bookingCopy.form.name })).toHaveValue(
      VALID_LEAD.name,
    );
    await expect(
      page.getByRole("textbox", { name: bookingCopy.form.email, exact: true }),
    ).toHaveValue(email);
    await page.getByRole("button", { name: bookingCopy.form.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Asha!");
    // The call joined the enquiry: its activity log says so.
    await signInAsOwner(page, OWNER, `/admin/enquiries/${id}`);
    await expect(page.getByText(/^Discovery call booked for/)).toBeVisible();
  });
});
