import { createHash } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { blogCategories, blogCategoryPath, blogPostPath } from "../content/blog-copy";
import { loadSiteConfig } from "../src/config/load-site-config";
import { caseStudyPath } from "../src/features/case-studies/case-studies";
import { THEME_SCRIPT } from "../src/lib/theme-script.mjs";
import { indexedFixedPaths } from "../content/fixed-pages";
import { readBlockPages } from "../test/block-pages";
import { readCaseStudies } from "../test/case-study-files";

import { readPostFiles } from "./support/blog-posts";
import { presetConsent } from "./support/enquiry";
import { scrollToY, scrollUntilVisible } from "./support/floating";
import {
  gridRuns,
  labelsPerDestination,
  primariesSharingAScreen,
  primaryButtons,
  sectionGrids,
} from "./support/page-rhythm";

/**
 * The design system's promises (issue 13), checked on every route: no text overflows its box at
 * 320, 375, 768 and 1280 px, no button breaks its label, no placeholder is cut, a hero's pair of
 * buttons is one row where it fits, the header is one row of at most 72 px, the consent banner stays compact,
 * fixed elements never overlap, the theme toggle persists and paints without a flash, and axe
 * finds no serious or critical violation in either theme.
 */

const site = loadSiteConfig(process.env);

/** Requests to Google's hosts are blocked (by host: `/google-ads-marketing` is one of ours). */
const blockGoogle = (page: Page) =>
  page.route(/^https?:\/\/[^/]*(google|doubleclick)[^/]*\//, (route) => route.abort());

/** Every page of the sitemap (a test below holds this list to the built sitemap). */
const ROUTES = [
  ...indexedFixedPaths(),
  ...readBlockPages()
    .filter((page) => !page.noindex)
    .map((page) => page.path),
  site.founder.experiencePath,
  ...readPostFiles().map((post) => blogPostPath(post.slug)),
  ...blogCategories.map((category) => blogCategoryPath(category.slug)),
  ...readCaseStudies().map((study) => caseStudyPath(study.slug)),
];

/**
 * The pages that are themselves the action, or its answer: no closing section may close them
 * (docs/design-system.md "Calls to action"). Every other page has exactly one.
 */
const UNCLOSED = new Set(["/onboarding", "/contact", "/thank-you", "/book"]);

/**
 * A page's calls to action, as a visitor scrolls it (docs/design-system.md "Calls to action" and
 * "Section bands"): one closing section, never three card grids in a row (at 1280 px), one
 * primary button per screen (1280 and 375 px), and one label for the buttons that lead to one
 * place.
 */
async function callsToActionProblems(page: Page, route: string): Promise<string[]> {
  const problems: string[] = [];
  const closings = await page.locator("[data-closing]").count();
  const expected = UNCLOSED.has(route) ? 0 : 1;
  if (closings !== expected) problems.push(`${closings} closing sections, not ${expected}`);
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (width === 1280) {
      for (const run of gridRuns(await sectionGrids(page)))
        problems.push(`three card grids in a row: ${run}`);
    }
    for (const pair of await primariesSharingAScreen(page, height))
      problems.push(`${width}px: two primary buttons on one screen: ${pair}`);
    // The first screen with the header: its own call to action is an outline, so it never adds
    // a second green button beside the hero's.
    const firstScreen = (await primaryButtons(page, ["header", "main"])).filter(
      (button) => button.top < height,
    );
    if (firstScreen.length > 1)
      problems.push(
        `${width}px: ${firstScreen.length} primary buttons on the first screen: ${firstScreen.map((button) => `"${button.label}"`).join(", ")}`,
      );
    for (const clash of labelsPerDestination(await primaryButtons(page)))
      problems.push(`${width}px: ${clash}`);
  }
  return problems;
}

const DECK_PATH = "/cto-presentation";
const DECK_PASSWORD = "e2e-deck-password";

type Box = { what: string; x: number; y: number; width: number; height: number };

/**
 * Text containers whose content is wider than their box. Inline boxes have no client width, so
 * only block-level boxes count; elements made to scroll sideways (code, wide tables inside an
 * `overflow-x: auto` wrapper) and visually hidden ones (`sr-only`) are left out on purpose.
 */
