import { createHash } from "node:crypto";

import { expect, test, type Locator, type Page } from "@playwright/test";

import { thankYouMeta } from "../content/page-meta";
import { thankYouPageSchema } from "../content/schemas/thank-you";
import { loadSiteConfig } from "../src/config/load-site-config";
import { fillTokens } from "../src/lib/fill-tokens";
import { readContentFile } from "../test/content-files";

import { blockGoogle, expectNoSeriousAxeViolations, presetConsent } from "./support/enquiry";
import { pageWorkDone } from "./support/page-settled";

const thankYouCopy = readContentFile("content/thank-you/page.yaml", thankYouPageSchema);
const site = loadSiteConfig(process.env);

const booking = new URLSearchParams({
  event_type_name: "30 Minute Discovery Call",
  event_start_time: "2025-03-04T10:00:00+05:30",
  invitee_full_name: "Asha Rao",
  invitee_email: "asha@example.com",
  invitee_uuid: "INV-777",
});

type GtagCall = { args: unknown[]; url: string };

/** A stub window.gtag that records each call and the address at that moment. */
async function stubGtag(page: Page) {
  await page.addInitScript(() => {
    const calls: { args: unknown[]; url: string }[] = [];
    (window as unknown as { __gtagCalls: typeof calls }).__gtagCalls = calls;
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => {
      calls.push({ args: JSON.parse(JSON.stringify(args)), url: window.location.href });
    };
  });
}

async function gtagEvents(page: Page): Promise<GtagCall[]> {
  const calls = await page.evaluate(
    () => (window as unknown as { __gtagCalls: GtagCall[] }).__gtagCalls,
  );
  return calls.filter((call) => call.args[0] === "event");
}

test.describe("thank-you views", () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await presetConsent(context, baseURL);
    await blockGoogle(page);
  });

  test("the booking view greets the invitee, shows the meeting in India time and survives a reload", async ({
    page,
  }) => {
    await page.goto(`/thank-you?${booking}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Asha!");
    await expect(page.getByText("Your 30 Minute Discovery Call is confirmed.")).toBeVisible();
    const card = page.getByRole("region", { name: "Meeting Details" });
    for (const text of [
      "30 Minute Discovery Call",
      "Tuesday, 4 March 2025",
      "10:00 am IST",
      "Asha Rao",
      "asha@example.com",
      thankYouCopy.booking.invitation,
      "24 hours before",
    ]) {
      await expect(card).toContainText(text);
    }
    // The call is booked: its own next steps, and no button to schedule one.
    const bookedNext = async () => {
      await expect(page.getByRole("region", { name: thankYouCopy.next.heading })).toContainText(
        thankYouCopy.booking.nextSteps[0]!.title,
      );
      await expect(page.getByRole("link", { name: thankYouCopy.next.scheduleButton })).toHaveCount(
        0,
      );
    };
    await bookedNext();
    // Personal data is gone from the address bar.
    await expect(page).toHaveURL(/\/thank-you$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Asha!");
    await expect(page.getByRole("region", { name: "Meeting Details" })).toContainText(
      "10:00 am IST",
    );
    // Restored from the tab's storage, the steps follow the booking too.
    await bookedNext();
  });

  test("accepts the product's start_time", async ({ page }) => {
    await page.goto("/thank-you?start_time=2025-03-04T04%3A30%3A00Z&invitee_full_name=Ravi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Ravi!");
    await expect(page.getByRole("region", { name: "Meeting Details" })).toContainText(
      "10:00 am IST",
    );
  });

  test("the general view mentions WhatsApp and links onwards", async ({ page }) => {
    const response = await page.goto("/thank-you");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYouCopy.general.heading);
    await expect(page.getByRole("main")).toContainText("WhatsApp message");
    await expect(page.getByRole("link", { name: /^\+91/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(page.getByRole("heading", { name: "What Happens Next?" })).toBeVisible();
    const schedule = page.getByRole("link", { name: /Schedule a Meeting Now/ });
    // Our own booking page, in the same tab.
    await expect(schedule).not.toHaveAttribute("target", "_blank");
    await expect(schedule).toHaveAttribute("href", "/book");
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/cto-services"]')).toBeVisible();
    await expect(main.locator('a[href="/case-studies"]')).toBeVisible();
    // The founder's name from the site's settings, in place of {founder}.
    await expect(main.locator(`a[href="${site.founder.experiencePath}"]`)).toHaveText(
      fillTokens(thankYouCopy.explore.founderLink, { founder: site.founder.name }),
    );
    await expect(main.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  for (const view of ["general", "booking"] as const) {
    test(`the ${view} view: the site's tinted band and cards in the dark theme, one centred axis`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(view === "booking" ? `/thank-you?${booking}` : "/thank-you");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      const next = page.getByRole("region", { name: thankYouCopy.next.heading });
      const colours = await next.evaluate((section) => {
        const token = (name: string) => {
          const probe = document.createElement("div");
          probe.style.backgroundColor = `var(--color-${name})`;
          document.body.append(probe);
          const colour = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return colour;
        };
        return {
          band: getComputedStyle(section).backgroundColor,
          cards: [...section.querySelectorAll("[data-next-steps] > li")].map(
            (card) => getComputedStyle(card).backgroundColor,
          ),
          tinted: token("surface-tinted"),
          raised: token("surface-raised"),
        };
      });
      // The palette's tinted band with raised cards on it, as every other page's sections.
      expect(colours.band).toBe(colours.tinted);
      expect(colours.cards).toEqual([colours.raised, colours.raised, colours.raised]);

      // The hero is centred: so are the headings below it, the button and the links.
      const middle = async (locator: Locator) => {
        const box = (await locator.boundingBox())!;
        return box.x + box.width / 2;
      };
      const axis = await middle(page.getByRole("heading", { level: 1 }));
      const below = [
        next.getByRole("heading", { name: thankYouCopy.next.heading }),
        next.getByRole("heading", { name: thankYouCopy.explore.heading }),
        next.getByRole("link", { name: thankYouCopy.explore.servicesLink }),
        next.getByText(thankYouCopy.explore.emailPrefix),
        ...(view === "general"
          ? [next.getByRole("link", { name: thankYouCopy.next.scheduleButton })]
          : []),
      ];
      for (const part of below) {
        // The box of its words: a block heading is as wide as the column, its text need not be.
        const words = await part.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const { x, width } = range.getBoundingClientRect();
          return { x, width };
        });
        expect(Math.abs(words.x + words.width / 2 - axis), await part.innerText()).toBeLessThan(2);
      }
      expect(await middle(next.locator("[data-next-steps]"))).toBeCloseTo(axis, 0);
    });
  }

  test("markup in query values is shown as plain text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const evil = new URLSearchParams({
      event_type_name: '<script>alert("x")</script><img src=x onerror="window.__xss=1">Demo',
      invitee_full_name: "<b>Mallory</b> Jones",
      start_time: "2025-03-04T04:30:00Z",
    });
    await page.goto(`/thank-you?${evil}`);
    const card = page.getByRole("region", { name: "Meeting Details" });
    await expect(card).toContainText('img src=x onerror="window.__xss=1"Demo');
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, bMallory/b!");
    await expect(page.locator("main img, main b")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(
      undefined,
    );
    expect(await card.innerHTML()).not.toContain("<script");
    expect(dialogs).toBe(0);
  });
});

