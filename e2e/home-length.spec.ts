import { expect, test, type Page } from "@playwright/test";

import { serviceMenu } from "../content/navigation";
import { homePageSchema } from "../content/schemas/home";
import { readContentFile } from "../test/content-files";

import { presetConsent } from "./support/enquiry";

/**
 * The home page on a phone: under 9,000 px at 375 × 812 (it was 12,300 px) with every section it
 * had, the case studies and testimonials a row to swipe through (CSS only: scroll snap, a named
 * region the keyboard scrolls, the next card peeking in), never three card grids in a row and
 * one primary button per screen (docs/design-system.md "Section bands", "Buttons").
 */

const copy = readContentFile("content/home/page.yaml", homePageSchema);

/** The longest the home page may be at 375 px. */
const MAX_HEIGHT = 9_000;

test.use({ reducedMotion: "reduce" });

test.beforeEach(async ({ context, baseURL }) => {
  // The consent banner answered: the page's own length, without the banner in the flow.
  await presetConsent(context, baseURL);
});

async function open(page: Page, width: number, height = 812) {
  await page.setViewportSize({ width, height });
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
}

/** Every section of the home page, with what it must keep (the specified headings and links). */
async function expectEverySection(page: Page) {
  const main = page.getByRole("main");
  // The hero: the rotating headlines, its two buttons.
  const hero = main.locator('section[aria-labelledby="hero-title"]');
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hero.locator("[data-rotating-headline] [data-headline]")).toHaveCount(
    copy.hero.headlines.length,
  );
  await expect(hero.getByRole("link", { name: copy.hero.primaryCta })).toHaveAttribute(
    "href",
    "/onboarding",
  );
  await expect(hero.getByRole("link", { name: copy.hero.secondaryCta })).toHaveAttribute(
    "href",
    "#case-studies",
  );
  // The proof strip: its heading and the marks.
  const proof = main.locator('section[aria-labelledby="proof-title"]');
  await expect(proof.getByRole("heading", { name: copy.proof.heading })).toBeVisible();
  await expect(
    proof.getByRole("list", { name: copy.proof.label }).getByRole("listitem"),
  ).not.toHaveCount(0);
  // The services: six cards, each to its page ("Learn more") and with its enquiry action.
  const services = main.locator("section#services");
  await expect(services.getByRole("heading", { name: "Our Services", level: 2 })).toBeVisible();
  const cards = services.locator("li[data-service]");
  await expect(cards).toHaveCount(6);
  for (const [index, item] of serviceMenu.entries()) {
    const card = cards.nth(index);
    await expect(card.locator("[data-service-page-link]")).toHaveAttribute("href", item.href);
    await expect(card.locator("[data-service-page-link]")).toContainText(copy.services.pageLink);
    await expect(card.getByRole("link", { name: /^List Your Project: / })).toHaveCount(1);
  }
  // The featured case studies, the testimonials, the one closing section.
  const studies = main.locator("section#case-studies");
  await expect(studies.getByRole("heading", { name: copy.caseStudies.heading })).toBeAttached();
  await expect(studies.locator("[data-featured-case-study]")).toHaveCount(3);
  await expect(studies.getByRole("link", { name: /Read Case Study/ })).toHaveCount(3);
  await expect(studies.getByRole("link", { name: copy.caseStudies.allButton })).toHaveAttribute(
    "href",
    "/case-studies",
  );
  const testimonials = main.locator("section#testimonials");
  await expect(
    testimonials.getByRole("heading", { name: copy.testimonials.heading }),
  ).toBeAttached();
  await expect(testimonials.getByTestId("testimonial")).toHaveCount(3);
  const contact = main.locator("section#contact");
  await expect(contact).toHaveAttribute("data-closing");
  await expect(page.locator("[data-closing]")).toHaveCount(1);
  await expect(contact.getByRole("heading", { name: copy.contact.heading })).toBeAttached();
  await expect(contact.getByRole("link", { name: copy.contact.list.button })).toHaveAttribute(
    "href",
    "/onboarding",
  );
  await expect(
    contact.getByRole("button", { name: copy.contact.direct.enquiryButton }),
  ).toHaveCount(1);
}