function overflowingText(page: Page) {
  return page.evaluate(() => {
    const SELECTOR =
      "h1, h2, h3, h4, h5, h6, p, a, button, li, dt, dd, label, th, td, figcaption, blockquote, summary, span";
    const scrolls = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (node.matches("pre, code, .sr-only")) return true;
        const style = getComputedStyle(node);
        if (["auto", "scroll"].includes(style.overflowX)) return node !== element;
      }
      return false;
    };
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
      );
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (!hasOwnText(element) || element.clientWidth <= 1) continue;
      const style = getComputedStyle(element);
      if (style.display === "inline" || style.visibility === "hidden") continue;
      if (element.scrollWidth <= element.clientWidth + 1 || scrolls(element)) continue;
      // Cut on purpose, its whole text in its title (the breadcrumb's current page on a phone).
      if (style.textOverflow === "ellipsis" && element.title === element.textContent!.trim())
        continue;
      const text = element.textContent!.trim().replace(/\s+/g, " ").slice(0, 40);
      found.push(
        `<${element.tagName.toLowerCase()}> "${text}" ${element.scrollWidth} > ${element.clientWidth}`,
      );
    }
    return found;
  });
}

/**
 * Labels that do not keep one line (docs/design-system.md "Buttons"): a button or a link drawn as
 * one (the button family's `rounded-control`) or a tab (any `role="tab"`, whatever its shape:
 * /our-process's tabs are `rounded-xl`, and two of them broke at 1280 px unseen) whose label
 * breaks over two lines, and a field whose placeholder is cut by its box.
 */
function brokenLabels(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      !element.closest(".sr-only, [hidden], [aria-hidden='true']");
    for (const button of document.querySelectorAll<HTMLElement>(
      "a.rounded-control, button.rounded-control, [role='tab']",
    )) {
      if (!visible(button) || button.getBoundingClientRect().width <= 1) continue;
      // A tile stacks its parts in a column on purpose (/book's day "Sun / 29 / Nov", a time
      // over India time): each part keeps its one line.
      const parts =
        getComputedStyle(button).flexDirection === "column" && button.children.length > 1
          ? [...button.children]
          : [button];
      for (const part of parts) {
        // The label's own lines: the boxes of its text, never those of an icon beside it.
        const tops: number[] = [];
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 1) tops.push(rect.top);
        }
        const lines = [...new Set(tops.map(Math.round))].sort((a, b) => a - b);
        const lineHeight = Number.parseFloat(getComputedStyle(part).lineHeight) || 20;
        if (lines.length > 1 && lines.at(-1)! - lines[0]! > lineHeight / 2) {
          const text = (button.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
          const what = button.getAttribute("role") === "tab" ? "tab" : "button";
          found.push(`${what} "${text}" breaks its label over two lines`);
        }
      }
    }
    const canvas = document.createElement("canvas").getContext("2d")!;
    for (const field of document.querySelectorAll<HTMLInputElement>("input[placeholder]")) {
      if (!visible(field) || field.clientWidth <= 1) continue;
      const style = getComputedStyle(field);
      const placeholder = getComputedStyle(field, "::placeholder");
      canvas.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
      const room =
        field.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      const needed = canvas.measureText(field.placeholder).width;
      if (needed > room + 1)
        found.push(
          `placeholder "${field.placeholder}" is cut: ${Math.round(needed)} > ${Math.round(room)}`,
        );
    }
    // A drawing's floating note lies on its picture, never on the drawing's own words.
    for (const note of document.querySelectorAll<HTMLElement>("[data-floating-note]")) {
      if (!visible(note)) continue;
      const box = note.getBoundingClientRect();
      const drawing = note.closest("[data-illustration]") ?? note.parentElement!;
      const walker = document.createTreeWalker(drawing, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || note.contains(node)) continue;
        if (node.parentElement?.closest("svg, .sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        const w = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const h = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        if (w > 1 && h > 1)
          found.push(`the note "${note.textContent?.trim()}" covers "${node.textContent.trim()}"`);
      }
    }
    // A hero's pair of buttons: one row where the column has room for both, else stacked at one
    // width (the wider one's), never one wide and one narrow.
    for (const pair of document.querySelectorAll<HTMLElement>("[data-hero-actions]")) {
      const buttons = [...pair.children].filter((child) => child.getBoundingClientRect().width > 1);
      if (buttons.length !== 2) continue;
      const [a, b] = buttons.map((button) => button.getBoundingClientRect()) as [DOMRect, DOMRect];
      if (Math.abs(a.top - b.top) < 1) continue;
      const natural = buttons.map((button) => {
        const copy = button.cloneNode(true) as HTMLElement;
        copy.style.cssText = "position:absolute;width:max-content;visibility:hidden";
        document.body.append(copy);
        const width = copy.getBoundingClientRect().width;
        copy.remove();
        return width;
      });
      const gap = Number.parseFloat(getComputedStyle(pair).columnGap) || 0;
      const room = pair.parentElement!.clientWidth;
      const names = buttons.map((button) => `"${(button.textContent ?? "").trim()}"`).join(" and ");
      if (natural[0]! + natural[1]! + gap <= room)
        found.push(`hero buttons ${names} are stacked though a row fits (${Math.round(room)} px)`);
      if (Math.abs(a.width - b.width) > 1)
        found.push(
          `hero buttons ${names} are stacked at two widths (${Math.round(a.width)}, ${Math.round(b.width)})`,
        );
    }
    return found;
  });
}

