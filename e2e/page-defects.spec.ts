import { expect, test, type Page } from "@playwright/test";

import { onboardingPageSchema } from "../content/schemas/onboarding";
import { readCaseStudies, readCaseStudiesPage } from "../test/case-study-files";
import { presetConsent } from "./support/enquiry";
import { scrollUntilVisible } from "./support/floating";
import { pressWithMouse } from "./support/press";
import { readContentFile } from "../test/content-files";

const onboardingCopy = readContentFile("content/onboarding/page.yaml", onboardingPageSchema);

/**
 * The page defects issue 13 lists, each pinned by a test, and the rule behind them on every inner
 * route: no text spills out of its box, no sideways scroll, tap targets of at least 44 px.
 */

const caseStudies = readCaseStudies();
const caseStudiesPage = readCaseStudiesPage();

test.beforeEach(async ({ context, baseURL }) => {
  // The consent banner is not what these tests look at.
  await presetConsent(context, baseURL);
});

/** For each row of a grid's items (by top edge), the gap between its last item and the grid's edge. */
async function rowGaps(page: Page, selector: string) {
  return page.locator(selector).evaluate((grid) => {
    const right = grid.getBoundingClientRect().right;
    const rows = new Map<number, number>();
    for (const child of grid.children) {
      const box = child.getBoundingClientRect();
      const top = Math.round(box.top);
      rows.set(top, Math.max(rows.get(top) ?? 0, box.right));
    }
    return [...rows.values()].map((end) => Math.round(right - end));
  });
}

test.describe("/ai-automation success stories", () => {
  test("each figure has room for its words (no 66 px tiles)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/ai-automation");
    const figures = page.locator("#success-stories [data-story-stat]");
    await expect(figures).toHaveCount(6);
    for (const figure of await figures.all()) {
      const box = await figure.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(160);
      const spills = await figure.evaluate((element) =>
        [element, ...element.querySelectorAll("*")].some(
          (node) => node.scrollWidth > node.clientWidth + 1,
        ),
      );
      expect(spills).toBe(false);
    }
    // "Average first response, down from 6 hours" on at most three lines, not a word per line.
    const label = page.getByText("Average first response, down from 6 hours");
    const { height, lineHeight } = await label.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height / lineHeight).toBeLessThanOrEqual(3.2);
  });
});

test.describe("/about-us", () => {
  test("'Our story' fills its band: the facts sit beside the text on wide screens", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about-us");
    const story = page.locator("#story");
    const text = story.getByText(/Before this company existed/);
    const facts = story.getByRole("list", { name: "Company facts" });
    await expect(facts).toBeVisible();
    const textBox = (await text.boundingBox())!;
    const factsBox = (await facts.boundingBox())!;
    // Beside the text, not under it, and reaching the right half of the 1200 px column.
    expect(factsBox.x).toBeGreaterThan(textBox.x + textBox.width - 1);
    expect(factsBox.x + factsBox.width).toBeGreaterThan(900);
    expect(factsBox.y).toBeLessThan(textBox.y + textBox.height);
  });

  test("no hole beside a lone card: every row of a card grid reaches its right edge", async ({
    page,
  }) => {
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about-us");
      // Every card grid of the page (the office's partners are a list beside its map now).
      const grids = await page.locator("main [data-card-grid]").count();
      expect(grids).toBeGreaterThanOrEqual(3);
      for (let index = 0; index < grids; index++) {
        const selector = `main [data-card-grid] >> nth=${index}`;
        const gaps = await rowGaps(page, selector);
        expect(
          gaps.every((gap) => gap <= 2),
          `${selector} at ${width}: ${gaps}`,
        ).toBe(true);
      }
    }
  });
});

test.describe("/onboarding", () => {
  test("pressing the button without a service shows, announces and focuses the message", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/onboarding");
    const submit = page.getByRole("button", { name: onboardingCopy.submit });
    // The first press also wakes the form (client:interaction) and still counts.
    await pressWithMouse(submit);
    const alert = page.getByRole("alert").filter({ hasText: onboardingCopy.noServiceAlert });
    await expect(alert).toBeVisible();
    await expect(alert).toBeInViewport({ ratio: 1 });
    await expect(alert).toBeFocused();
    // A second press, after scrolling away, brings it back again.
    await submit.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await submit.click();
    await expect(alert).toBeInViewport({ ratio: 1 });
    await expect(alert).toBeFocused();
  });
});

