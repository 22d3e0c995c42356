import { expect, test, type Page } from "@playwright/test";

import { loadSiteConfig } from "../src/config/load-site-config";

import { presetConsent } from "./support/enquiry";
import {
  gridRuns,
  primariesSharingAScreen,
  primaryButtons,
  sectionGrids,
} from "./support/page-rhythm";

/**
 * /careers speaks to job seekers and keeps the page's rhythm (docs/design-system.md "Section
 * bands"): never three card grids in a row, one closing section, one primary button per screen.
 * /case-studies' meet-the-CTO block shows the founder's portrait beside its heading.
 */

const site = loadSiteConfig(process.env);

test.beforeEach(async ({ context, baseURL }) => {
  // The consent banner answered, so it sits over nothing that is measured.
  await presetConsent(context, baseURL);
});

test.describe("/careers at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("no three card grids in a row; the grids are marked, the perks a text-and-visual row", async ({
    page,
  }) => {
    await page.goto("/careers");
    const sections = await sectionGrids(page);
    const ids = sections.map((section) => section.id);
    for (const id of ["perks", "openings", "culture", "internship", "pitch-your-role"]) {
      expect(ids, "the page's sections").toContain(id);
    }
    expect(gridRuns(sections)).toEqual([]);
    // Every grid of cards says so, so the design tests read the page's rhythm.
    for (const section of sections) {
      expect(section.grid, `${section.id}: a grid of cards without data-card-grid`).toBe(
        section.marked,
      );
    }
    const byId = Object.fromEntries(sections.map((section) => [section.id, section]));
    expect(byId.perks).toMatchObject({ grid: false, split: true });
    expect(byId.culture).toMatchObject({ grid: false });
    expect(byId.openings).toMatchObject({ grid: true });
    expect(byId.internship).toMatchObject({ grid: true });
    await expect(page.locator("main [data-split-row]")).toHaveCount(1);
    // The culture is the dark band of statements between the two grids.
    const culture = page.locator("#culture");
    await expect(culture.getByRole("heading", { level: 3 })).toHaveCount(4);
  });

  test("one closing section, pitch your role, last in main; no client banner or floating card", async ({
    page,
  }) => {
    await page.goto("/careers");
    const closing = page.locator("[data-closing]");
    await expect(closing).toHaveCount(1);
    await expect(closing).toHaveAttribute("id", "pitch-your-role");
    expect(
      await page
        .locator("main")
        .evaluate((main) => [...main.querySelectorAll(":scope section")].at(-1)?.id),
    ).toBe("pitch-your-role");
    // Nothing for clients floats here, and main asks no one to list a project.
    await expect(page.locator("[data-floating]")).toHaveCount(0);
    await expect(
      page.locator("main").getByRole("link", { name: /List Your Project/i }),
    ).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`/careers at ${viewport.width} px: its two primary buttons, never on one screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/careers");
    const primaries = await primaryButtons(page);
    expect(primaries.map((button) => button.label)).toEqual([
      expect.stringContaining("View Open Positions"),
      "Pitch Your Role",
    ]);
    expect(await primariesSharingAScreen(page, viewport.height)).toEqual([]);
  });
}

test.describe("/case-studies: the founder's portrait in the meet-the-CTO block", () => {
  const heading = (page: Page) => page.getByRole("heading", { level: 2, name: /Fractional CTO/ });

  /** The block's picture of the founder: an image (drawing or photo) or an inline drawing. */
  async function portraitOf(page: Page) {
    const block = page.locator("section", { has: heading(page) });
    const portrait = block
      .getByRole("img", { name: new RegExp(site.founder.name) })
      .or(block.locator("svg[role='img']"))
      .first();
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toBeVisible();
    // Drawn, not a broken image.
    if ((await portrait.evaluate((node) => node.tagName)) === "IMG") {
      await expect
        .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
    return {
      portrait: (await portrait.boundingBox())!,
      title: (await heading(page).boundingBox())!,
    };
  }

  test("at 1280 px it is at least 96 px wide, beside the heading", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/case-studies");
    const { portrait, title } = await portraitOf(page);
    expect(portrait.width).toBeGreaterThanOrEqual(96);
    // Left of the heading, on the same band of the page.
    expect(portrait.x + portrait.width).toBeLessThanOrEqual(title.x);
    expect(portrait.y).toBeLessThan(title.y + title.height);
    expect(portrait.y + portrait.height).toBeGreaterThan(title.y);
  });

  test("at 375 px it sits beside or above the heading, no larger than a third of the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/case-studies");
    const { portrait, title } = await portraitOf(page);
    expect(portrait.width).toBeGreaterThanOrEqual(64);
    expect(portrait.width).toBeLessThanOrEqual(375 / 3);
    const beside =
      portrait.x + portrait.width <= title.x &&
      portrait.y < title.y + title.height &&
      portrait.y + portrait.height > title.y;
    const above = portrait.y + portrait.height <= title.y;
    expect(beside || above, "beside or above the heading").toBe(true);
    // Nothing spills sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