/** Visible fixed-position elements (outermost only), with their boxes. */
function fixedBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const boxes: Box[] = [];
    const fixed: Element[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      if (style.position !== "fixed") continue;
      if (fixed.some((outer) => outer.contains(element))) continue;
      fixed.push(element);
      if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const label =
        element.getAttribute("aria-label") ??
        element.getAttribute("aria-labelledby") ??
        element.id ??
        "";
      boxes.push({
        what: `<${element.tagName.toLowerCase()}${label ? ` ${label}` : ""}>`,
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
      });
    }
    return boxes;
  });
}

function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (w > 1 && h > 1)
        found.push(`${a.what} overlaps ${b.what} (${Math.round(w)}×${Math.round(h)} px)`);
    }
  }
  return found;
}

/** Fixed elements, at the top of the page and once floating ones have appeared further down. */
async function fixedOverlaps(page: Page, context: string): Promise<string[]> {
  const found: string[] = [];
  for (const y of [0, 1600]) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    // The floating elements react to scroll on the next frame. A frame may never come (once in a
    // while a page here stopped drawing frames until the test's timeout), so a timer bounds it.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => setTimeout(resolve, 50));
          setTimeout(resolve, 250);
        }),
    );
    found.push(
      ...overlaps(await fixedBoxes(page)).map((problem) => `${context}, y=${y}: ${problem}`),
    );
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  return found;
}

/**
 * Serious and critical axe violations. The dark theme changes colours only, so after a full run
 * in the light theme the dark one runs the colour rules (this keeps the spec's time in budget).
 */
