import { expect, test, type Page } from "@playwright/test";

import { serviceMenu } from "../content/navigation";
import { blockOf, readBlockPage } from "../test/block-pages";

import { presetConsent, siteScriptLive } from "./support/enquiry";

/**
 * Rhythm and weight of the pages (issue 23 §3 and §6), measured as a visitor sees them at 1280 px:
 * service pages alternate card grids with text-and-visual rows (never three grids in a row, never
 * five cards in a row), the home page's testimonial cards have one height, and the Services menu
 * shows each service's icon and short line in the header and the mobile menu.
 */

const SERVICE_PAGES = [
  "/cto-service",
  "/cto-services",
  "/mvp-development",
  "/ai-automation",
  "/ai-safety-vision",
  "/google-ads-marketing",
  "/tech-strategy-consulting",
];

test.beforeEach(async ({ context, baseURL }) => {
  // The consent banner answered, so nothing fixed sits over what is measured.
  await presetConsent(context, baseURL);
});

/** The page's sections in order, each marked "grid" when it holds a grid of cards. */
function sectionKinds(page: Page) {
  return page.locator("main").evaluate((main) => {
    const sections = [...main.querySelectorAll("section")].filter(
      (section) => !section.parentElement?.closest("section"),
    );
    return sections.map((section) => ({
      id: section.id || section.getAttribute("aria-label") || "?",
      grid: section.querySelector("[data-card-grid]") !== null,
    }));
  });
}

test.describe("service pages at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of SERVICE_PAGES) {
    test(`${path}: no three card grids in a row`, async ({ page }) => {
      await page.goto(path);
      const kinds = await sectionKinds(page);
      expect(
        kinds.some((kind) => kind.grid),
        "the page has card grids",
      ).toBe(true);
      for (let at = 0; at + 2 < kinds.length; at++) {
        const run = kinds.slice(at, at + 3);
        expect(
          run.every((kind) => kind.grid),
          `three grids in a row: ${run.map((kind) => kind.id).join(", ")}`,
        ).toBe(false);
      }
    });

    test(`${path}: grids hold 2, 3 or 4 cards a row, never 5`, async ({ page }) => {
      await page.goto(path);
      const rows = await page.locator("main [data-card-grid]").evaluateAll((grids) =>
        grids.map((grid) => {
          const perRow = new Map<number, number>();
          for (const card of grid.children) {
            const top = Math.round(card.getBoundingClientRect().top);
            perRow.set(top, (perRow.get(top) ?? 0) + 1);
          }
          return { grid: grid.closest("section")?.id ?? "?", perRow: [...perRow.values()] };
        }),
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const { grid, perRow } of rows) {
        expect(Math.max(...perRow), `${grid}: ${perRow.join(" + ")}`).toBeLessThanOrEqual(4);
      }
    });
  }

  for (const path of SERVICE_PAGES) {
    test(`${path}: one large product band`, async ({ page }) => {
      await page.goto(path);
      // One drawn, product-style visual that carries the service's story (a board, a
      // dashboard, a detection still, the stack), marked `data-product-band`.
      const band = page.locator("main [data-product-band]");
      await expect(band).toHaveCount(1);
      await band.scrollIntoViewIfNeeded();
      await expect(band).toBeVisible();
      const box = (await band.boundingBox())!;
      expect(box.width, "the band's width").toBeGreaterThanOrEqual(480);
      expect(box.height, "the band's height").toBeGreaterThanOrEqual(240);
    });
  }

  test("the AI safety page, which stacked grids of 5, 5, 5 and 4, now alternates", async ({
    page,
  }) => {
    await page.goto("/ai-safety-vision");
    const kinds = await sectionKinds(page);
    expect(kinds.map((kind) => (kind.grid ? "grid" : "row")).join()).not.toMatch(/grid,grid,grid/);
    await expect(page.locator("main [data-split-row]")).toHaveCount(3);
  });
});

