import { expect, test, type Locator } from "@playwright/test";

/**
 * Layout checks from a design sweep of the home page, /about-us, /our-process and /careers:
 * rows that must line up, labels and buttons that must keep their lines. Reduced motion, so the
 * reveal on scroll never leaves a card mid-move while it is measured.
 */
test.use({ reducedMotion: "reduce" });

/** How many lines of text an element holds (its content box over its line height). */
async function lineCounts(items: Locator) {
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const content =
        box.height -
        Number.parseFloat(style.paddingTop) -
        Number.parseFloat(style.paddingBottom) -
        Number.parseFloat(style.borderTopWidth) -
        Number.parseFloat(style.borderBottomWidth);
      const line = Number.parseFloat(style.lineHeight);
      return { text: element.textContent?.trim() ?? "", lines: Math.round(content / line) };
    }),
  );
}

async function bottoms(items: Locator) {
  return items.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().bottom),
  );
}

function expectOneY(values: number[], tolerance = 1) {
  expect(values.length).toBeGreaterThan(1);
  expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(tolerance);
}

test.describe("home", () => {
  for (const width of [320, 375, 1280]) {
    test(`hero stats at ${width} px: labels in at most two lines, the word stat not a big figure`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const stats = page.locator("[data-hero-stats]");
      await expect(stats).toBeVisible();
      for (const { text, lines } of await lineCounts(stats.locator("dt"))) {
        expect(lines, text).toBeLessThanOrEqual(2);
      }
      // Every figure on one line.
      for (const { text, lines } of await lineCounts(
        stats.locator("[data-hero-stat='figure'] dd"),
      )) {
        expect(lines, text).toBe(1);
      }
      // A stat that is no number ("New Brand") is set as a label, no larger than body text.
      const words = stats.locator("[data-hero-stat='label'] dd");
      for (const size of await words.evaluateAll((elements) =>
        elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
      )) {
        expect(size).toBeLessThanOrEqual(16);
      }
    });
  }

  test("featured case studies lead with their picture", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const cards = page.locator("[data-featured-case-study]");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      const visual = card.locator("[data-case-study-visual], [data-case-study-image]").first();
      await expect(visual).toBeVisible();
      const [cardBox, visualBox] = [await card.boundingBox(), await visual.boundingBox()];
      expect(Math.abs(visualBox!.y - cardBox!.y)).toBeLessThanOrEqual(2);
      expect(visualBox!.height).toBeGreaterThan(150);
    }
  });

  test("Let's Build Together at 1280 px: equal cards, one primary, buttons on one bottom line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const section = page.locator("#contact");
    await section.scrollIntoViewIfNeeded();
    const cards = section.locator("[data-contact-card]");
    await expect(cards).toHaveCount(2);
    expectOneY(await bottoms(cards));
    // Each card ends in one full-width large button; their bottoms share one line.
    const buttons = cards.locator("> div:last-child > a");
    await expect(buttons).toHaveCount(2);
    expectOneY(await bottoms(buttons));
    const heights = await buttons.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().height),
    );
    expectOneY(heights);
  });

  test("the List Your Project card stands apart from the dark page", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const card = page.locator("#contact [data-contact-card]").first();
    const {
      background,
      border,
      page: pageBackground,
    } = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        border: style.borderTopWidth,
        page: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(background).not.toBe(pageBackground);
    expect(Number.parseFloat(border)).toBeGreaterThanOrEqual(1);
  });
});

test.describe("/about-us", () => {
  test("at 1280 px the team cards are one height, their link rows on one line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about-us");
    const members = page.getByTestId("team-member");
    const count = await members.count();
    expect(count).toBeGreaterThan(1);
    const heights = await members.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().height),
    );
    expectOneY(heights);
    const rows = members.locator("[data-team-links]");
    expectOneY(
      await rows.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().top),
      ),
    );
  });

  test("at 1280 px the office partners are one list, left of the map", async ({ page }) => {
    // They were a row of three cards under the copy, with the right half of the band empty.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about-us");
    const office = page.locator("#office");
    const partners = office.locator("[data-office-copy] li");
    await expect(partners).toHaveCount(3);
    const boxes = await partners.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top };
      }),
    );
    expectOneY(boxes.map((box) => box.left));
    // One above another, not side by side.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.top);
    const map = (await office.locator('[data-illustration="office-ecosystem"]').boundingBox())!;
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(map.x);
  });
});

test.describe("/our-process", () => {
  for (const width of [320, 375]) {
    test(`at ${width} px both hero buttons keep one line and one width`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/our-process");
      const buttons = page.locator("main [data-button-pair]").first().locator("a, button");
      await expect(buttons).toHaveCount(2);
      for (const { text, lines } of await lineCounts(buttons)) expect(lines, text).toBe(1);
      const boxes = await buttons.evaluateAll((elements) =>
        elements.map((element) => ({
          width: element.getBoundingClientRect().width,
          right: element.getBoundingClientRect().right,
          overflow: element.scrollWidth - element.clientWidth,
        })),
      );
      expectOneY(boxes.map((box) => box.width));
      for (const box of boxes) {
        expect(box.overflow).toBeLessThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe("/careers", () => {
  test("the Sprint 14 board shows real tasks: titles, tags and owners", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/careers");
    const board = page.locator("[data-illustration='careers']");
    await expect(board).toBeVisible();
    await expect(board).toContainText("Sprint 14");
    for (const word of ["To do", "Doing", "Done", "Pay with Stripe", "Web", "API"]) {
      await expect(board).toContainText(word);
    }
  });

  for (const width of [320, 375]) {
    test(`at ${width} px no task title breaks inside a word`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/careers");
      await page.evaluate(() => document.fonts.ready);
      const broken = await page
        .locator("[data-illustration='careers'] [data-task-title]")
        .evaluateAll((titles) =>
          titles.flatMap((title) => {
            const text = title.firstChild!;
            const words: string[] = [];
            for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(text, match.index);
              range.setEnd(text, match.index + match[0].length);
              // A word set on two lines has a box on each.
              const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
              if (lines.size > 1) words.push(match[0]);
            }
            return words;
          }),
        );
      expect(broken).toEqual([]);
    });
  }
});
