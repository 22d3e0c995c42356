import { expect, test, type Page } from "@playwright/test";

import { presetConsent } from "./support/enquiry";

/**
 * A designer's sweep of /case-studies, /cto-service, /google-ads-marketing and a blog post, at
 * the widths where it found things cut, wrapped or run together, measured as a visitor sees them.
 */

test.beforeEach(async ({ context, baseURL }) => {
  // The consent banner answered, so nothing is pushed down or covered while measuring.
  await presetConsent(context, baseURL);
});

/** The dark theme before the first paint (the theme script reads the saved choice). */
async function darkTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
}

/** Each element's height in lines of its own line height (1 when it does not wrap). */
function lineCounts(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight);
      return {
        text: element.textContent?.trim() ?? "",
        lines: Math.round(element.getBoundingClientRect().height / lineHeight),
        overflows: element.scrollWidth > element.clientWidth + 1,
      };
    }),
  );
}

test.describe("case-study cards", () => {
  for (const width of [320, 768, 1280]) {
    test(`show their whole drawing at ${width}px (scaled to fit, not cropped)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/case-studies");
      const visuals = page.locator("main article [data-case-study-visual]");
      await expect(visuals).toHaveCount(3);
      const clipped = await visuals.evaluateAll((frames) =>
        frames.flatMap((frame) => {
          const box = frame.getBoundingClientRect();
          return [...frame.querySelectorAll("text")]
            .map((text) => ({ text: text.textContent, rect: text.getBoundingClientRect() }))
            .filter(
              ({ rect }) =>
                rect.left < box.left - 0.5 ||
                rect.right > box.right + 0.5 ||
                rect.top < box.top - 0.5 ||
                rect.bottom > box.bottom + 0.5,
            )
            .map(({ text }) => `${frame.getAttribute("data-case-study-visual")}: ${text}`);
        }),
      );
      expect(clipped).toEqual([]);
    });
  }

  // The rollout's "2 → 20+ labs" once sat on the first two labs' dots.
  for (const width of [375, 1280]) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`a drawing's label sits clear of its dots and line, inside its box, at ${width}px ${colorScheme}`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        for (const path of ["/", "/case-studies", "/case-studies/labsphere-enterprise-rollout"]) {
          await page.goto(path);
          await page.evaluate(() => document.fonts.ready);
          const labels = page.locator("main [data-case-study-visual] [data-drawing-label]");
          expect(await labels.count(), `labels on ${path}`).toBeGreaterThan(0);
          const faults = await labels.evaluateAll((groups) =>
            groups.flatMap((group) => {
              const svg = group.closest("svg")!;
              const box = group.querySelector("rect")!.getBoundingClientRect();
              const text = group.querySelector("text")!;
              const words = text.getBoundingClientRect();
              const found: string[] = [];
              if (
                words.left < box.left ||
                words.right > box.right ||
                words.top < box.top ||
                words.bottom > box.bottom
              )
                found.push(`"${text.textContent}" runs out of its box`);
              const overlaps = (rect: DOMRect) =>
                rect.right > box.left &&
                rect.left < box.right &&
                rect.bottom > box.top &&
                rect.top < box.bottom;
              for (const dot of svg.querySelectorAll("circle"))
                if (overlaps(dot.getBoundingClientRect()))
                  found.push(
                    `"${text.textContent}" covers the dot at ${dot.getAttribute("cx")},${dot.getAttribute("cy")}`,
                  );
              // The line: points along it, each widened by half the stroke.
              for (const line of svg.querySelectorAll("path")) {
                if (line.closest("defs") || getComputedStyle(line).stroke === "none") continue;
                const matrix = line.getScreenCTM()!;
                const half = (parseFloat(getComputedStyle(line).strokeWidth) * matrix.a) / 2;
                const length = line.getTotalLength();
                for (let at = 0; at <= length; at += 1) {
                  const point = line.getPointAtLength(at).matrixTransform(matrix);
                  if (overlaps(new DOMRect(point.x - half, point.y - half, half * 2, half * 2))) {
                    found.push(`"${text.textContent}" covers the line at ${Math.round(at)}`);
                    break;
                  }
                }
              }
              return found;
            }),
          );
          expect(faults, path).toEqual([]);
        }
      });
    }
  }

  test("at 1280px the three cards' stats rows share one y", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/case-studies");
    const tops = await page
      .locator("main article dl")
      .evaluateAll((lists) => lists.map((list) => Math.round(list.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  });
});

test.describe("stat values never break inside their tile or chip", () => {
  for (const width of [320, 375, 768, 1280]) {
    test(`/cto-service at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/cto-service");
      const values = await lineCounts(page, "#why-it-works dd, #experience dd");
      expect(values.length).toBeGreaterThanOrEqual(4);
      for (const value of values) {
        expect(value, `"${value.text}"`).toMatchObject({ lines: 1, overflows: false });
      }
    });

    test(`/google-ads-marketing's snapshots at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/google-ads-marketing");
      const chips = page.locator("main li dl > div").filter({ hasText: "500+ course sales" });
      await expect(chips).toHaveCount(1);
      const values = await lineCounts(page, "main [data-card-grid] > li dl dd");
      expect(values.length).toBeGreaterThanOrEqual(12);
      for (const value of values) {
        expect(value, `"${value.text}"`).toMatchObject({ lines: 1, overflows: false });
      }
      // and the chip holds its value
      const fits = await chips.evaluate((chip) => {
        const box = chip.getBoundingClientRect();
        const value = chip.querySelector("dd")!.getBoundingClientRect();
        return value.left >= box.left - 0.5 && value.right <= box.right + 0.5;
      });
      expect(fits).toBe(true);
    });
  }
});

