import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { footerServices, serviceMenu } from "../content/navigation";
import { founderExperiencePageSchema } from "../content/schemas/founder-experience";
import { loadSiteConfig } from "../src/config/load-site-config";
import { readBlockPage } from "../test/block-pages";
import { readContentFile } from "../test/content-files";

import { presetConsent, siteScriptLive } from "./support/enquiry";
import { scrollToY, scrollUntilVisible } from "./support/floating";

const founderExperiencePage = readContentFile(
  "content/founder-experience/page.yaml",
  founderExperiencePageSchema,
);

/** Each service page as its route reads it (content/pages/<page>.yaml). */
const ctoPilotPage = readBlockPage("cto-service");
const ctoServicesPage = readBlockPage("cto-services");

/** A block page's route, its enquiry-modal preset and its section headings, in order. */
const blockRoute = (name: string) => {
  const page = readBlockPage(name);
  return {
    path: page.path,
    lead: page.service,
    faq: page.sections.some((block) => block.type === "faq"),
    service: page.structuredService,
    headings: page.sections.map((block) => block.heading),
  };
};

const site = loadSiteConfig(process.env);
const experiencePath = site.founder.experiencePath;

/** Each route, its enquiry-modal preset and the docs/product.md section headings it must show, in order. */
const routes = [
  blockRoute("cto-service"),
  blockRoute("cto-services"),
  {
    path: experiencePath,
    lead: "CTO-As-A-Service",
    faq: true,
    service: false,
    headings: [
      founderExperiencePage.regions.heading,
      founderExperiencePage.enterprise.heading,
      founderExperiencePage.startups.heading,
      founderExperiencePage.testimonial.heading,
      founderExperiencePage.useCases.heading,
      founderExperiencePage.faq.heading,
      founderExperiencePage.impactSummary.heading,
      founderExperiencePage.pilot.heading,
    ],
  },
  blockRoute("mvp-development"),
  blockRoute("google-ads-marketing"),
  blockRoute("ai-automation"),
  blockRoute("ai-safety-vision"),
  blockRoute("tech-strategy-consulting"),
];

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { "@type": string } | { "@type": string }[];
    return (Array.isArray(data) ? data : [data]).map((item) => item["@type"]);
  });
}

for (const route of routes) {
  test.describe(`service page ${route.path}`, () => {
    test("answers 200 with one h1, the product's sections in order and its structured data", async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      const h2s = (await page.locator("main h2").allTextContents()).map((t) => t.trim());
      const positions = route.headings.map((heading) => h2s.indexOf(heading));
      expect(positions, `headings on ${route.path}: ${h2s.join(" | ")}`).not.toContain(-1);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);

      const types = await jsonLdTypes(page);
      expect(types).toContain("BreadcrumbList");
      if (route.service !== false) expect(types).toContain("Service");
      expect(types.includes("FAQPage")).toBe(route.faq);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${site.siteUrl}${route.path}`,
      );
    });

    test(`its enquiry buttons preset the modal to ${route.lead}`, async ({ page }) => {
      await page.goto(route.path);
      const buttons = page.locator("main [data-lead-service]");
      expect(await buttons.count()).toBeGreaterThan(0);
      const services = await buttons.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("data-lead-service")),
      );
      expect(new Set(services)).toEqual(new Set([route.lead]));
      await expect(buttons.first()).toHaveAttribute("aria-haspopup", "dialog");
      // Where the enquiry modal is mounted, it opens preset to this page's service.
      await siteScriptLive(page);
      await buttons.first().click();
      const dialog = page.getByRole("dialog");
      if (await dialog.isVisible({ timeout: 1000 }).catch(() => false)) {
        await expect(dialog.locator("select").first()).toHaveValue(route.lead);
      }
    });

    test("opens every external link in a new tab with noopener, our own /book in this one", async ({
      page,
    }) => {
      await page.goto(route.path);
      // The call button leads to our own booking page (SCHEDULING_URL unset): the same tab.
      const call = page.locator('main a[href="/book"]');
      expect(await call.count()).toBeGreaterThan(0);
      for (const link of await call.all()) await expect(link).not.toHaveAttribute("target");
      const external = page.locator('main a[href^="http"]');
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
    });

    for (const width of [375, 1280]) {
      test(`has no serious accessibility violations at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route.path);
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter(
          (v) => v.impact === "serious" || v.impact === "critical",
        );
        expect(
          blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        ).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, "horizontal scroll").toBeLessThanOrEqual(0);
      });
    }
  });
}