async function seriousAxeViolations(page: Page, theme: "light" | "dark"): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (theme === "dark") builder.withRules(["color-contrast", "link-in-text-block"]);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (v) =>
        `${theme}: ${v.id}: ${v.nodes
          .slice(0, 6)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

const setTheme = (page: Page, theme: "light" | "dark") =>
  page.evaluate((value) => {
    document.documentElement.dataset.theme = value;
    // Colour transitions would leave axe measuring a half-switched page: end them now.
    for (const animation of document.getAnimations()) animation.finish();
  }, theme);

test.describe("pages outside the sitemap", () => {
  for (const route of [
    "/thank-you",
    ...readBlockPages()
      .filter((p) => p.noindex)
      .map((p) => p.path),
  ]) {
    test(`${route}: one call to action per moment`, async ({ page, context, baseURL }) => {
      await presetConsent(context, baseURL);
      await page.goto(route);
      expect(await callsToActionProblems(page, route)).toEqual([]);
    });
  }

  // The booking page with a time chosen: days, times and the form at once.
  test("/book: text fits from 320 px, one call to action per moment", async ({
    page,
    context,
    baseURL,
  }) => {
    await presetConsent(context, baseURL);
    await blockGoogle(page);
    await page.goto("/book");
    await page.locator('section[aria-labelledby="booking-days-title"] a').nth(1).click();
    await page.locator('section[aria-labelledby="booking-times-title"] a').first().click();
    await expect(page.locator("[data-booking-chosen]")).toBeVisible();
    const problems = await callsToActionProblems(page, "/book");
    for (const width of [1280, 768, 375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      problems.push(...(await overflowingText(page)).map((what) => `${width}px: ${what}`));
      problems.push(...(await brokenLabels(page)).map((what) => `${width}px: ${what}`));
      // A tile's parts are its flex items, which grow past the tile instead of overflowing
      // themselves: the tile's own box must hold them.
      const spilled = await page
        .locator('[aria-labelledby^="booking-"] a')
        .evaluateAll((tiles) =>
          tiles
            .filter((tile) => tile.scrollWidth > tile.clientWidth + 1)
            .map((tile) => tile.textContent!.trim()),
        );
      problems.push(...spilled.map((text) => `${width}px: tile "${text}" spills out of its box`));
    }
    expect(problems).toEqual([]);
  });
});

test.describe("every route", () => {
  test("the list below covers the built sitemap", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const inSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect([...ROUTES].sort()).toEqual(inSitemap.sort());
  });

  for (const route of ROUTES) {
    test(`${route}: text fits, fixed elements apart, one call to action per moment, axe clean in both themes`, async ({
      page,
    }) => {
      // Axe twice, then the calls to action at two widths: the longest pages need more than 90 s
      // on a busy two-core machine.
      test.setTimeout(150_000);
      await blockGoogle(page);
      const problems: string[] = [];
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      const banner = page.locator("[data-consent-banner]");
      await expect(banner).toBeVisible();

      // Axe with the consent banner open, so it is checked in both themes too.
      problems.push(...(await seriousAxeViolations(page, "light")));
      await setTheme(page, "dark");
      problems.push(...(await seriousAxeViolations(page, "dark")));
      await setTheme(page, "light");

      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        problems.push(...(await fixedOverlaps(page, `${width}px, consent banner open`)));
      }
      await banner.getByRole("button", { name: "Reject all" }).click();
      await expect(banner).toBeHidden();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        problems.push(...(await fixedOverlaps(page, `${width}px`)));
      }

      problems.push(...(await callsToActionProblems(page, route)));

      for (const width of [1280, 768, 375, 320]) {
        await page.setViewportSize({ width, height: 800 });
        problems.push(...(await overflowingText(page)).map((what) => `${width}px: ${what}`));
        problems.push(...(await brokenLabels(page)).map((what) => `${width}px: ${what}`));
        const pageOverflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (pageOverflow > 0)
          problems.push(`${width}px: the page scrolls sideways by ${pageOverflow} px`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe("header", () => {
  for (const width of [320, 375, 430]) {
    test(`is one row of at most 72 px at ${width} px: brand, call to action, menu`, async ({
      page,
      baseURL,
    }) => {
      await presetConsent(page.context(), baseURL);
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/about-us");
      await page.evaluate(() => document.fonts.ready);
      const header = page.locator("body > header");
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
      const parts = [
        header.getByRole("link", { name: site.brand.name }),
        header.getByRole("link", { name: site.offer.cta.listProject }),
        header.getByRole("button", { name: "Open menu" }),
      ];
      const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
      const middles = boxes.map((box) => box.y + box.height / 2);
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(2);
      for (const [i, box] of boxes.entries()) {
        expect(box.height).toBeLessThanOrEqual(48);
        if (i > 0) expect(box.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
      }
      expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("consent banner on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("covers at most a quarter of a 375×812 screen; preferences expand on demand", async ({
    page,
  }) => {
    await blockGoogle(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect((box.width * box.height) / (375 * 812)).toBeLessThanOrEqual(0.25);
    await expect(banner.getByRole("switch")).toHaveCount(0);
    await banner.getByRole("button", { name: "Preferences" }).click();
    await expect(banner.getByRole("switch", { name: "Analytics" })).toBeVisible();
    // Expanded, it stays under the header, in the page.
    const header = (await page.locator("body > header").boundingBox())!;
    expect((await banner.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  });
});

test.describe("floating call to action", () => {
  test("steps aside while the consent banner is open and while a tab is in use", async ({
    page,
    baseURL,
  }) => {
    await blockGoogle(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/our-process");
    const card = page.locator("[data-floating-cta]");
    await scrollToY(page, 1400);
    // The banner is open on a first visit: the card waits.
    await expect(card).toBeHidden();
    await page
      .getByRole("region", { name: "Cookies on this site" })
      .getByRole("button", { name: "Reject all" })
      .click();
    // Issue 23: it shows only where no control of the page is under it.
    expect(await scrollUntilVisible(page, card, 1400)).not.toBeNull();

    await page
      .getByRole("tab")
      .first()
      .evaluate((tab) => tab.focus({ preventScroll: true }));
    await expect(card).toBeHidden();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(card).toBeVisible();
    expect(baseURL).toBeTruthy();
  });
});

test.describe("theme", () => {
  test("follows the system setting when nothing is saved", async ({ browser, baseURL }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ colorScheme, baseURL });
      const page = await context.newPage();
      await page.goto("/contact");
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      await expect(page.locator("[data-theme-toggle]:visible").first()).toHaveAttribute(
        "aria-pressed",
        String(colorScheme === "dark"),
      );
      await context.close();
    }
  });

  test("the toggle switches, persists across navigation and reload, and switches back", async ({
    page,
    baseURL,
  }) => {
    await presetConsent(page.context(), baseURL);
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    const lightBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      lightBackground,
    );
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      "dark",
    );

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(html).toHaveAttribute("data-theme", "dark");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(html).toHaveAttribute("data-theme", "light");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "light");
  });

  test("a phone reaches the toggle in the menu", async ({ page, baseURL }) => {
    await presetConsent(page.context(), baseURL);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const toggle = page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("button", { name: "Dark theme" });
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  });

  test("the first paint already has the saved theme, from the hashed inline script alone", async ({
    page,
    baseURL,
  }) => {
    await presetConsent(page.context(), baseURL);
    await page.emulateMedia({ colorScheme: "light" });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      localStorage.setItem("theme", "dark");
      // Record the theme at the moment the body first exists: before anything is painted.
      const seen = window as unknown as { __themeAtBody?: string | null };
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        seen.__themeAtBody = document.documentElement.dataset.theme ?? null;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    // No bundled script may help: only the inline head script can set the theme here.
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
    const response = await page.goto("/about-us");
    expect(
      await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody),
    ).toBe("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(10, 17, 38)",
    );
    // The policy allows exactly this script by its hash.
    const hash = createHash("sha256").update(THEME_SCRIPT).digest("base64");
    expect(response!.headers()["content-security-policy"]).toContain(`'sha256-${hash}'`);
    expect(violations).toEqual([]);
  });
});

test.describe("presentation on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("controls stay under 80 px with the dots on one row; the comparison fits", async ({
    page,
    baseURL,
  }) => {
    await presetConsent(page.context(), baseURL);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.77" });
    await page.goto(DECK_PATH);
    await page.getByLabel("Password", { exact: true }).fill(DECK_PASSWORD);
    await page.getByRole("button", { name: "Unlock presentation" }).click();
    const counter = page.getByTestId("slide-counter");
    await expect(counter).toHaveText("1 / 12");
    const controls = page.getByRole("navigation", { name: "Slide navigation" });
    expect((await controls.boundingBox())!.height).toBeLessThanOrEqual(80);
    const dots = controls.getByRole("button", { name: /^Go to slide \d+$/ });
    await expect(dots).toHaveCount(12);
    const tops = await dots.evaluateAll((buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);

    await page.getByRole("button", { name: "Go to slide 4", exact: true }).click();
    await expect(counter).toHaveText("4 / 12");
    const slide = page.locator("[data-slide='4']");
    const table = slide.locator("table");
    await expect(table).toBeVisible();
    const fits = await table.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.right <= window.innerWidth && element.scrollWidth <= element.clientWidth + 1;
    });
    expect(fits).toBe(true);
    for (const node of await slide.locator("*").evaluateAll((elements) =>
      elements
        .filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX))
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.outerHTML.slice(0, 80)),
    )) {
      throw new Error(`Scrolls sideways: ${node}`);
    }
    expect(await overflowingText(page)).toEqual([]);
  });
});

test.describe("reveal on scroll", () => {
  test("content below the fold rises in with the scroll, and stays put for reduced motion", async ({
    page,
    baseURL,
  }) => {
    await presetConsent(page.context(), baseURL);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about-us");
    const revealed = page.locator("[data-reveal]").last();
    // A scroll-driven animation on the element: the built CSS once folded its timeline into the
    // shorthand, which the browser rejects, and nothing moved.
    expect(await revealed.evaluate((element) => getComputedStyle(element).animationName)).toBe(
      "reveal-rise",
    );
    expect(
      await revealed.evaluate((element) =>
        element.getAnimations().map((animation) => animation.timeline?.constructor.name),
      ),
    ).toEqual(["ViewTimeline"]);
    // Out of view it waits lower down; in view it is in place.
    const shiftOutOfView = await revealed.evaluate(
      (element) => new DOMMatrix(getComputedStyle(element).transform).m42,
    );
    expect(shiftOutOfView).toBeGreaterThan(0);
    await revealed.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect
      .poll(() =>
        revealed.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42),
      )
      .toBe(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    expect(await revealed.evaluate((element) => element.getAnimations().length)).toBe(0);
  });
});