test("/cto-service at 1280px: the stat tiles line up with the cards above them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/cto-service");
  // Layout boxes (offsets), not painted ones: the cards' reveal on scroll moves them a little.
  const columns = (selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      (elements as HTMLElement[]).map((element) => {
        let left = 0;
        for (let at: HTMLElement | null = element; at; at = at.offsetParent as HTMLElement | null)
          left += at.offsetLeft;
        return [left, left + element.offsetWidth];
      }),
    );
  const cards = await columns("#why-it-works [data-card-grid] > li");
  const tiles = await columns("#why-it-works dl > div");
  expect(tiles).toHaveLength(cards.length);
  tiles.forEach(([left, right], index) => {
    expect(Math.abs(left! - cards[index]![0]!)).toBeLessThanOrEqual(1);
    expect(Math.abs(right! - cards[index]![1]!)).toBeLessThanOrEqual(1);
  });
});

test("/cto-service says the same of its 95% as the deck and the other pages", async ({ page }) => {
  await page.goto("/cto-service");
  const tile = page.locator("#why-it-works dl > div").filter({ hasText: "95%" });
  await expect(tile.locator("dt")).toHaveText("Client retention");
  await expect(page.getByText(/client satisfaction/i)).toHaveCount(0);
});

test.describe("dark theme: consecutive bands are told apart", () => {
  for (const route of ["/cto-service", "/google-ads-marketing"]) {
    test(`${route} at 1280px`, async ({ page }) => {
      await darkTheme(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      const seams = await page.locator("main").evaluate((main) => {
        const rgb = (value: string) =>
          value
            .match(/[\d.]+/g)!
            .slice(0, 3)
            .map(Number);
        const luminance = (value: string) => {
          const [r, g, b] = rgb(value).map((channel) => {
            const c = channel / 255;
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const step = (a: string, b: string) => {
          const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (high! + 0.05) / (low! + 0.05);
        };
        /** A section's own colour: its background, else its nearest ancestor's. */
        const background = (element: Element | null): string => {
          while (element) {
            const colour = getComputedStyle(element).backgroundColor;
            if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
            element = element.parentElement;
          }
          return "rgb(255, 255, 255)";
        };
        const sections = [...main.querySelectorAll("section")].filter(
          (section) =>
            !section.parentElement?.closest("section") &&
            section.getBoundingClientRect().height > 0,
        );
        return sections.slice(1).map((section, index) => {
          const before = background(sections[index]!);
          const colour = background(section);
          // A hairline on the section's top edge, or on an element wrapping it.
          const top = section.getBoundingClientRect().top;
          const edges: Element[] = [];
          for (let at: Element | null = section; at && at !== main; at = at.parentElement) {
            if (Math.abs(at.getBoundingClientRect().top - top) <= 1) edges.push(at);
          }
          const hairline = edges.some((edge) => {
            const style = getComputedStyle(edge);
            return (
              Number.parseFloat(style.borderTopWidth) >= 1 &&
              step(style.borderTopColor, colour) >= 1.2 &&
              step(style.borderTopColor, before) >= 1.2
            );
          });
          return {
            seam: `${sections[index]!.id || "?"} | ${section.id || "?"}`,
            told: hairline || step(before, colour) >= 1.3,
          };
        });
      });
      expect(seams.length).toBeGreaterThan(3);
      expect(seams.filter((seam) => !seam.told)).toEqual([]);
    });
  }
});

test("/google-ads-marketing at 320px: the hero pill fits inside the padding", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/google-ads-marketing");
  const pill = page.locator("section[aria-labelledby='hero-title'] p").first();
  await expect(pill).toHaveText("Google Ads Performance Marketing");
  const box = (await pill.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(16 - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(320 - 16 + 0.5);
});

test.describe("blog post breadcrumb", () => {
  for (const width of [320, 375]) {
    test(`is one line at ${width}px, the title cut with an ellipsis but whole for assistive tech`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/blog/fractional-cto-vs-full-time-hire");
      const trail = page.getByTestId("breadcrumbs");
      const links = trail.getByRole("link");
      const current = trail.locator("a[aria-current='page']");
      const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      await expect(current).toHaveAccessibleName(title);
      await expect(current).toHaveAttribute("title", title);
      const boxes = await links.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { top: Math.round(box.top), height: Math.round(box.height) };
        }),
      );
      // Every crumb on one 44 px row: same top, same height.
      for (const box of boxes) expect(box).toEqual(boxes[0]);
      expect(boxes[0]!.height).toBeLessThanOrEqual(45);
      const cut = await current.evaluate(
        (element) =>
          getComputedStyle(element).textOverflow === "ellipsis" &&
          element.getBoundingClientRect().right <= document.documentElement.clientWidth - 15,
      );
      expect(cut).toBe(true);
    });
  }
});
