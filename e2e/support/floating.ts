import type { Locator, Page } from "@playwright/test";

/** Let scroll handlers (next frame) and intersection observers (a frame or two later) settle. */
export const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 120))),
      ),
  );

export async function scrollToY(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await settle(page);
}

/** Scroll positions from `from` to the end of the page, every `step` screens. */
export async function scrollPositions(page: Page, from = 0, step = 0.4): Promise<number[]> {
  const { height, viewport } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
  const positions: number[] = [];
  const pixels = Math.round(viewport * step);
  for (let y = from; y < height - viewport; y += pixels) positions.push(y);
  positions.push(Math.max(height - viewport, 0));
  return positions;
}

/**
 * Scrolls down from `from` until `element` (something that floats, docs/design-system.md "Fixed
 * elements") shows, and returns that position: it shows only where nothing it must keep clear of
 * is under it, so a test cannot pick one position in advance. Null when it never showed.
 */
export async function scrollUntilVisible(
  page: Page,
  element: Locator,
  from = 0,
): Promise<number | null> {
  for (const y of await scrollPositions(page, from)) {
    await scrollToY(page, y);
    if (await element.isVisible()) return y;
  }
  return null;
}
