import { expect, test, type Locator, type Page } from "@playwright/test";

import { presetConsent } from "./support/enquiry";

/**
 * Cards in one row line up part by part (docs/design-system.md "Cards"): in a row of cards the
 * same part of each card (its title, its "Before" box, its first figure, its byline) starts at one
 * height, within 1 px, and a blog card's byline and Read More sit together at its bottom. Measured
 * where the cards sit side by side.
 */

/** A part of a card: the first element matching `selector` whose text starts with `text`. */
type Part = { name: string; selector: string; text?: string };

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL);
});

/** For each row of cards (cards sharing a top), each part's top in each card of the row. */
async function rowsOfParts(cards: Locator, parts: Part[]) {
  const measured = await cards.evaluateAll(
    (elements, parts) =>
      elements.map((card) => ({
        top: card.getBoundingClientRect().top,
        bottom: card.getBoundingClientRect().bottom,
        parts: Object.fromEntries(
          parts.map(({ name, selector, text }) => {
            const part = [...card.querySelectorAll(selector)].find(
              (element) => !text || element.textContent?.trim().startsWith(text),
            );
            return [name, part ? part.getBoundingClientRect().top : null];
          }),
        ),
      })),
    parts,
  );
  const rows: (typeof measured)[] = [];
  for (const card of measured) {
    const row = rows.find((cardsInRow) => Math.abs(cardsInRow[0]!.top - card.top) <= 1);
    if (row) row.push(card);
    else rows.push([card]);
  }
  return rows;
}

async function expectRowsAligned(cards: Locator, parts: Part[], where: string) {
  const rows = await rowsOfParts(cards, parts);
  expect(
    rows.some((row) => row.length > 1),
    `${where}: cards side by side`,
  ).toBe(true);
  for (const [index, row] of rows.entries()) {
    for (const { name } of parts) {
      const tops = row.map((card) => card.parts[name]);
      expect(tops, `${where}, row ${index + 1}: every card has its ${name}`).not.toContain(null);
      const spread = Math.max(...(tops as number[])) - Math.min(...(tops as number[]));
      expect
        .soft(spread, `${where}, row ${index + 1}: ${name} tops ${tops.join(", ")}`)
        .toBeLessThan(1.01);
    }
    const bottoms = row.map((card) => card.bottom);
    expect
      .soft(Math.max(...bottoms) - Math.min(...bottoms), `${where}: one height`)
      .toBeLessThan(1.01);
  }
}

const section = (page: Page, heading: string) =>
  page.locator("section", { has: page.getByRole("heading", { name: heading, level: 2 }) });

for (const width of [768, 1280, 1920]) {
  test(`the parts of cards in one row line up at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/ai-automation");
    await expectRowsAligned(
      section(page, "Sample Use Cases").locator("[data-card-grid] > li"),
      [
        { name: "title", selector: "h3" },
        { name: "Before box", selector: "dl > div", text: "Before" },
        { name: "After box", selector: "dl > div", text: "After" },
      ],
      "/ai-automation Sample Use Cases",
    );
    if (width >= 1024) {
      await expectRowsAligned(
        section(page, "Success Stories").locator("[data-card-grid] > li"),
        [
          { name: "client", selector: "h3" },
          { name: "summary", selector: "h3 + p" },
          { name: "first figure's rule", selector: "[data-story-stat]:nth-child(1)" },
          { name: "second figure's rule", selector: "[data-story-stat]:nth-child(2)" },
          { name: "second figure", selector: "[data-story-stat]:nth-child(2) dd" },
        ],
        "/ai-automation Success Stories",
      );
    }

    await page.goto("/blog");
    await expectRowsAligned(
      page.getByRole("list", { name: "Posts" }).locator("> li"),
      [
        { name: "title", selector: "h2" },
        { name: "excerpt", selector: "h2 + p" },
        { name: "byline", selector: "p:has(> time)" },
        { name: "Read More", selector: "p", text: "Read More" },
      ],
      "/blog",
    );
  });
}