test.describe("/our-process tabs on phones", () => {
  for (const width of [320, 375, 430]) {
    test(`all six tabs fit at ${width} px, none scrolled out of view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/our-process");
      const tablist = page.getByRole("tablist", { name: "Workflow by service" });
      const { scrollWidth, clientWidth } = await tablist.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      for (const tab of await tablist.getByRole("tab").all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
    });
  }
});

test("/our-process tabs at 1280 px: the six in one row", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/our-process");
  const tabs = page.getByRole("tablist", { name: "Workflow by service" }).getByRole("tab");
  await expect(tabs).toHaveCount(6);
  const tops = await tabs.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
});

test("/our-process tabs keep each label on one line between the checked widths", async ({
  page,
}) => {
  // e2e/design.spec.ts checks 320, 375, 768 and 1280 px; the grid changes at 512 and 1280.
  for (const width of [480, 512, 1024, 1279, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/our-process");
    const tabs = page.getByRole("tablist", { name: "Workflow by service" }).getByRole("tab");
    for (const height of await tabs.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().height),
    ))
      expect(height, `${width} px`).toBeLessThanOrEqual(44);
  }
});

test.describe("/case-studies", () => {
  test("'Read Case Study' is the tertiary link, not a button", async ({ page }) => {
    await page.goto("/case-studies");
    for (const study of caseStudies) {
      const link = page.getByRole("link", {
        name: `${caseStudiesPage.readCaseStudy}: ${study.client}`,
      });
      await expect(link).toHaveAttribute("href", `/case-studies/${study.slug}`);
      const style = await link.evaluate((element) => {
        const css = getComputedStyle(element);
        return { background: css.backgroundColor, border: css.borderTopWidth };
      });
      expect(style.background).toBe("rgba(0, 0, 0, 0)");
      expect(style.border).toBe("0px");
    }
  });

  test("every card has its own visual", async ({ page }) => {
    await page.goto("/case-studies");
    const visuals = page.locator("[data-case-study-visual]");
    await expect(visuals).toHaveCount(caseStudies.length);
    const kinds = await visuals.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("data-case-study-visual")),
    );
    expect(new Set(kinds).size).toBe(caseStudies.length);
  });
});

/** Text containers whose content is wider than their box, with what they say. */
async function spilledText(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const candidates = document.querySelectorAll<HTMLElement>(
      "main :is(h1, h2, h3, h4, p, li, dt, dd, a, button, label, span, td, th)",
    );
    for (const element of candidates) {
      const style = getComputedStyle(element);
      if (style.display === "inline" || style.display === "contents") continue;
      if (element.closest("[hidden], [aria-hidden='true'], .sr-only, pre, table")) continue;
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX === "visible") {
        found.push(`${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`);
      }
    }
    return found;
  });
}

/** Links and buttons in the page body smaller than 44 px on either side (inline text links aside). */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      "main a[href], main button, main [role='tab'], main summary",
    )) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // A link inside running text is sized by its line, as WCAG 2.5.8 allows.
      if (getComputedStyle(element).display === "inline" && element.closest("p, li")) continue;
      if (rect.height < 44 || rect.width < 44) {
        found.push(
          `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" ${rect.width}x${rect.height}`,
        );
      }
    }
    return found;
  });
}

const routes = [
  "/about-us",
  "/cto-service",
  "/cto-services",
  "/mvp-development",
  "/google-ads-marketing",
  "/ai-automation",
  "/ai-safety-vision",
  "/tech-strategy-consulting",
  "/ctos/arjun-mehta/experience",
  "/our-process",
  "/careers",
  "/case-studies",
  "/case-studies/safesight-ai-safety",
  "/contact",
  "/onboarding",
  "/blog",
  "/blog/category/ai-automation",
  "/blog/mvp-to-1m-arr-lessons",
  "/privacy-policy",
  "/thank-you",
];

for (const width of [320, 375, 1280]) {
  test(`inner routes at ${width} px: nothing spills, no sideways scroll, 44 px targets`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const problems: Record<string, string[]> = {};
    for (const route of routes) {
      await page.goto(route);
      // The page body only: the header, footer and floating elements are tested with the shell.
      // (A table in its own sideways scroller is fine: the page itself does not move.)
      const sideways = await page.getByRole("main").evaluate((main) => {
        const scrolls = (element: Element | null): boolean =>
          element !== null &&
          element !== main &&
          (getComputedStyle(element).overflowX !== "visible" || scrolls(element.parentElement));
        const wide = [...main.querySelectorAll("*")].find(
          (element) =>
            element.getBoundingClientRect().right > window.innerWidth + 1 &&
            !scrolls(element.parentElement),
        );
        return wide ? [`wider than the screen: ${wide.tagName}.${wide.className}`] : [];
      });
      const found = [...sideways, ...(await spilledText(page)), ...(await smallTargets(page))];
      if (found.length > 0) problems[route] = found;
    }
    expect(problems).toEqual({});
  });
}

// The bar was 109 px tall with a wrapped button; then, one row, its words ran into the button's
// edges on a 320 px phone (a caller's padding lost to the size's, see buttonClasses). Issue 23
// made it the one floating call to action, shown after the hero: its button is held to the same.
test.describe("/cto-services floating call to action on phones", () => {
  for (const width of [320, 375]) {
    test(`its button's words sit inside the button's padding at ${width} px`, async ({
      page,
      baseURL,
    }) => {
      await presetConsent(page.context(), baseURL);
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/cto-services");
      await page.evaluate(() => document.fonts.ready);
      // Its title and button say the same thing (docs/design-system.md "Calls to action").
      const cta = page.getByRole("complementary", { name: "FREE 5-Day CTO Pilot" });
      expect(await scrollUntilVisible(page, cta)).not.toBeNull();
      const button = cta.getByRole("link", { name: "Start FREE Pilot" });
      await expect(button).toBeVisible();
      const fit = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        // The box's exact width: clientWidth is rounded down, and a button as wide as its
        // words (no longer a full-width bar) would lose a fraction of a pixel to it.
        const room =
          element.getBoundingClientRect().width -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight);
        const range = document.createRange();
        range.selectNodeContents(element);
        return {
          room,
          text: range.getBoundingClientRect().width,
          height: element.getBoundingClientRect().height,
        };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      expect(fit.height).toBeLessThanOrEqual(56);
    });
  }
});