test.describe("first paint", () => {
  /** Whether the HTML has `text` (a boolean, so a failure does not print the whole page). */
  const has = (html: string, text: string) => html.includes(text);

  test("the server's HTML already holds the booking view, before any script runs", async ({
    request,
  }) => {
    const response = await request.get(`/thank-you?${booking}`);
    expect(response.status()).toBe(200);
    // Personal data in the answer: no cache may keep it.
    expect(response.headers()["cache-control"]).toMatch(/no-store/);
    const html = await response.text();
    for (const text of [
      "Thank you, Asha!",
      "Your 30 Minute Discovery Call is confirmed.",
      "Meeting Details",
      "Tuesday, 4 March 2025",
      "10:00 am IST",
      "asha@example.com",
    ]) {
      expect(has(html, text), text).toBe(true);
    }
    expect(has(html, thankYouCopy.general.text)).toBe(false);
    expect(has(html, thankYouCopy.next.scheduleButton)).toBe(false);
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);

    const general = await (await request.get("/thank-you?lead=lead-1")).text();
    expect(has(general, thankYouCopy.general.text)).toBe(true);
    expect(has(general, "Meeting Details")).toBe(false);
  });

  test("the server escapes markup from the query", async ({ request }) => {
    const evil = new URLSearchParams({
      event_type_name: '<script>alert("x")</script><img src=x onerror="alert(1)">Demo',
      invitee_full_name: "<b>Mallory</b>",
    });
    const html = await (await request.get(`/thank-you?${evil}`)).text();
    expect(has(html, "Thank you, bMallory/b!")).toBe(true);
    expect(has(html, "<script>alert")).toBe(false);
    expect(has(html, 'alert("x")')).toBe(false);
    expect(has(html, "<img src=x")).toBe(false);
    expect(has(html, "<b>Mallory")).toBe(false);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a visitor back from the scheduling page sees the booking view", async ({ page }) => {
      await page.goto(`/thank-you?${booking}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Asha!");
      await expect(page.getByRole("region", { name: "Meeting Details" })).toContainText(
        "10:00 am IST",
      );
    });
  });

  test("every inline script is allowed by the answer's own policy, by hash", async ({
    request,
  }) => {
    for (const path of ["/thank-you", `/thank-you?${booking}`]) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"] ?? "";
      const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src"));
      expect(scriptSrc, path).toBeDefined();
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      const html = await response.text();
      const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!),
      );
      for (const [, , body] of inline) {
        const hash = createHash("sha256").update(body!, "utf8").digest("base64");
        expect(scriptSrc, path).toContain(`'sha256-${hash}'`);
      }
    }
  });

  test("answers 405 to anything but GET and HEAD, with the security headers", async ({
    request,
  }) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch(`/thank-you?${booking}`, { method, data: "x=1" });
      expect(response.status(), method).toBe(405);
      expect(response.headers()["allow"]).toBe("GET, HEAD");
      expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(await response.text()).not.toContain("Asha");
    }
    expect((await request.head("/thank-you")).status()).toBe(200);
  });
});

test.describe("conversions", () => {
  test("fire through window.gtag only after consent, once per enquiry", async ({ page }) => {
    const google = await blockGoogle(page);
    await stubGtag(page);
    await page.goto("/thank-you?lead=lead-123");
    await expect(page).toHaveURL(/\/thank-you$/);
    // The page reports on DOMContentLoaded, a task later: by now it has decided.
    await pageWorkDone(page);
    expect(await gtagEvents(page)).toEqual([]);
    expect(google).toEqual([]);

    await page.getByRole("button", { name: "Accept all" }).click();
    await expect.poll(async () => (await gtagEvents(page)).length).toBe(4);
    const events = await gtagEvents(page);
    expect(events.map((call) => call.args)).toEqual([
      [
        "event",
        "conversion",
        { send_to: "AW-1111111/labelA", value: 1499, currency: "INR", transaction_id: "lead-123" },
      ],
      [
        "event",
        "conversion",
        { send_to: "AW-2222222/labelB", value: 1499, currency: "INR", transaction_id: "lead-123" },
      ],
      ["event", "page_view", expect.objectContaining({ page_title: "Thank You" })],
      ["event", "generate_lead", { value: 1499, currency: "INR", transaction_id: "lead-123" }],
    ]);
    const allCalls = await page.evaluate(
      () => (window as unknown as { __gtagCalls: GtagCall[] }).__gtagCalls,
    );
    // No tag call ever saw the query string.
    expect(allCalls.every((call) => !call.url.includes("?"))).toBe(true);

    await page.reload();
    await pageWorkDone(page);
    expect(await gtagEvents(page)).toEqual([]);
  });

  test("a booking reports invitee_uuid as the transaction once", async ({
    page,
    context,
    baseURL,
  }) => {
    await presetConsent(context, baseURL, { analytics: true, functional: true, marketing: true });
    await blockGoogle(page);
    await stubGtag(page);
    await page.goto(`/thank-you?${booking}`);
    await expect.poll(async () => (await gtagEvents(page)).length).toBe(4);
    const events = await gtagEvents(page);
    for (const call of events.filter((c) => c.args[1] !== "page_view")) {
      expect(call.args[2]).toMatchObject({
        transaction_id: "INV-777",
        value: 1499,
        currency: "INR",
      });
      expect(call.url).toMatch(/\/thank-you$/);
    }
    await page.goto(`/thank-you?${booking}`);
    await pageWorkDone(page);
    expect(await gtagEvents(page)).toEqual([]);
  });

  test("nothing is reported when the visitor rejects", async ({ page }) => {
    const google = await blockGoogle(page);
    await stubGtag(page);
    await page.goto("/thank-you?lead=lead-999");
    await page.getByRole("button", { name: "Reject all" }).click();
    // The choice is made (the banner closes in the same task that announces it) and no tag added.
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeHidden();
    await expect(page.locator("script#google-tag")).toHaveCount(0);
    expect(await gtagEvents(page)).toEqual([]);
    expect(google).toEqual([]);
  });

  test("without a gtag function only a warning is logged", async ({ page, context, baseURL }) => {
    // Analytics allowed, but Google's script blocked and the page's gtag removed.
    await presetConsent(context, baseURL, { analytics: true, functional: false, marketing: false });
    await blockGoogle(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, "gtag", {
        configurable: false,
        get: () => undefined,
        set: () => {},
      });
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/thank-you?lead=lead-555");
    await expect.poll(() => warnings.join("\n")).toContain("window.gtag");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYouCopy.general.heading);
    // Only resource noise (blocked Google, prefetches of pages not built yet); no script error.
    expect(errors.filter((e) => !/Failed to load resource|ERR_FAILED|net::/.test(e))).toEqual([]);
  });
});

for (const width of [375, 1280]) {
  test.describe(`thank-you accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("both views have no serious axe violations and no horizontal scroll", async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await presetConsent(context, baseURL);
      await blockGoogle(page);
      for (const path of ["/thank-you", `/thank-you?${booking}`]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(thankYouMeta.title);
        await expectNoSeriousAxeViolations(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      }
    });
  });
}