/** The FAQ is native <details name>: the browser keeps one open and exposes its state. */
const faqState = (page: Page) =>
  page
    .locator("#faq details")
    .evaluateAll((elements) => elements.map((element) => (element as HTMLDetailsElement).open));

test.describe("FAQ accordion", () => {
  test("on the pilot page: first open at load, one open at a time, the open one closes", async ({
    page,
  }) => {
    await page.goto(ctoPilotPage.path);
    const items = page.locator("#faq details");
    const questions = items.locator("summary");
    const count = await questions.count();
    expect(count).toBeGreaterThan(2);
    // Each question is a heading, and its answer shows only while it is open.
    await expect(page.locator("#faq summary h3")).toHaveCount(count);
    expect(await faqState(page)).toEqual([true, ...Array(count - 1).fill(false)]);
    await expect(items.nth(0).locator("p")).toBeVisible();
    await expect(items.nth(1).locator("p")).toBeHidden();

    await questions.nth(1).click();
    await expect(items.nth(1).locator("p")).toBeVisible();
    await expect(items.nth(0).locator("p")).toBeHidden();
    expect((await faqState(page)).filter(Boolean)).toHaveLength(1);
    await questions.nth(1).click();
    await expect(items.nth(1).locator("p")).toBeHidden();
    expect((await faqState(page)).filter(Boolean)).toHaveLength(0);
  });

  test("on the founder page: all closed at load, single-open, by keyboard too", async ({
    page,
  }) => {
    await page.goto(experiencePath);
    const items = page.locator("#faq details");
    const questions = items.locator("summary");
    for (const open of await faqState(page)) expect(open).toBe(false);
    await questions.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await questions.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("still opens one answer at a time", async ({ page }) => {
      await page.goto(ctoPilotPage.path);
      const items = page.locator("#faq details");
      await expect(items.nth(0).locator("p")).toBeVisible();
      await items.nth(1).locator("summary").click();
      await expect(items.nth(1).locator("p")).toBeVisible();
      expect(await faqState(page)).toEqual([
        false,
        true,
        ...Array((await items.count()) - 2).fill(false),
      ]);
    });
  });
});

test("the pilot page's floating banner appears past 800 px, not at 600", async ({
  page,
  context,
  baseURL,
}) => {
  // Consent answered: while the banner is open the card steps aside (e2e/design.spec.ts).
  await presetConsent(context, baseURL);
  await page.goto(ctoPilotPage.path);
  const banner = page.getByRole("complementary", { name: site.offer.messages.pilotOffer });
  await scrollToY(page, 600);
  await expect(banner).toHaveCount(0);
  // Issue 23: past the hero too, and only where no control of the page is under it.
  expect(await scrollUntilVisible(page, banner, 600)).toBeGreaterThan(800);
  await expect(banner.getByRole("link", { name: site.offer.cta.startPilot })).toHaveAttribute(
    "href",
    site.links.onboarding,
  );
});

