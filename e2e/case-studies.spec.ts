import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { loadSiteConfig } from "../src/config/load-site-config";
import { caseStudyPath } from "../src/features/case-studies/case-studies";
import { readCaseStudies, readCaseStudiesPage } from "../test/case-study-files";

const site = loadSiteConfig(process.env);
const caseStudies = readCaseStudies();
const caseStudiesPage = readCaseStudiesPage();

test("case-study list: three cards, the CTO block, the pilot and LinkedIn", async ({ page }) => {
  const response = await page.goto("/case-studies");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(caseStudiesPage.hero.heading);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const study of caseStudies) {
    const card = cards.filter({ hasText: study.title });
    await expect(card.getByText(study.category, { exact: true })).toBeVisible();
    for (const tag of study.tags) await expect(card.getByText(tag, { exact: true })).toBeVisible();
    for (const stat of study.stats)
      await expect(card.getByText(stat.value, { exact: true })).toBeVisible();
    await expect(
      card.getByRole("link", { name: `${caseStudiesPage.readCaseStudy}: ${study.client}` }),
    ).toHaveAttribute("href", caseStudyPath(study.slug));
  }
  await expect(page.getByRole("heading", { name: caseStudiesPage.meetCto.title })).toBeVisible();
  await expect(
    page.getByRole("link", { name: new RegExp(caseStudiesPage.meetCto.button) }),
  ).toHaveAttribute("href", site.founder.experiencePath);
  const pilot = page.getByRole("link", { name: caseStudiesPage.pilot.button });
  await expect(pilot).toHaveAttribute("href", site.links.scheduling);
  // Our own /book (an external scheduler would open a new tab).
  await expect(pilot).not.toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: caseStudiesPage.meetCto.linkedIn })).toHaveAttribute(
    "href",
    site.social.linkedin,
  );
});

const facts: Record<string, string[]> = {
  "safesight-ai-safety": ["27 days", "40 days"],
  "labsphere-enterprise-rollout": ["2 → 20+", "European laboratories"],
  "tradeweave-commerce-architecture": ["$100K"],
};

for (const study of caseStudies) {
  test(`case study ${study.slug}: challenge, 4-point solution, 2 metrics, stack, pilot`, async ({
    page,
  }) => {
    const response = await page.goto(caseStudyPath(study.slug));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${study.client} Case Study`));
    const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
    await expect(trail).toHaveText(["Home", "Case Studies", study.client]);
    await expect(trail.last()).toHaveAttribute("aria-current", "page");
    // The story as an Article for search engines, alongside its breadcrumb trail.
    const jsonLd = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).flatMap((text) => [JSON.parse(text) as Record<string, unknown>].flat());
    expect(jsonLd.find((block) => block["@type"] === "Article")).toMatchObject({
      headline: study.title,
      description: study.metaDescription,
      about: { "@type": "Organization", name: study.client },
      mainEntityOfPage: {
        "@id": expect.stringMatching(new RegExp(`${caseStudyPath(study.slug)}$`)),
      },
    });
    expect(jsonLd.map((block) => block["@type"])).toContain("BreadcrumbList");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
    const sections = caseStudiesPage.studyPage;
    await expect(page.getByRole("heading", { name: sections.challenge })).toBeVisible();
    const solution = page.getByRole("region", { name: sections.solution }).getByRole("listitem");
    await expect(solution).toHaveCount(4);
    const impact = page.getByRole("region", { name: sections.impact });
    await expect(impact.getByRole("term")).toHaveCount(2);
    const stack = page.getByRole("region", { name: sections.techStack }).getByRole("listitem");
    await expect(stack).toHaveCount(study.techStack.length);
    for (const fact of facts[study.slug] ?? []) {
      await expect(page.getByRole("main")).toContainText(fact);
    }
    const pilot = page.getByRole("link", { name: caseStudiesPage.pilot.button });
    // Our own /book (an external scheduler would open a new tab).
    await expect(pilot).not.toHaveAttribute("target", "_blank");
    await expect(pilot).toHaveAttribute("href", site.links.scheduling);
  });
}

test("unknown case study answers 404; the sitemap lists the list and every story", async ({
  request,
}) => {
  expect((await request.get("/case-studies/acme-ai-safety")).status()).toBe(404);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/case-studies<\/loc>/);
  for (const study of caseStudies) expect(sitemap).toContain(`${caseStudyPath(study.slug)}</loc>`);
});

for (const width of [375, 1280]) {
  for (const path of ["/case-studies", caseStudyPath(caseStudies[0]!.slug)]) {
    test(`${path} has no serious accessibility violations and no sideways scroll at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(
        blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