test.describe("home page testimonials at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the cards have equal weight: one row, one height, the same parts", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#testimonials").getByTestId("testimonial");
    await expect(cards).toHaveCount(3);
    await cards.first().scrollIntoViewIfNeeded();
    const boxes = await cards.evaluateAll((figures) =>
      figures.map((figure) => {
        const box = figure.getBoundingClientRect();
        return {
          top: box.top,
          width: box.width,
          height: box.height,
          labels: figure.querySelectorAll("ul li").length,
          notes: figure.querySelectorAll("figcaption p").length,
        };
      }),
    );
    const [first] = boxes;
    for (const box of boxes) {
      expect(Math.abs(box.top - first!.top)).toBeLessThanOrEqual(2);
      expect(Math.abs(box.width - first!.width)).toBeLessThanOrEqual(2);
      expect(Math.abs(box.height - first!.height)).toBeLessThanOrEqual(4);
      expect(box.labels).toBe(first!.labels);
      expect(box.notes).toBe(first!.notes);
    }
    // The note about previous companies is said once, under the row.
    await expect(page.locator("#testimonials").getByText(/previous companies/)).toHaveCount(1);
  });
});

test.describe("services menu", () => {
  test("the header's menu shows each service's icon and short description", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    // The menu opens on hover once the site script runs: a hover before it starts is lost.
    await siteScriptLive(page);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Services" }).hover();
    const icons = new Set<string>();
    for (const item of serviceMenu) {
      const link = banner.getByRole("link", { name: new RegExp(item.name) });
      await expect(link).toBeVisible();
      await expect(link).toContainText(item.description);
      const icon = link.locator("svg[aria-hidden='true']");
      await expect(icon).toBeVisible();
      const box = (await icon.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(16);
      icons.add((await icon.getAttribute("class")) ?? "");
    }
    // Each service its own icon (lucide names its icon in the class).
    expect(icons.size).toBe(serviceMenu.length);
  });

  test("the mobile menu shows the same icons and descriptions", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("button", { name: /menu/i }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const item of serviceMenu) {
      const link = menu.getByRole("link", { name: new RegExp(item.name) });
      await expect(link).toContainText(item.description);
      await expect(link.locator("svg[aria-hidden='true']")).toBeVisible();
    }
  });
});

test.describe("explainer video", () => {
  test("shows a poster frame, its title and its length before anything loads", async ({ page }) => {
    const { video } = blockOf(readBlockPage("cto-service"), "founder", "founder");
    if (video.discriminant !== "explainer") throw new Error("the pilot page shows no video");
    const { title, duration } = video.value;
    await page.route(/youtube/, (route) => route.abort());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/cto-service");
    const facade = page.getByTestId("video-facade");
    const poster = facade.getByTestId("video-poster");
    await poster.scrollIntoViewIfNeeded();
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    // The poster fills the facade's 16:9 box, whatever the file's own size.
    const [box, frame] = [await poster.boundingBox(), await facade.boundingBox()];
    expect(Math.abs(box!.width - frame!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(frame!.width / frame!.height - 16 / 9)).toBeLessThan(0.02);
    await expect(facade.getByText(title)).toBeVisible();
    await expect(facade.getByTestId("video-duration")).toHaveText(duration);
    // Its name holds what it shows, the length as "3:05" too (WCAG 2.5.3, label in name).
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(facade.getByRole("button")).toHaveAccessibleName(
      new RegExp(`^Play video: ${escaped(title)}\\s*${escaped(duration)}$`),
    );
  });
});

test.describe("hero button pairs", () => {
  for (const width of [375, 1280]) {
    test(`/our-process at ${width} px: the two buttons match, each on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/our-process");
      const buttons = page.locator("main [data-button-pair]").first().locator("a, button");
      await expect(buttons).toHaveCount(2);
      const boxes = await buttons.evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          const style = getComputedStyle(item);
          const content =
            box.height -
            Number.parseFloat(style.paddingTop) -
            Number.parseFloat(style.paddingBottom) -
            Number.parseFloat(style.borderTopWidth) -
            Number.parseFloat(style.borderBottomWidth);
          const line = Number.parseFloat(style.lineHeight);
          return { height: box.height, width: box.width, lines: Math.round(content / line) };
        }),
      );
      for (const box of boxes) expect(box.lines).toBe(1);
      expect(Math.abs(boxes[0]!.height - boxes[1]!.height)).toBeLessThanOrEqual(2);
      // Stacked (phones, and beside the hero's drawing), they share one width.
      expect(Math.abs(boxes[0]!.width - boxes[1]!.width)).toBeLessThanOrEqual(1);
    });
  }
});
