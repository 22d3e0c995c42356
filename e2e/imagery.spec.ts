import { expect, test, type Locator, type Page } from "@playwright/test";

import { companyLogoSchema } from "../content/schemas/logos";
import { serviceSchema } from "../content/schemas/services";
import { teamMemberSchema } from "../content/schemas/team";
import { testimonialSchema } from "../content/schemas/testimonials";
import { loadSiteConfig } from "../src/config/load-site-config";
import { byPosition } from "../src/features/testimonials/testimonials";
import { readContentFolder } from "../test/content-files";

import { presetConsent } from "./support/enquiry";

const enterpriseLogos = readContentFolder("content/logos", companyLogoSchema).filter(
  (logo) => logo.group === "enterprise",
);

/**
 * Issue 13's imagery: every hero has its drawn visual (one image, named for assistive
 * technology), people have illustrated portraits, company marks fit their boxes at every
 * width, and a service card's "List Your Project" opens onboarding with the service chosen.
 */

const site = loadSiteConfig(process.env);
const services = readContentFolder("content/services", serviceSchema);
const team = readContentFolder("content/team", teamMemberSchema).sort(
  (a, b) => a.position - b.position,
);

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL);
});

/** Each hero and the illustration it must show (data-illustration names the drawing). */
const HERO_VISUALS = [
  ["/", "pilot-board"],
  ["/cto-service", "cto-roadmap"],
  ["/cto-services", "cto-roadmap"],
  ["/mvp-development", "mvp-timeline"],
  ["/google-ads-marketing", "ads-funnel"],
  ["/ai-automation", "ai-workflow"],
  ["/ai-safety-vision", "safety-detection"],
  ["/tech-strategy-consulting", "audit-scorecard"],
  [site.founder.experiencePath, "founder-card"],
  ["/about-us", "about"],
  ["/careers", "careers"],
  ["/our-process", "process"],
] as const;

test.describe("hero visuals", () => {
  for (const [path, name] of HERO_VISUALS) {
    test(`${path} shows its ${name} illustration beside the heading`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const hero = page.locator("main section").first();
      const visual = hero.locator(`[data-illustration="${name}"]`);
      await expect(visual).toBeVisible();
      await expect(visual).toHaveAttribute("role", "img");
      expect((await visual.getAttribute("aria-label"))?.length ?? 0).toBeGreaterThan(20);
      // No half-empty hero: on a wide screen the drawing fills the right of the first screen.
      const heading = await hero.getByRole("heading", { level: 1 }).boundingBox();
      const box = await visual.boundingBox();
      expect(box!.x).toBeGreaterThan(heading!.x + 400);
      expect(box!.y).toBeLessThan(900);
      expect(box!.width).toBeGreaterThan(400);
    });
  }

  test("the home headline stays the largest paint: the board has no image to wait for", async ({
    page,
  }) => {
    await page.goto("/");
    const board = page.locator('[data-illustration="pilot-board"]');
    await expect(board.locator("img")).toHaveCount(0);
    const fontSize = (node: Element) => parseFloat(getComputedStyle(node).fontSize);
    const texts = await board.evaluate((node) =>
      [...node.querySelectorAll("p, span, li")].map(
        (element) => parseFloat(getComputedStyle(element).fontSize) || 0,
      ),
    );
    const headlineSize = await page.locator("#hero-title").evaluate(fontSize);
    expect(headlineSize).toBeGreaterThan(30);
    expect(Math.max(...texts)).toBeLessThan(headlineSize / 2);
  });
});

/** Scrolls an image into view (they load lazily) and checks it really drew something. */
async function expectDrawnPortrait(image: Locator, alt: string) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("alt", alt);
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
    .toBeGreaterThan(0);
}

async function expectNotSilhouette(page: Page, src: string | null) {
  const body = await (await page.request.get(src!)).text();
  expect(body).toContain("Notionists");
}

