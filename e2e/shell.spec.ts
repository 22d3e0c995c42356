import { expect, test } from "@playwright/test";

import { homePageSchema } from "../content/schemas/home";
import {
  footerCompany,
  footerServices,
  legalLinks,
  serviceMenu,
  serviceMenuLocked,
} from "../content/navigation";

import {
  blockGoogle,
  openHoldingSiteScript,
  presetConsent,
  siteScriptLive,
} from "./support/enquiry";
import { scrollToY, scrollUntilVisible } from "./support/floating";
import { recordReactScripts } from "./support/page-settled";
import { readContentFile } from "../test/content-files";
import { loadSiteConfig } from "../src/config/load-site-config";

const site = loadSiteConfig(process.env);

const { contact: homeContact, hero: homeHero } = readContentFile(
  "content/home/page.yaml",
  homePageSchema,
);

test.describe("home hero", () => {
  test("rotates the four headlines every 3 seconds without live announcements", async ({
    page,
  }) => {
    // The page's clock is ours: on a slow machine real seconds passed before the first check.
    const start = new Date("2026-01-05T10:00:00Z").getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto("/");
    const rotating = page.getByTestId("hero-headline");
    await expect(rotating).toHaveText(homeHero.headlines[0]!);
    await expect(rotating).toHaveAttribute("aria-hidden", "true");
    // The first headline is painted at once (it is the LCP): no fade-in from transparent.
    const animation = () => rotating.evaluate((element) => getComputedStyle(element).animationName);
    expect(await animation()).toBe("none");
    // A second at a time until the page's script has started and turned the first headline.
    let seconds = 0;
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        seconds += 1;
        return rotating.textContent();
      })
      .not.toBe(homeHero.headlines[0]!);
    expect(seconds).toBeLessThanOrEqual(4);
    await expect(rotating).toHaveText(homeHero.headlines[1]!);
    expect(await animation()).not.toBe("none");
    // Then one headline every 3 seconds (3 steps of a second), wrapping after the fourth.
    for (const next of [2, 3, 0]) {
      for (let step = 1; step <= 3; step++) {
        await page.clock.runFor(1_000);
        const shown = await rotating.textContent();
        if (step < 3) expect(shown).toBe(homeHero.headlines[(next + 3) % 4]!);
      }
      await expect(rotating).toHaveText(homeHero.headlines[next]!);
    }
    // Screen readers get every headline once, in the heading, and no live region.
    const heading = page.getByRole("heading", { level: 1 });
    for (const headline of homeHero.headlines) await expect(heading).toContainText(headline);
    await expect(page.locator("main [aria-live]")).toHaveCount(0);
  });

  test("keeps its height when the headline changes, so nothing below moves", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    const before = (await heading.boundingBox())!.height;
    await expect(page.getByTestId("hero-headline")).toHaveText(homeHero.headlines[1]!, {
      timeout: 4500,
    });
    expect((await heading.boundingBox())!.height).toBe(before);
  });

  // The heading reserves the tallest headline's height; a one-line headline under a two-line
  // reservation left a line-high gap above the intro (1280 px: "Build Your MVP Fast").
  test("every headline is as tall as the others at every width: no gap under a short one", async ({
    page,
  }) => {
    await page.goto("/");
    for (const width of [320, 375, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      const heights = await page
        .locator("[data-headline], [data-testid='hero-headline']")
        // The words' own box (each line is a grid item stretched to the cell, so not its box).
        .evaluateAll((lines) =>
          lines.map((line) => {
            const words = document.createRange();
            words.selectNodeContents(line);
            return Math.round(words.getBoundingClientRect().height);
          }),
        );
      expect(heights, `${width} px`).toHaveLength(homeHero.headlines.length + 1);
      expect(new Set(heights).size, `${width} px: ${heights.join(", ")}`).toBe(1);
    }
  });

  test("does not rotate under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    // On the home page only the headline's script asks for the motion setting: its question
    // proves the script has run and chosen, so no fixed pause waits for it.
    await page.addInitScript(() => {
      const ask = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        if (query === "(prefers-reduced-motion: reduce)")
          document.documentElement.dataset.motionAsked = "";
        return ask(query);
      };
    });
    // The page's timers on a clock the test moves (the script starts after the first paint).
    await page.clock.install();
    await page.goto("/");
    const rotating = page.getByTestId("hero-headline");
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return page.locator("html[data-motion-asked]").count();
      })
      .toBe(1);
    // Three of its intervals pass.
    await page.clock.runFor(3 * 3000 + 600);
    await expect(rotating).toHaveText(homeHero.headlines[0]!);
  });

  test("View Case Studies scrolls to the case studies", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "View Case Studies" }).click();
    await expect(page).toHaveURL(/#case-studies$/);
    await expect(page.locator("#case-studies")).toBeInViewport();
  });

  test("home sections carry the specified headings and links", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.locator("#services").getByRole("heading", { name: "Our Services" }),
    ).toBeVisible();
    // Issue 13: the six cards open our onboarding with their service chosen (same tab); issue
    // 36: each also leads to its service's page.
    const services = page.locator("#services");
    const projectLinks = services.getByRole("link", { name: /List Your Project/ });
    await expect(projectLinks).toHaveCount(6);
    await expect(projectLinks.first()).toHaveAttribute("href", /^\/onboarding\?service=/);
    await expect(projectLinks.first()).not.toHaveAttribute("target", "_blank");
    await expect(services.getByRole("button", { name: /List Your Project/ })).toHaveCount(0);
    const pageLinks = services.locator("[data-service-page-link]");
    await expect(pageLinks).toHaveCount(6);
    expect(
      await pageLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual(serviceMenu.map((item) => item.href));
    await expect(
      page.locator("#case-studies").getByRole("link", { name: /Read Case Study/ }),
    ).toHaveCount(3);
    await expect(page.getByRole("link", { name: "View All Case Studies" })).toHaveAttribute(
      "href",
      "/case-studies",
    );
    await expect(
      page.locator("#contact").getByRole("heading", { name: "Let's Build Together" }),
    ).toBeVisible();
  });

  test("loads no React before interaction", async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") bodies.push(response.text());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.locator("astro-island")).toHaveCount(0);
    // React's production build names its error page; no script the page loaded carries it.
    for (const body of await Promise.all(bodies)) expect(body).not.toContain("react.dev/errors");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("paints the first headline, the hero links and the sections", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("hero-headline")).toHaveText(homeHero.headlines[0]!);
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      await expect(hero.getByRole("link", { name: homeHero.primaryCta })).toBeVisible();
      await page.getByRole("link", { name: "View Case Studies" }).click();
      await expect(page.locator("#case-studies")).toBeInViewport();
      await expect(
        page.locator("#contact").getByRole("heading", { name: "Let's Build Together" }),
      ).toBeVisible();
    });
  });
});