test.describe("the home page's length", () => {
  test(`at 375 × 812 it is under ${MAX_HEIGHT} px tall, with every section`, async ({ page }) => {
    await open(page, 375);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, "the page's height at 375 px").toBeLessThan(MAX_HEIGHT);
    await expectEverySection(page);
    // The sections in their order.
    const order = await page
      .locator("main section")
      .evaluateAll((sections) =>
        sections
          .filter((section) => !section.parentElement?.closest("section"))
          .map((section) => section.id || section.getAttribute("aria-labelledby")),
      );
    expect(order).toEqual([
      "hero-title",
      "proof-title",
      "services",
      "case-studies",
      "testimonials",
      "contact",
    ]);
  });

  for (const width of [320, 375]) {
    test(`at ${width} px nothing scrolls sideways but the swipe rows`, async ({ page }) => {
      await open(page, width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});

test.describe("swipe rows on phones", () => {
  for (const [section, name] of [
    ["case-studies", "Case studies"],
    ["testimonials", "Testimonials"],
  ] as const) {
    test(`#${section} at 375 px: a named region that snaps, peeks and scrolls by keyboard`, async ({
      page,
    }) => {
      await open(page, 375);
      const region = page.locator(`#${section}`).getByRole("region", { name, exact: true });
      await expect(region).toHaveAttribute("tabindex", "0");
      await region.scrollIntoViewIfNeeded();
      const shape = await region.evaluate((element) => {
        const cards = [...element.querySelectorAll(":scope > ul > li")].map((card) =>
          card.getBoundingClientRect(),
        );
        return {
          scrolls: element.scrollWidth > element.clientWidth,
          snap: getComputedStyle(element).scrollSnapType,
          cards: cards.map((box) => ({ left: box.left, right: box.right, top: box.top })),
        };
      });
      expect(shape.scrolls).toBe(true);
      expect(shape.snap).toContain("x");
      expect(shape.snap).toContain("mandatory");
      // One row: the first card within the screen, the next one peeking in at its right edge.
      const [first, second] = shape.cards;
      expect(shape.cards).toHaveLength(3);
      for (const card of shape.cards)
        expect(Math.abs(card.top - first!.top)).toBeLessThanOrEqual(1);
      expect(first!.left).toBeGreaterThanOrEqual(0);
      expect(first!.right).toBeLessThanOrEqual(375);
      expect(second!.left).toBeLessThan(375 - 24);
      expect(second!.right).toBeGreaterThan(375);
      // The keyboard scrolls it.
      await region.focus();
      await expect(region).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    });
  }

  test("from 1024 px nothing scrolls sideways: the cards are rows and a grid again", async ({
    page,
  }) => {
    await open(page, 1280, 900);
    for (const name of ["Case studies", "Testimonials"]) {
      const region = page.getByRole("region", { name, exact: true });
      expect(
        await region.evaluate((element) => element.scrollWidth - element.clientWidth),
        name,
      ).toBeLessThanOrEqual(0);
    }
  });
});

/**
 * Each top-level section of main, marked as a card grid when it holds `[data-card-grid]` or a CSS
 * grid of two columns or more with at least three framed (bordered or shadowed) children.
 */
function sectionKinds(page: Page) {
  return page.locator("main").evaluate((main) => {
    const framed = (element: Element) => {
      const style = getComputedStyle(element);
      const border = ["Top", "Right", "Bottom", "Left"].some(
        (side) =>
          Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
      return border || style.boxShadow !== "none";
    };
    const isCardGrid = (section: Element) =>
      section.querySelector("[data-card-grid]") !== null ||
      [...section.querySelectorAll("*")].some((element) => {
        const style = getComputedStyle(element);
        if (!style.display.includes("grid")) return false;
        const columns = style.gridTemplateColumns.split(" ").filter((track) => track !== "none");
        return columns.length >= 2 && [...element.children].filter(framed).length >= 3;
      });
    return [...main.querySelectorAll("section")]
      .filter((section) => !section.parentElement?.closest("section"))
      .map((section) => ({
        id: section.id || section.getAttribute("aria-labelledby") || "?",
        grid: isCardGrid(section),
      }));
  });
}

test.describe("rhythm and weight", () => {
  for (const [width, height] of [
    [375, 812],
    [768, 1024],
    [1280, 900],
  ] as const) {
    test(`at ${width} px: never three card grids in a row, one primary button a screen`, async ({
      page,
    }) => {
      await open(page, width, height);
      const kinds = await sectionKinds(page);
      expect(kinds.filter((kind) => kind.grid).length, "the page has card grids").toBeGreaterThan(
        0,
      );
      for (let at = 0; at + 2 < kinds.length; at++) {
        const run = kinds.slice(at, at + 3);
        expect(
          run.every((kind) => kind.grid),
          `three grids in a row: ${run.map((kind) => kind.id).join(", ")}`,
        ).toBe(false);
      }
      // The green buttons in main (the floating card aside): a screen's height apart, so no
      // screen shows two.
      const primaries = await page.locator("main").evaluate((main) =>
        [...main.querySelectorAll("a, button")]
          .filter(
            (element) =>
              element.classList.contains("bg-cta") &&
              !element.closest("[data-floating]") &&
              element.checkVisibility(),
          )
          .map((element) => {
            const box = element.getBoundingClientRect();
            return {
              text: element.textContent?.trim(),
              top: box.top + scrollY,
              bottom: box.bottom + scrollY,
            };
          })
          .sort((a, b) => a.top - b.top),
      );
      expect(primaries.length).toBeGreaterThan(0);
      for (let at = 1; at < primaries.length; at++) {
        const [above, below] = [primaries[at - 1]!, primaries[at]!];
        expect(
          below.top - above.bottom,
          `"${above.text}" and "${below.text}" on one screen`,
        ).toBeGreaterThanOrEqual(height);
      }
    });
  }
});
