import { expect, test, type Page } from "@playwright/test";

import { presetConsent } from "./support/enquiry";
import { gridRuns, sectionGrids } from "./support/page-rhythm";

/**
 * /about-us as a designer reads it (docs/design-system.md "Section bands"): the office beside its
 * drawing, the city said once, never three card grids in a row (its grids marked), one closing
 * section. One primary button per screen is checked on every route (e2e/design.spec.ts).
 */

test.use({ reducedMotion: "reduce" });

test.beforeEach(async ({ context, baseURL }) => {
  // The consent banner answered: nothing of it is what these tests look at.
  await presetConsent(context, baseURL);
});

async function officeParts(page: Page) {
  const office = page.locator("#office");
  const copy = office.locator("[data-office-copy]");
  const drawing = office.locator('[data-illustration="office-ecosystem"]');
  await drawing.scrollIntoViewIfNeeded();
  await expect(copy).toBeVisible();
  await expect(drawing).toBeVisible();
  return { office, copy: (await copy.boundingBox())!, drawing: (await drawing.boundingBox())! };
}

test.describe("Office and ecosystem", () => {
  test("at 1280 px the drawing fills the right half, beside the copy", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about-us");
    const { copy, drawing } = await officeParts(page);
    // Side by side: the drawing starts right of the copy, and the two share rows.
    expect(drawing.x).toBeGreaterThanOrEqual(copy.x + copy.width);
    expect(drawing.y).toBeLessThan(copy.y + copy.height);
    expect(drawing.y + drawing.height).toBeGreaterThan(copy.y);
    expect(drawing.width).toBeGreaterThanOrEqual(320);
    // It reaches the right edge of the 1200 px column: no empty right half.
    expect(drawing.x + drawing.width).toBeGreaterThan(1280 - 80 - 2);
  });

  test("at 375 px the drawing sits under the copy, inside the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/about-us");
    const { copy, drawing } = await officeParts(page);
    expect(drawing.y).toBeGreaterThanOrEqual(copy.y + copy.height);
    expect(drawing.x).toBeGreaterThanOrEqual(0);
    expect(drawing.x + drawing.width).toBeLessThanOrEqual(375);
    expect(drawing.width).toBeGreaterThan(300);
  });

  test("the drawing is one labelled image, its chips apart and inside the map", async ({
    page,
  }) => {
    for (const width of [320, 375, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about-us");
      const drawing = page.locator('[data-illustration="office-ecosystem"]');
      await drawing.scrollIntoViewIfNeeded();
      await expect(drawing).toHaveAttribute("role", "img");
      expect((await drawing.getAttribute("aria-label"))?.length ?? 0).toBeGreaterThan(40);
      const boxes = await drawing.evaluate((root) => {
        const map = root.querySelector("[data-ecosystem-node]")!.parentElement!;
        const frame = map.getBoundingClientRect();
        const parts = [...map.querySelectorAll("[data-ecosystem-node], [data-ecosystem-pin]")];
        return {
          frame: { left: frame.left, right: frame.right, top: frame.top, bottom: frame.bottom },
          parts: parts.map((part) => {
            const box = part.getBoundingClientRect();
            return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
          }),
        };
      });
      expect(boxes.parts.length, `${width}px: the pin and the nodes`).toBeGreaterThanOrEqual(3);
      for (const part of boxes.parts) {
        expect(part.left).toBeGreaterThanOrEqual(boxes.frame.left);
        expect(part.right).toBeLessThanOrEqual(boxes.frame.right);
        expect(part.top).toBeGreaterThanOrEqual(boxes.frame.top);
        expect(part.bottom).toBeLessThanOrEqual(boxes.frame.bottom);
      }
      for (const [i, a] of boxes.parts.entries()) {
        for (const b of boxes.parts.slice(i + 1)) {
          const apart =
            a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `${width}px: two parts of the map overlap`).toBe(true);
        }
      }
    }
  });

  test('"Bangalore, India" appears once in the section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about-us");
    const office = page.locator("#office");
    const counts = await office.evaluate((section) => {
      const count = (text: string) => text.split("Bangalore, India").length - 1;
      const labels = [...section.querySelectorAll("[aria-label]")]
        .map((element) => element.getAttribute("aria-label") ?? "")
        .join(" ");
      return {
        shown: count((section as HTMLElement).innerText),
        source: count(section.textContent ?? ""),
        labels: count(labels),
      };
    });
    expect(counts).toEqual({ shown: 1, source: 1, labels: 0 });
  });
});

test.describe("rhythm at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("never three card grids in a row; grids and rows are marked", async ({ page }) => {
    await page.goto("/about-us");
    const sections = await sectionGrids(page);
    // Every grid the eye sees as one is marked, so the other rhythm tests can read it.
    for (const section of sections) expect(section.marked, section.id).toBe(section.grid);
    expect(gridRuns(sections)).toEqual([]);
    expect(sections.filter((section) => section.split).map((section) => section.id)).toEqual([
      "story",
      "office",
    ]);
    expect(sections.map((section) => section.id)).toEqual([
      "story",
      "beliefs",
      "mission",
      "who-we-work-with",
      "office",
      "team",
      "Next steps",
    ]);
  });

  test("one closing section, the last in main; the footer adds no band", async ({ page }) => {
    await page.goto("/about-us");
    const closing = page.locator("[data-closing]");
    await expect(closing).toHaveCount(1);
    await expect(closing).toHaveAttribute("aria-label", "Next steps");
    expect(
      await page
        .locator("main")
        .evaluate((main) =>
          [...main.querySelectorAll(":scope section")].at(-1)?.matches("[data-closing]"),
        ),
    ).toBe(true);
  });
});
