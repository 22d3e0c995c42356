import { expect, test, type Page } from "@playwright/test";

import { layoutShiftSoFar } from "./support/page-settled";

/**
 * A first visit (all ad traffic) sees its headings in the brand face, and the swap from the
 * metric-matched fallback moves nothing (docs/design-system.md, "Type"). The font is held back
 * 400 ms, as on a slow line: past the ~100 ms an `optional` face gets, so the fallback paints
 * first and the brand face must still arrive (preload + swap) without a layout shift.
 */
const FONT_DELAY_MS = 400;

/** The font files the renderer actually drew the element's text with (not the CSS stack). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test("a cold visit's first screen uses the brand font for its heading, with no layout shift", async ({
  browser,
}) => {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const fontRequests: string[] = [];
    await page.route(/\.woff2$/, async (route) => {
      fontRequests.push(new URL(route.request().url()).pathname);
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
      await route.fulfill({ response });
    });
    await page.goto("/");

    const preload = page.locator('head link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    const preloaded = new URL((await preload.getAttribute("href"))!, page.url()).pathname;
    expect(preloaded).toMatch(/plus-jakarta-sans-latin-wght-normal.*\.woff2$/);

    const heading = page.locator("main h1").first();
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('800 48px "Plus Jakarta Sans"')))
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(
      /^"Plus Jakarta Sans"/,
    );
    expect(await renderedFonts(page, "main h1")).toEqual(["Plus Jakarta Sans"]);
    // The preload is the file the page uses: one request for it, no second copy.
    expect(fontRequests).toEqual([preloaded]);

    expect(await layoutShiftSoFar(page), `layout shift at ${width} px`).toBe(0);
    await context.close();
  }
});

/**
 * Every large figure ("50+", "$7,000", "01", "350%") is drawn one way: the display face with
 * tabular numerals (`largeFigure`, src/components/ui/figure.ts; docs/design-system.md "Type"). A
 * figure is a short run of text with a digit, 24 px or more, outside a heading (headings are the
 * display face anyway, and words rather than figures). Hidden elements count too: the deck's
 * other slides, a tile shown only at another width.
 */
test("large figures use the display face with tabular numerals", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The deck is behind its password (PRESENTATION_PASSWORD in playwright.config.ts), from an
  // address of this test's own so the gate's rate limit never counts other tests' tries.
  await page.setExtraHTTPHeaders({
    "X-Forwarded-For": `10.251.${test.info().workerIndex % 250}.${Math.floor(Math.random() * 250)}`,
  });
  const routes = [
    "/",
    "/case-studies",
    "/cto-services",
    "/cto-service",
    "/mvp-development",
    "/our-process",
    "/ctos/arjun-mehta/experience",
    "/google-ads-marketing",
    "/tech-strategy-consulting",
    "/about-us",
    "/blog",
    "/cto-presentation",
  ];
  for (const route of routes) {
    await page.goto(route);
    if (route === "/cto-presentation") {
      await page.getByLabel("Password", { exact: true }).fill("e2e-deck-password");
      await page.getByRole("button", { name: "Unlock presentation" }).click();
      await expect(page.getByTestId("slide-counter")).toHaveText("1 / 12");
    }
    const figures = await page.evaluate(() =>
      [...document.querySelectorAll<Element>("main *")].flatMap((element) => {
        if (element.closest("h1, h2, h3, h4, h5, h6")) return [];
        const text = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join("")
          .trim();
        const style = getComputedStyle(element);
        if (!/\d/.test(text) || text.length > 20 || parseFloat(style.fontSize) < 24) return [];
        return [
          {
            text,
            displayFace: /^"Plus Jakarta Sans"/.test(style.fontFamily),
            tabular: style.fontVariantNumeric.includes("tabular-nums"),
          },
        ];
      }),
    );
    expect(figures.length, `figures on ${route}`).toBeGreaterThan(0);
    expect(
      figures.filter((figure) => !figure.displayFace || !figure.tabular),
      `figures not in the display face with tabular numerals on ${route}`,
    ).toEqual([]);
  }
});