test.describe("portraits", () => {
  test("the team on /about-us are drawn portraits", async ({ page }) => {
    await page.goto("/about-us");
    const members = page.getByTestId("team-member");
    await expect(members).toHaveCount(team.length);
    for (const [index, member] of team.entries()) {
      const name = member.founder ? site.founder.name : member.name;
      const image = members.nth(index).getByRole("img", { name: `Portrait of ${name}` });
      await expectDrawnPortrait(image, `Portrait of ${name}`);
      await expectNotSilhouette(page, await image.getAttribute("src"));
    }
  });

  for (const path of ["/cto-service", "/cto-services"]) {
    test(`the founder profile on ${path} has the founder's portrait`, async ({ page }) => {
      await page.goto(path);
      const image = page.getByTestId("founder-portrait");
      await expectDrawnPortrait(image, `Portrait of ${site.founder.name}`);
      await expectNotSilhouette(page, await image.getAttribute("src"));
    });
  }

  test("testimonials show their authors' portraits, on home and on the Google Ads page", async ({
    page,
  }) => {
    const testimonials = readContentFolder("content/testimonials", testimonialSchema);
    const on = (place: (typeof testimonials)[number]["shownOn"][number]) =>
      testimonials.filter((item) => item.shownOn.includes(place)).sort(byPosition);
    for (const [path, items] of [
      ["/", on("home")],
      ["/google-ads-marketing", on("google-ads-marketing")],
    ] as const) {
      await page.goto(path);
      const cards = page.getByTestId("testimonial");
      await expect(cards).toHaveCount(items.length);
      for (const [index, item] of items.entries()) {
        const image = cards.nth(index).getByRole("img", { name: `Portrait of ${item.name}` });
        await expectDrawnPortrait(image, `Portrait of ${item.name}`);
      }
    }
  });
});

test.describe("company marks", () => {
  for (const width of [320, 375, 1280]) {
    test(`fit their cells at ${width} px, two or more to a row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/cto-services"]) {
        await page.goto(path);
        const wall = page.locator("[data-logo-wall]").first();
        await wall.scrollIntoViewIfNeeded();
        const cells = wall.locator("li");
        expect(await cells.count()).toBeGreaterThanOrEqual(enterpriseLogos.length);
        const boxes = await cells.evaluateAll((items) =>
          items.map((item) => {
            const cell = item.getBoundingClientRect();
            const image = item.querySelector("img")!.getBoundingClientRect();
            return {
              name: item.querySelector("img")!.alt,
              cellLeft: cell.left,
              cellRight: cell.right,
              left: image.left,
              right: image.right,
              top: cell.top,
              width: image.width,
              scrolls: item.scrollWidth > item.clientWidth,
            };
          }),
        );
        for (const box of boxes) {
          expect(box.scrolls, box.name).toBe(false);
          expect(box.left, box.name).toBeGreaterThanOrEqual(box.cellLeft - 0.5);
          expect(box.right, box.name).toBeLessThanOrEqual(box.cellRight + 0.5);
          // Big enough to read: the outlined name is about 40 % of the mark's height.
          expect(box.width, box.name).toBeGreaterThanOrEqual(120);
        }
        // Not one per row on phones: the first two marks share a row.
        expect(boxes[1]!.top).toBe(boxes[0]!.top);
      }
    });
  }
});

test.describe("service cards", () => {
  test("List Your Project opens our onboarding with that service already chosen", async ({
    page,
  }) => {
    await page.goto("/");
    const grid = page.locator("#services");
    for (const service of services.filter((item) => item.onboarding)) {
      const link = grid.getByRole("link", { name: `List Your Project: ${service.title}` });
      await expect(link).toHaveAttribute("href", `/onboarding?service=${service.onboarding}`);
      await expect(link).not.toHaveAttribute("target", "_blank");
    }
    await grid.getByRole("link", { name: "List Your Project: CTO-As-A-Service" }).click();
    await expect(page).toHaveURL(/\/onboarding\?service=cto$/);
    await expect(page.getByRole("radio", { name: /CTO-As-A-Service/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /MVP Development/ })).not.toBeChecked();
  });

  test("each card's actions are text links, and Read Case Study is the same link style", async ({
    page,
  }) => {
    await page.goto("/");
    const actions = page.locator("#services li[data-service]").first().locator("a, button");
    // The title and Learn more (to the service's page), and List Your Project.
    await expect(actions).toHaveCount(3);
    const homeRead = page.locator("#case-studies").getByRole("link", { name: /Read Case Study/ });
    await expect(homeRead).toHaveCount(3);
    const homeClass = await homeRead.first().getAttribute("class");
    await page.goto("/case-studies");
    const listRead = page.getByRole("link", { name: /Read Case Study/ }).first();
    expect(await listRead.getAttribute("class")).toBe(homeClass);
  });
});