test.describe("explainer video", () => {
  test("loads the embed only when it scrolls into view, with the product's settings", async ({
    page,
  }) => {
    await page.route(/youtube/, (route) => route.abort());
    await page.goto(ctoPilotPage.path);
    const facade = page.getByTestId("video-facade");
    await expect(facade.locator("iframe")).toHaveCount(0);
    await facade.scrollIntoViewIfNeeded();
    const frame = facade.locator("iframe");
    await expect(frame).toHaveCount(1);
    const src = new URL((await frame.getAttribute("src"))!);
    expect(src.origin).toBe("https://www.youtube-nocookie.com");
    expect(src.pathname).toBe(`/embed/${site.video.explainerId}`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      autoplay: "1",
      mute: "1",
      controls: "1",
      rel: "0",
      disablekb: "1",
    });
  });

  test("without a network the poster and the watch link still render", async ({ page }) => {
    await page.route(/youtube/, (route) => route.abort());
    await page.goto(ctoPilotPage.path);
    await expect(page.getByRole("button", { name: /Play video/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Watch on YouTube" })).toHaveAttribute(
      "href",
      `https://www.youtube.com/watch?v=${site.video.explainerId}`,
    );
  });
});

test("a broken logo falls back to a placeholder with the company's name", async ({ page }) => {
  // Every company logo is an asset the build copied: /_astro/logo.<hash>.svg.
  await page.route(/\/_astro\/logo\.[^/]+\.svg$/, (route) => route.abort());
  await page.goto(ctoServicesPage.path);
  const proof = ctoServicesPage.sections.find((block) => block.type === "logo-wall");
  const wall = page.getByRole("list", { name: proof!.logosLabel });
  await wall.scrollIntoViewIfNeeded();
  const first = wall.locator("li").first();
  await expect(first.locator("[data-logo-stage]")).toHaveAttribute(
    "data-logo-stage",
    "placeholder",
  );
  await expect(first.locator("img")).toHaveAttribute("alt", "Orbitel Systems");
  // If the placeholder fails too, the name is shown as text.
  await first.locator("img").dispatchEvent("error");
  await expect(first.locator("img")).toHaveCount(0);
  await expect(first.locator("[data-logo-stage]")).toHaveAttribute("data-logo-stage", "text");
  await expect(first.locator("[data-logo-stage]")).toHaveText("Orbitel Systems");
});

// Issue 23: the fixed bottom button is now the one floating call to action, shown once the hero
// has scrolled away (it covered the hero's second button on phones).
test("the part-time CTO page's floating call to action starts the pilot after the hero", async ({
  page,
  context,
  baseURL,
}) => {
  await presetConsent(context, baseURL);
  await page.goto(ctoServicesPage.path);
  // Titled as its button: the pilot (docs/design-system.md "Calls to action").
  const bar = page.getByRole("complementary", { name: site.offer.messages.pilotOffer });
  await expect(bar).toHaveCount(0);
  expect(await scrollUntilVisible(page, bar)).toBeGreaterThan(500);
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(site.offer.messages.pilotOffer);
  await expect(bar.getByRole("link", { name: site.offer.cta.startPilot })).toHaveAttribute(
    "href",
    site.links.onboarding,
  );
  await expect(page.locator("#pricing")).toContainText("$7,000");
  await expect(page.locator("#pricing")).toContainText("$10,000");
  await expect(page.locator("#pricing")).toContainText("Only 2 slots remaining");
});

test("an unknown founder name answers 404", async ({ request }) => {
  expect((await request.get(experiencePath)).status()).toBe(200);
  expect((await request.get("/ctos/someone-else/experience")).status()).toBe(404);
});

test("earlier route variants redirect permanently", async ({ request }) => {
  const redirects = {
    "/mvp": "/mvp-development",
    "/google-ads": "/google-ads-marketing",
    "/ai-safety": "/ai-safety-vision",
    "/consulting": "/tech-strategy-consulting",
    "/about": "/about-us",
    "/process": "/our-process",
  };
  for (const [from, to] of Object.entries(redirects)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers()["location"]!, "http://x").pathname, from).toBe(to);
  }
});

test("every Services menu and footer services link leads to its page", async ({ request }) => {
  const hrefs = new Set<string>(
    [...serviceMenu, ...footerServices].map((link) => link.href as string),
  );
  hrefs.delete("/cto-presentation"); // the deck is its own issue
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of routes) expect(sitemap).toContain(`${site.siteUrl}${route.path}</loc>`);
});

test("each page has its own title and description", async ({ request }) => {
  const seen = new Map<string, string>();
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
    expect(title, route.path).toBeTruthy();
    expect(description, route.path).toBeTruthy();
    for (const key of [title!, description!]) {
      expect(seen.get(key), `${route.path} repeats ${key}`).toBeUndefined();
      seen.set(key, route.path);
    }
  }
});

/** Script bodies the page fetched; React's production build names its error page. */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return Promise.all(bodies);
}

test.describe("static first (issue 12)", () => {
  for (const route of routes) {
    test(`${route.path} loads no React before interaction`, async ({ page }) => {
      const scripts = await loadedScripts(page, route.path);
      await expect(page.locator("astro-island")).toHaveCount(0);
      for (const body of scripts) expect(body).not.toContain("react.dev/errors");
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const route of routes) {
      test(`${route.path} shows its hero and sections`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.locator("h1")).toBeVisible();
        for (const heading of route.headings)
          await expect(page.locator("main h2", { hasText: heading }).first()).toBeAttached();
      });
    }
  });
});