test.describe("services menu", () => {
  test("opens on hover and closes on leave", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    const trigger = banner.getByRole("button", { name: "Services" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    for (const item of serviceMenu) {
      const link = banner.getByRole("link", { name: new RegExp(item.name) });
      await expect(link).toBeVisible();
      await expect(link).toContainText(item.description);
      // Each service with its icon, hidden from screen readers (the name says it).
      await expect(link.locator("svg[aria-hidden='true']")).toBeVisible();
    }
    // The six services, then the sales deck in its own group, marked as locked (issue 36).
    expect(serviceMenu).toHaveLength(6);
    await expect(banner.getByRole("link", { name: /AI Safety & Vision/ })).toBeVisible();
    const deck = banner.getByRole("list", { name: serviceMenuLocked.heading }).getByRole("link");
    await expect(deck).toHaveAccessibleName(/^CTO Presentation\s*Locked/);
    await expect(deck).toHaveAttribute("href", "/cto-presentation");
    await page.mouse.move(5, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("opens by keyboard and by click, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/");
    // The menu is the site script's: a key pressed before it starts is lost (raced once in CI).
    await siteScriptLive(page);
    const trigger = page.getByRole("banner").getByRole("button", { name: "Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: new RegExp(serviceMenu[0]!.name) })).toBeFocused();
    await page.keyboard.press("Escape");
    await trigger.dispatchEvent("click");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("is never dead: before the site script arrives hover or focus shows it, and it stays open as the script starts", async ({
    page,
  }) => {
    const release = await openHoldingSiteScript(page);
    const banner = page.getByRole("banner");
    const trigger = banner.getByRole("button", { name: "Services" });
    const first = banner.getByRole("link", { name: new RegExp(serviceMenu[0]!.name) });
    await trigger.hover();
    await expect(first).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(first).toBeHidden();
    await trigger.focus();
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    release();
    await siteScriptLive(page);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(first).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(first).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("marks the current page in the header", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").locator('[aria-current="page"]')).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Blog" })).toHaveAttribute(
      "href",
      "/blog",
    );
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: /List Your Project|Get Started/ })
        .first(),
    ).toHaveAttribute("href", "/onboarding");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("shows the same items and closes on selection", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /menu/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    for (const item of serviceMenu)
      await expect(menu.getByRole("link", { name: new RegExp(item.name) })).toBeVisible();
    for (const name of ["About Us", "Our Process", "Blog", "Careers", "Contact"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: /menu/i })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("mobile menu before the site script", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("its toggle opens and closes it before the script arrives; the script then names the state", async ({
    page,
  }) => {
    const release = await openHoldingSiteScript(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    release();
    await siteScriptLive(page);
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    // A tap outside it (on the header, beside its call to action) closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    const cta = (await page
      .getByRole("banner")
      .getByRole("link", { name: "List Your Project" })
      .boundingBox())!;
    await page.mouse.click(cta.x - 6, cta.y + cta.height / 2);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("floating call-to-action", () => {
  // The home page titles it "Start Your Project" (docs/product.md route table); elsewhere "List Your Project".
  // Issue 23: it shows only once the hero has scrolled away too, and only where no button, link
  // or field of the page is under it (e2e/fixed-elements.spec.ts), so the test scrolls until it shows.
  test("appears after 500 px of scroll and stays hidden once dismissed", async ({
    page,
    context,
    baseURL,
  }) => {
    // Consent answered: while the banner is open the card steps aside (e2e/design.spec.ts).
    await presetConsent(context, baseURL);
    await page.goto("/");
    const cta = page.getByRole("complementary", { name: "Start Your Project" });
    await expect(cta).toHaveCount(0);
    await scrollToY(page, 400);
    await expect(cta).toHaveCount(0);
    const shownAt = await scrollUntilVisible(page, cta, 400);
    expect(shownAt).toBeGreaterThan(500);
    await expect(cta).toContainText("Get expert help");
    await expect(cta.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/onboarding",
    );
    await cta.getByRole("button", { name: "Close" }).click();
    await expect(cta).toHaveCount(0);
    await scrollToY(page, 0);
    await scrollToY(page, shownAt!);
    await expect(cta).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test("lists services, company and legal links and the onboarding button", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const link of [...footerServices, ...footerCompany, ...legalLinks]) {
      await expect(
        footer.getByRole("link", { name: link.name, exact: true }).first(),
      ).toHaveAttribute("href", link.href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    // The home page closes itself (Let's Build Together): its footer has no band of its own.
    await expect(page.locator("[data-closing]")).toHaveCount(1);
    await expect(page.locator("main #contact[data-closing]")).toHaveCount(1);
    await expect(footer.getByRole("link", { name: /List Your Project/ })).toHaveCount(0);
    // A page without its own closing section ends with the footer's band and its button.
    await page.goto("/privacy-policy");
    await expect(footer).toContainText(
      /new brand, not new experience|new brand\. not new experience/i,
    );
    await expect(footer.getByRole("link", { name: /List Your Project/ })).toHaveAttribute(
      "href",
      "/onboarding",
    );
  });

  for (const width of [320, 375, 768, 1024, 1280]) {
    test(`at ${width} px: the link lists side by side, every link and phrase on one line`, async ({
      page,
      baseURL,
    }) => {
      await presetConsent(page.context(), baseURL);
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/contact");
      await page.evaluate(() => document.fonts.ready);
      const footer = page.getByRole("contentinfo");
      const box = async (name: string) =>
        (await footer.getByRole("navigation", { name, exact: true }).boundingBox())!;
      const [brand, services, company] = [
        (await footer.getByRole("link", { name: site.brand.name, exact: true }).boundingBox())!,
        await box("Services"),
        await box("Company"),
      ];
      // Services and Company share a row: never one column of twelve links, never Company
      // alone under the brand with half the footer empty.
      expect(Math.abs(services.y - company.y)).toBeLessThan(1);
      expect(company.x).toBeGreaterThanOrEqual(services.x + services.width);
      expect(company.x + company.width).toBeLessThanOrEqual(width);
      // Under the brand until 1024 px, beside it from there.
      if (width < 1024) expect(services.y).toBeGreaterThan(brand.y + brand.height);
      else expect(services.y).toBeLessThan(brand.y + brand.height);

      // Each link, legal link and sentence of the notice keeps one line.
      const lineCounts = await footer.evaluate((element) => {
        const lines = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 1);
          return new Set(rects.map((rect) => Math.round(rect.top))).size;
        };
        const notice = [...element.querySelectorAll("p")].find((p) =>
          p.textContent!.includes("©"),
        )!;
        const legal = [...element.querySelectorAll("nav[aria-label='Legal'] li")].filter(
          (item) => item.getBoundingClientRect().width > 1,
        );
        return {
          broken: [...element.querySelectorAll("nav a, nav button"), ...notice.children]
            .filter((part) => lines(part) > 1)
            .map((part) => part.textContent!.trim()),
          notice: lines(notice),
          legalRows: new Set(legal.map((item) => Math.round(item.getBoundingClientRect().top)))
            .size,
        };
      });
      expect(lineCounts.broken).toEqual([]);
      // From a tablet up the notice is one line and the legal links one row.
      if (width >= 768) expect(lineCounts).toMatchObject({ notice: 1, legalRows: 1 });
    });
  }
});

test.describe("not found", () => {
  test("answers 404 with the page and logs the path", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => errors.join("\n")).toContain("/no-such-page-here");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("scrolls to the top on every path change", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/privacy-policy/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("static first", () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await presetConsent(context, baseURL);
    await blockGoogle(page);
  });

  test("/about-us runs no React: menus, floating call-to-action and consent are plain scripts", async ({
    page,
  }) => {
    const scripts = recordReactScripts(page);
    await page.goto("/about-us");
    await page.waitForLoadState("load");
    await expect(page.locator("astro-island")).toHaveCount(0);
    // Everything a visitor meets at once works without React.
    const trigger = page.getByRole("banner").getByRole("button", { name: "Services" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 600);
    // It shows once past the hero wherever no control or card is under its corner.
    const floating = page.getByRole("complementary", { name: "List Your Project" });
    expect(await scrollUntilVisible(page, floating, 700)).not.toBeNull();
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeVisible();
    expect(await scripts.react()).toEqual([]);
  });

  test("an enquiry button loads React and the modal only when clicked", async ({ page }) => {
    const scripts = recordReactScripts(page);
    await page.goto("/");
    expect(await scripts.react()).toEqual([]);
    const button = page.getByRole("button", { name: homeContact.direct.enquiryButton });
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await siteScriptLive(page);
    await button.click();
    await expect(page.getByRole("dialog", { name: "Get a Free Consultation" })).toBeVisible();
    expect((await scripts.react()).length).toBeGreaterThan(0);
  });
});
