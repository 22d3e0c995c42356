import { expect, test, type Page } from "@playwright/test";

import { loadSiteConfig } from "../src/config/load-site-config";

import { presetConsent } from "./support/enquiry";

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

type Kind = { id: string; grid: boolean; marked: boolean; split: boolean };

/**
 * Main's top-level sections in order. A section is a card grid when it holds `[data-card-grid]`,
 * or any CSS grid of two columns or more with three or more bordered or shadowed children (so an
 * unmarked grid of cards counts too); `marked` says whether it carries the marker.
 */
function sectionKinds(page: Page): Promise<Kind[]> {
  return page.locator("main").evaluate((main) => {
    const framed = (element: Element) => {
      const style = getComputedStyle(element);
      const border = ["Top", "Right", "Bottom", "Left"].some(
        (side) =>
          Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none",
      );
      return border || style.boxShadow !== "none";
    };
    const cssCardGrid = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display !== "grid" && style.display !== "inline-grid") return false;
      const columns = style.gridTemplateColumns.split(/\s+/).filter(Boolean).length;
      return columns >= 2 && [...element.children].filter(framed).length >= 3;
    };
    const sections = [...main.querySelectorAll("section")].filter(
      (section) => !section.parentElement?.closest("section"),
    );
    return sections.map((section) => {
      const marked = section.querySelector("[data-card-grid]") !== null;
      const css = [section, ...section.querySelectorAll("*")].some(cssCardGrid);
      return {
        id: section.id || section.getAttribute("aria-labelledby") || "?",
        grid: marked || css,
        marked,
        split: section.hasAttribute("data-split-row"),
      };
    });
  });
}

/** The document's y of each primary (green) button in main, and its name. */
function primaryButtons(page: Page) {
  return page.locator("main").evaluate((main) =>
    [...main.querySelectorAll("a, button")]
      .filter((element) => element.className.toString().split(/\s+/).includes("bg-cta"))
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({
        name: element.textContent?.trim() ?? "",
        top: element.getBoundingClientRect().top + window.scrollY,
        bottom: element.getBoundingClientRect().bottom + window.scrollY,
      })),
  );
}

test.describe("/careers at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("no three card grids in a row; the grids are marked, the perks a text-and-visual row", async ({
    page,
  }) => {
    await page.goto("/careers");
    const kinds = await sectionKinds(page);
    const ids = kinds.map((kind) => kind.id);
    for (const id of ["perks", "openings", "culture", "internship", "pitch-your-role"]) {
      expect(ids, "the page's sections").toContain(id);
    }
    for (let at = 0; at + 2 < kinds.length; at++) {
      const run = kinds.slice(at, at + 3);
      expect(
        run.every((kind) => kind.grid),
        `three grids in a row: ${run.map((kind) => kind.id).join(", ")}`,
      ).toBe(false);
    }
    // Every grid of cards says so, so the design tests read the page's rhythm.
    for (const kind of kinds) {
      expect(kind.grid, `${kind.id}: a grid of cards without data-card-grid`).toBe(kind.marked);
    }
    const byId = Object.fromEntries(kinds.map((kind) => [kind.id, kind]));
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
  test(`/careers at ${viewport.width} px: one primary button per screen in main`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/careers");
    const primaries = await primaryButtons(page);
    expect(primaries.map((button) => button.name)).toEqual([
      expect.stringContaining("View Open Positions"),
      "Pitch Your Role",
    ]);
    // No screen's height holds two of them.
    for (let at = 1; at < primaries.length; at++) {
      expect(
        primaries[at]!.bottom - primaries[at - 1]!.top,
        `${primaries[at - 1]!.name} and ${primaries[at]!.name} on one screen`,
      ).toBeGreaterThan(viewport.height);
    }
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
