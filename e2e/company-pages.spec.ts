import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { aboutPageSchema } from "../content/schemas/about";
import { careersPageSchema, openingSchema } from "../content/schemas/careers";
import { processPage, processPageSchema } from "../content/schemas/process";
import { teamMemberSchema } from "../content/schemas/team";
import { loadSiteConfig } from "../src/config/load-site-config";
import { openOpenings } from "../src/features/careers/open-openings";
import { readContentFile, readContentFolder } from "../test/content-files";
import { recordReactScripts } from "./support/page-settled";

const openings = readContentFolder("content/careers/openings", openingSchema);
const { internship } = readContentFile("content/careers/page.yaml", careersPageSchema);
const { joinNetwork } = readContentFile("content/about/page.yaml", aboutPageSchema);
const processCopy = processPage(readContentFile("content/process/page.yaml", processPageSchema));
const processSteps = processCopy.steps;
const workflowTabs = processCopy.workflows.tabs;
const tools = processCopy.tools.items;
const team = readContentFolder("content/team", teamMemberSchema).sort(
  (a, b) => a.position - b.position,
);

const site = loadSiteConfig(process.env);

/** The subject of a mailto: link, decoded. */
function mailtoParts(href: string | null) {
  expect(href).toMatch(/^mailto:/);
  const url = new URL(href!);
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get("subject") };
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("/about-us", () => {
  test("has every section, the team with links and a real Join Our Network", async ({ page }) => {
    const response = await page.goto("/about-us");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.getByRole("main");
    for (const name of [
      "Our story",
      "What we believe",
      "Who we work with",
      "Our core team",
      "Office and ecosystem",
      "Our mission",
      "Book a discovery call",
      "Join Our Network",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.locator("#office")).toContainText("Bangalore");
    await expect(page.locator("#office")).toContainText(/co-working/i);
    await expect(page.locator("#office")).toContainText(/marketing/i);

    const members = page.getByTestId("team-member");
    await expect(members).toHaveCount(2);
    await expect(members.first()).toContainText(site.founder.name);
    for (const [index, member] of (await members.all()).entries()) {
      await expect(member.getByRole("img")).toBeVisible();
      // LinkedIn and GitHub where the member's record has them; no placeholder link otherwise.
      const record = team[index]!;
      for (const [name, href] of [
        ["LinkedIn", record.linkedin],
        ["GitHub", record.github],
      ] as const) {
        const link = member.getByRole("link", { name: new RegExp(`on ${name}$`) });
        if (href) await expect(link).toHaveAttribute("href", href);
        else await expect(link).toHaveCount(0);
      }
      await expect(member.getByRole("link", { name: /^Email/ })).toHaveAttribute(
        "href",
        /^mailto:.+@/,
      );
    }
    await expect(members.first().getByRole("link", { name: /^Email/ })).toHaveAttribute(
      "href",
      `mailto:${site.founder.email}`,
    );

    const call = page.getByRole("link", { name: "Book a 30-Minute Call" });
    // Our own /book: the same tab.
    await expect(call).toHaveAttribute("href", "/book");
    await expect(call).not.toHaveAttribute("target", "_blank");

    const join = page.getByRole("link", { name: joinNetwork.button });
    const parts = mailtoParts(await join.getAttribute("href"));
    expect(parts).toEqual({ to: site.founder.email, subject: "Join Your Network" });
  });
});

test.describe("/our-process", () => {
  test("lists the six steps 01-06 with the product's names", async ({ page }) => {
    const response = await page.goto("/our-process");
    expect(response?.status()).toBe(200);
    const steps = page.getByTestId("process-step");
    await expect(steps).toHaveCount(6);
    const expected = [
      "01 Discovery Call",
      "02 Feasibility & Scope",
      "03 Team Onboarding",
      "04 Weekly Sprints",
      "05 Launch & Iterate",
      "06 Scale or Exit",
    ];
    for (const [index, name] of expected.entries()) {
      await expect(steps.nth(index).getByRole("heading")).toHaveText(name);
    }
    expect(processSteps.items).toHaveLength(6);
    for (const name of ["Why it works", "Trusted globally", "Tools we use"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
  });

  test("tabs: cto first, click switches and is kept in the address", async ({ page }) => {
    await page.goto("/our-process");
    await expect(page.locator("[data-tabs-ready]")).toHaveCount(1);
    const tabs = page.getByRole("tablist", { name: "Workflow by service" }).getByRole("tab");
    await expect(tabs).toHaveCount(6);
    await expect(tabs.first()).toHaveText("CTO-As-A-Service");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText(workflowTabs[0]!.steps[0]!.title);
    await expect(panel.getByRole("listitem")).toHaveCount(4);

    await page.getByRole("tab", { name: "MVP Development" }).click();
    await expect(page.getByRole("tab", { name: "MVP Development" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(tabs.first()).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel")).toContainText("Discovery (days 1-3)");
    await expect(page).toHaveURL(/[?&]tab=mvp\b/);
  });

  test("tabs: arrow keys move between tabs", async ({ page }) => {
    await page.goto("/our-process");
    await expect(page.locator("[data-tabs-ready]")).toHaveCount(1);
    const first = page.getByRole("tab", { name: "CTO-As-A-Service" });
    await first.focus();
    await page.keyboard.press("ArrowRight");
    const mvp = page.getByRole("tab", { name: "MVP Development" });
    await expect(mvp).toBeFocused();
    await expect(mvp).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Google Ads Marketing" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("ArrowLeft");
    await expect(mvp).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Tech Strategy Consulting" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page).toHaveURL(/[?&]tab=consulting\b/);
  });

  test("tabs: a deep link opens its tab", async ({ page }) => {
    await page.goto("/our-process?tab=safety");
    const safety = page.getByRole("tab", { name: "AI Safety & Vision" });
    await expect(safety).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Deploy in 7 days");
    await page.goto("/our-process?tab=nonsense");
    await expect(page.getByRole("tab", { name: "CTO-As-A-Service" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("shows eight tool logos and a broken logo falls back to its letter", async ({ page }) => {
    await page.route("**/tools/figma.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.route("**/tools/slack.svg", (route) => route.abort());
    await page.goto("/our-process");
    const items = page.getByTestId("tool");
    await expect(items).toHaveCount(tools.length);
    expect(tools).toHaveLength(8);
    const figma = items.filter({ hasText: "Figma" });
    await figma.scrollIntoViewIfNeeded();
    await expect(figma.getByTestId("tool-fallback")).toHaveText("F");
    await expect(figma.locator("img")).toHaveCount(0);
    await expect(items.filter({ hasText: "Slack" }).getByTestId("tool-fallback")).toHaveText("S");
    const github = items.filter({ hasText: "GitHub" });
    await expect(github.locator("img")).toHaveJSProperty("complete", true);
    await expect(github.getByTestId("tool-fallback")).toHaveCount(0);
  });

  test("Download Process PDF prints the page, whose print style drops the chrome", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls += 1;
      };
    });
    await page.goto("/our-process");
    await expect(page.locator("[data-tabs-ready]")).toHaveCount(1);
    await page.getByRole("button", { name: "Download Process PDF" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
      .toBe(1);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("button", { name: "Download Process PDF" })).toBeHidden();
    // The document carries every service's workflow, not only the chosen tab.
    const panels = page.locator('[role="tabpanel"]');
    await expect(panels).toHaveCount(workflowTabs.length);
    for (const [index, workflow] of workflowTabs.entries()) {
      await expect(panels.nth(index)).toBeVisible();
      await expect(panels.nth(index)).toContainText(workflow.steps[3]!.title);
    }
    await page.emulateMedia({ media: "screen" });
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(panels.nth(1)).toBeHidden();
  });
});

test.describe("/careers", () => {
  test("hero button scrolls to the openings", async ({ page }) => {
    const response = await page.goto("/careers");
    expect(response?.status()).toBe(200);
    await page.getByRole("link", { name: "View Open Positions" }).click();
    await expect(page.locator("#openings")).toBeInViewport();
    for (const name of [
      "Why work with us",
      "Open Positions",
      "Our culture",
      "Internship Program",
      "Don't see your role?",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
  });

  test("apply links are mailtos with the product's subjects", async ({ page }) => {
    await page.goto("/careers");
    const cards = page.getByTestId("opening");
    // The openings still open (all four until their validThrough dates pass).
    const titles = openOpenings(openings, new Date()).map((opening) => opening.title);
    await expect(cards).toHaveCount(titles.length);
    await expect(page.locator("#openings")).toContainText(
      titles.length === 4 ? "Four roles open now." : "open now.",
    );
    for (const [index, title] of titles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.getByTestId("compensation")).toHaveText(/^(₹|\$)/);
      await expect(card.getByRole("listitem").first()).toBeVisible();
      const href = await card
        .getByRole("link", { name: `Apply Now: ${title}` })
        .getAttribute("href");
      expect(mailtoParts(href)).toEqual({
        to: site.emails.careers,
        subject: `Application for Position: ${title}`,
      });
    }
    if (titles.includes("Project Manager/Client Success")) {
      await expect(
        cards.filter({ hasText: "Project Manager" }).getByTestId("compensation"),
      ).toHaveText(/^\$/);
    }

    const tracks = page.getByTestId("internship-track");
    await expect(tracks).toHaveCount(3);
    await expect(page.locator("#internship")).toContainText(/3rd- and 4th-year students/);
    for (const track of ["Development", "Growth", "AI"]) {
      const href = await page
        .getByRole("link", { name: `Apply for Internship: ${track} track` })
        .getAttribute("href");
      expect(mailtoParts(href)).toEqual({
        to: site.emails.careers,
        subject: `Internship Application: ${track}`,
      });
    }
    expect(internship.tracks).toHaveLength(3);
    expect(
      mailtoParts(await page.getByRole("link", { name: "Pitch Your Role" }).getAttribute("href")),
    ).toEqual({ to: site.emails.careers, subject: "Custom Role Inquiry" });
    expect(
      mailtoParts(
        await page.getByRole("link", { name: "Send a General Application" }).getAttribute("href"),
      ),
    ).toEqual({ to: site.emails.careers, subject: "Application" });
  });

  test("publishes a JobPosting for each opening", async ({ request }) => {
    const html = await (await request.get("/careers")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as unknown,
    );
    const postings = blocks
      .flatMap((block) => (Array.isArray(block) ? block : [block]))
      .filter((item) => (item as { "@type": string })["@type"] === "JobPosting") as {
      title: string;
      validThrough: string;
      baseSalary: { currency: string };
      hiringOrganization: { name: string };
    }[];
    // The openings still open today (the build ran moments ago), each with its dates.
    const open = openOpenings(openings, new Date());
    expect(open.length).toBeGreaterThan(0);
    expect(postings.map((posting) => posting.title)).toEqual(open.map((o) => o.title));
    expect(postings.map((posting) => posting.validThrough)).toEqual(
      open.map((o) => o.validThrough),
    );
    for (const posting of postings) {
      expect(Date.parse(`${posting.validThrough}T23:59:59+05:30`)).toBeGreaterThan(Date.now());
    }
    for (const posting of postings) {
      expect(["INR", "USD"]).toContain(posting.baseSalary.currency);
      expect(posting.hiringOrganization.name).toBe(site.brand.name);
    }
  });
});

const routes = ["/about-us", "/our-process", "/careers"];

test("the company pages are in the sitemap with their canonical URLs", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [...routes, "/privacy-policy", "/terms-of-service", "/cookie-policy"]) {
    expect(sitemap).toContain(`<loc>${site.siteUrl}${path}</loc>`);
    const html = await (await request.get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]*)"\s*\/?>/.exec(html);
    expect(canonical?.[1]).toBe(`${site.siteUrl}${path}`);
  }
});

test.describe("static first", () => {
  for (const path of ["/our-process", "/careers"]) {
    test(`${path} loads no React, its behaviour is plain script`, async ({ page }) => {
      const scripts = recordReactScripts(page);
      await page.goto(path);
      await page.waitForLoadState("load");
      await expect(page.locator("astro-island")).toHaveCount(0);
      if (path === "/our-process") {
        await expect(page.locator("[data-tabs-ready]")).toHaveCount(1);
        await page.getByRole("tab", { name: "MVP Development" }).click();
        await expect(page.getByRole("tabpanel")).toContainText("Discovery (days 1-3)");
      }
      expect(await scripts.react()).toEqual([]);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("/about-us reads and navigates", async ({ page }) => {
      await page.goto("/about-us");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("team-member")).toHaveCount(2);
      await expect(page.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
      await page.getByRole("contentinfo").getByRole("link", { name: "Our Process" }).click();
      await expect(page).toHaveURL(/\/our-process$/);
      await expect(page.getByTestId("process-step")).toHaveCount(6);
    });

    test("/our-process shows every service's workflow", async ({ page }) => {
      await page.goto("/our-process");
      const panels = page.locator('[role="tabpanel"]');
      await expect(panels).toHaveCount(workflowTabs.length);
      for (const [index, workflow] of workflowTabs.entries()) {
        await expect(panels.nth(index)).toBeVisible();
        await expect(panels.nth(index)).toContainText(workflow.steps[3]!.title);
      }
      // Tabs that could not switch are not offered.
      await expect(page.getByRole("tablist")).toBeHidden();
      await expect(page.getByTestId("tool")).toHaveCount(tools.length);
    });
  });
});

for (const width of [375, 1280]) {
  for (const path of routes) {
    test(`${path} has no serious accessibility violations at ${width}px`, async ({ page }) => {
      test.slow(); // axe over a long page is slow on a busy machine
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(
        blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
      if (width === 375) await expectNoHorizontalScroll(page);
    });
  }
}
