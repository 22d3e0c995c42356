import { expect, test, type Page } from "@playwright/test";

import {
  blockGoogle,
  expectNoSeriousAxeViolations,
  openHoldingSiteScript,
  presetConsent,
  siteScriptLive,
} from "./support/enquiry";
import { pageWorkDone } from "./support/page-settled";

const SIX_MONTHS_DAYS = 180;

async function consentCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === "site_consent");
}

/** The dataLayer as plain arrays (gtag pushes `arguments` objects). */
async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      JSON.parse(JSON.stringify(Array.from(entry))),
    ),
  );
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });

test.describe("consent banner", () => {
  test("first visit: nothing goes to Google until the visitor accepts", async ({ page }) => {
    const google = await blockGoogle(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    for (const name of ["Accept all", "Reject all", "Preferences"]) {
      await expect(banner(page).getByRole("button", { name })).toBeVisible();
    }
    // The site script has started (it would add the tag in the same task): no tag.
    await siteScriptLive(page);
    await expect(page.locator("script#google-tag")).toHaveCount(0);
    expect(google).toEqual([]);
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);

    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => google.some((url) => url.includes("gtag/js?id=G-TEST1234"))).toBe(true);
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual([
      "consent",
      "default",
      {
        security_storage: "denied",
        functionality_storage: "denied",
        personalization_storage: "denied",
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
    expect(layer[1]).toEqual([
      "consent",
      "update",
      {
        security_storage: "granted",
        functionality_storage: "granted",
        personalization_storage: "granted",
        analytics_storage: "granted",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
      },
    ]);
    expect(layer).toContainEqual(["config", "G-TEST1234"]);

    const cookie = await consentCookie(page);
    expect(cookie?.value).toMatch(/^v1\.a1\.f1\.m1\.\d+$/);
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(SIX_MONTHS_DAYS);
    expect(days).toBeLessThan(190);

    // The choice is remembered: no banner, and the tag loads on the next page.
    google.length = 0;
    await page.goto("/contact");
    await siteScriptLive(page);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => google.length).toBeGreaterThan(0);
  });

  test("Reject all keeps Google out for good", async ({ page }) => {
    const google = await blockGoogle(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(page))?.value).toMatch(/^v1\.a0\.f0\.m0\.\d+$/);
    await page.reload();
    await siteScriptLive(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator("script#google-tag")).toHaveCount(0);
    expect(google).toEqual([]);
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
  });

  test("Preferences: Essential always on, each category chosen on its own", async ({ page }) => {
    const google = await blockGoogle(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Preferences" }).click();
    const essential = banner(page).getByRole("switch", { name: /Essential/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    for (const name of ["Analytics", "Functional", "Marketing"]) {
      await expect(banner(page).getByRole("switch", { name })).not.toBeChecked();
    }
    await banner(page).getByRole("switch", { name: "Analytics" }).check();
    await banner(page).getByRole("button", { name: "Save preferences" }).click();
    expect((await consentCookie(page))?.value).toMatch(/^v1\.a1\.f0\.m0\.\d+$/);
    await expect.poll(() => google.length).toBeGreaterThan(0);
    const layer = await dataLayer(page);
    expect(layer[1]).toEqual([
      "consent",
      "update",
      expect.objectContaining({
        security_storage: "granted",
        analytics_storage: "granted",
        functionality_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      }),
    ]);
  });

  test("the banner is in the first paint, before any script of ours, and shifts no layout", async ({
    page,
  }) => {
    await blockGoogle(page);
    // The site script never arrives: the banner is shown by the head script and CSS alone.
    await page.route(/site-behaviour-script[^/]*\.js$/, (route) => route.abort());
    await page.addInitScript(() => {
      const state = window as unknown as { bannerShifted: boolean };
      state.bannerShifted = false;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources: { node?: Node }[];
        })[]) {
          // The banner itself moving, not the text inside it: a web font arriving on a cold
          // load reflows the banner's words, which is the font's doing, not the banner's.
          if (
            entry.sources.some(
              (source) =>
                source.node instanceof Element && source.node.matches("[data-consent-banner]"),
            )
          ) {
            state.bannerShifted = true;
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/contact");
    await expect(banner(page)).toBeVisible();
    // Loaded, and two frames and an idle moment since: every shift has been reported.
    await pageWorkDone(page);
    expect(
      await page.evaluate(() => (window as unknown as { bannerShifted: boolean }).bannerShifted),
    ).toBe(false);
    // A saved choice: no banner from the first paint on.
    await page.context().addCookies([
      {
        name: "site_consent",
        value: `v1.a0.f0.m0.${Math.floor(Date.now() / 1000)}`,
        url: page.url(),
      },
    ]);
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test("a press on the banner before the site script arrives is carried out when it does", async ({
    page,
    context,
  }) => {
    const release = await openHoldingSiteScript(page);
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("site_consent");
    release();
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === "site_consent")?.value)
      .toMatch(/^v1\.a0\.f0\.m0\./);
  });

  test("Preferences pressed before the site script arrives stay open when it does", async ({
    page,
  }) => {
    const release = await openHoldingSiteScript(page);
    await banner(page).getByRole("button", { name: "Preferences" }).click();
    release();
    // The script's first view (the banner) came after the replayed press and closed it once.
    await expect(banner(page).getByRole("switch", { name: "Analytics" })).toBeVisible();
  });

  test("Cookie settings pressed before the site script arrives opens the settings when it does", async ({
    page,
    context,
    baseURL,
  }) => {
    await presetConsent(context, baseURL, { analytics: true, functional: true, marketing: false });
    const release = await openHoldingSiteScript(page);
    await expect(banner(page)).toBeHidden();
    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.click();
    release();
    await expect(banner(page).getByRole("switch", { name: "Analytics" })).toBeChecked();
    await expect(banner(page).getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toBeHidden();
    // Focus returns to the button that was pressed while the script was away.
    await expect(settings).toBeFocused();
  });

  test("Functional alone does not load the Google tag", async ({ page }) => {
    const google = await blockGoogle(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Preferences" }).click();
    await banner(page).getByRole("switch", { name: "Functional" }).check();
    await banner(page).getByRole("button", { name: "Save preferences" }).click();
    // Saved (the banner closes in the task that applies the choice), and no tag was added.
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("script#google-tag")).toHaveCount(0);
    expect(google).toEqual([]);
  });

  test("Cookie settings in the footer reopens it; withdrawing removes Google's cookies", async ({
    page,
    context,
    baseURL,
  }) => {
    await blockGoogle(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await context.addCookies(
      ["_ga", "_ga_TEST1234", "_gid", "_gcl_au"].map((name) => ({
        name,
        value: "GA1.1.123",
        url: baseURL!,
      })),
    );
    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { name: "Cookies on this site" })).toBeFocused();
    // The saved choice is shown.
    await expect(banner(page).getByRole("switch", { name: "Marketing" })).toBeChecked();
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain("site_consent");
    for (const name of ["_ga", "_ga_TEST1234", "_gid", "_gcl_au"])
      expect(names).not.toContain(name);
    const layer = await dataLayer(page);
    expect(layer.at(-1)).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" }),
    ]);
  });

  test("while open at the bottom, the page can scroll clear of it; the room goes once answered", async ({
    page,
    baseURL,
  }) => {
    await blockGoogle(page);
    // Below 1024 px a first visit has it in the flow at the top (no room needed:
    // e2e/fixed-elements.spec.ts); reopened from "Cookie settings" it sits at the bottom. On a
    // laptop it is a card in the top-right corner (issue 23) and the page needs no room.
    await presetConsent(page.context(), baseURL);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    // "Cookie settings" answers once the site script is wired.
    await siteScriptLive(page);
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page)).toBeVisible();
    // The room is the footer's own (its colour to the end of the page, no band of page below).
    const room = () =>
      page.evaluate(() => {
        const footer = document.querySelector("[data-site-footer]")!;
        const end = footer.getBoundingClientRect().bottom + window.scrollY;
        if (Math.abs(end - document.documentElement.scrollHeight) > 1) return -1;
        return parseFloat(getComputedStyle(footer).paddingBottom);
      });
    // The site script sets the room after the banner has laid out (a frame or so later).
    const height = (await banner(page).boundingBox())!.height;
    await expect.poll(room).toBeGreaterThanOrEqual(height);
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(room).toBe(0);
  });

  test("a consent:open event reopens it (the cookie policy page uses this)", async ({ page }) => {
    await blockGoogle(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("consent:open")));
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("switch", { name: "Analytics" })).not.toBeChecked();
  });
});

for (const width of [375, 1280]) {
  test.describe(`consent accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the banner and its preferences have no serious axe violations", async ({ page }) => {
      test.setTimeout(120_000);
      await blockGoogle(page);
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await banner(page).getByRole("button", { name: "Preferences" }).click();
      await expectNoSeriousAxeViolations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  });
}
