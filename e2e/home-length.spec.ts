import { expect, test, type Page } from "@playwright/test";

import { pilotBoard } from "../content/illustrations";
import { serviceMenu } from "../content/navigation";
import { homePageSchema } from "../content/schemas/home";
import { readContentFile } from "../test/content-files";

import { presetConsent } from "./support/enquiry";
import {
  gridRuns,
  primariesSharingAScreen,
  primaryButtons,
  sectionGrids,
} from "./support/page-rhythm";

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
    test(`at ${width} px the hero's board ends on its days: the next label is cut off whole`, async ({
      page,
    }) => {
      await open(page, width);
      const window = page.locator("[data-board-window]");
      const label = window.getByText(pilotBoard.architectureTitle, { exact: true });
      const [frame, text] = await Promise.all([window.boundingBox(), label.boundingBox()]);
      expect(text!.y).toBeGreaterThanOrEqual(frame!.y + frame!.height);
      await expect(window.getByText(pilotBoard.days.at(-1)!.title, { exact: true })).toBeAttached();
    });

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

test.describe("rhythm and weight", () => {
  // 375 and 1280 px are checked on every route (e2e/design.spec.ts); the tablet's two columns here.
  for (const [width, height] of [[768, 1024]] as const) {
    test(`at ${width} px: never three card grids in a row, one primary button a screen`, async ({
      page,
    }) => {
      await open(page, width, height);
      const sections = await sectionGrids(page);
      expect(
        sections.filter((section) => section.grid).length,
        "the page has card grids",
      ).toBeGreaterThan(0);
      expect(gridRuns(sections)).toEqual([]);
      // The green buttons in main (the floating card aside): never two on one screen.
      expect((await primaryButtons(page)).length).toBeGreaterThan(0);
      expect(await primariesSharingAScreen(page, height)).toEqual([]);
    });
  }
});
