import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import {
  blogCategories,
  blogPage,
  blogPostCopy,
  categoryIntro,
  trendingTopics,
} from "../content/blog-copy";
import {
  NEWSLETTER_EMAIL_MESSAGE,
  newsletterMessages,
} from "../src/features/newsletter/newsletter-schema";
import { readPostFiles } from "./support/blog-posts";

const posts = readPostFiles();

const cards = (page: Page) => page.getByRole("list", { name: "Posts" }).getByRole("article");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: blogPage.searchLabel });
const chip = (page: Page, name: string) =>
  page
    .getByRole("group", { name: blogPage.categoriesLabel })
    .getByRole("button", { name, exact: true });

test.describe("blog list", () => {
  test("is prerendered with every post and links the RSS feed", async ({ request }) => {
    const response = await request.get("/blog");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const post of posts) expect(html).toContain(`href="/blog/${post.slug}"`);
    const feedLink = html.match(/<link [^>]*type="application\/rss\+xml"[^>]*>/)?.[0] ?? "";
    expect(feedLink).toContain('rel="alternate"');
    expect(feedLink).toMatch(/ href="https:\/\/[^"]+\/blog\/rss\.xml"/);
    expect(feedLink).toMatch(/ title="[^"]+"/);
  });

  test("search narrows as you type, keeps ?q= in the URL, and clears", async ({ page }) => {
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(posts.length);
    await searchBox(page).fill("CPA");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("5 Strategies That Cut CPA by 60%");
    await expect(page).toHaveURL(/\/blog\?q=CPA$/);
    // Tags are searched too: "Computer Vision" is a tag, in no title.
    await searchBox(page).fill("computer vision");
    const withTag = posts.filter((p) => p.tags.includes("Computer Vision"));
    await expect(cards(page)).toHaveCount(withTag.length);
    await searchBox(page).fill("");
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("each category chip shows exactly that category's posts", async ({ page }) => {
    await page.goto("/blog");
    for (const category of blogCategories) {
      await chip(page, category.name).click();
      await expect(chip(page, category.name)).toHaveAttribute("aria-pressed", "true");
      const expected = posts.filter((p) => p.category === category.name);
      await expect(cards(page)).toHaveCount(expected.length);
      for (const post of expected) {
        await expect(cards(page).filter({ hasText: post.title })).toHaveCount(1);
      }
      await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}$`));
    }
    await chip(page, "All").click();
    await expect(cards(page)).toHaveCount(posts.length);
  });

  test("a filtered address loads filtered and stays filtered on reload", async ({ page }) => {
    await page.goto("/blog?category=ai-safety&q=production");
    await expect(chip(page, "AI Safety")).toHaveAttribute("aria-pressed", "true");
    await expect(searchBox(page)).toHaveValue("production");
    await expect(cards(page)).toHaveCount(1);
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("AI Safety in Production");
  });

  test("shows a clear empty state and Clear filters restores the list", async ({ page }) => {
    await page.goto("/blog");
    await searchBox(page).fill("kubernetes quantum blockchain");
    await expect(page.getByRole("heading", { name: blogPage.noResultsTitle })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("button", { name: blogPage.clearFilters }).click();
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(searchBox(page)).toHaveValue("");
  });

  test("sidebar: newsletter, 3 popular posts, 8 trending topics that search, schedule a call", async ({
    page,
  }) => {
    await page.goto("/blog");
    const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
    await expect(sidebar.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(sidebar.getByRole("list").nth(0).getByRole("listitem")).toHaveCount(3);
    const topics = sidebar.getByRole("link", { name: /^#/ });
    await expect(topics).toHaveCount(trendingTopics.length);
    // Our own booking page, in the same tab.
    await expect(sidebar.getByRole("link", { name: "Book a 30-Minute Call" })).toHaveAttribute(
      "href",
      "/book",
    );
    await topics.filter({ hasText: "#Computer Vision" }).click();
    await expect(page).toHaveURL(/\?q=Computer%20Vision|\?q=Computer\+Vision/);
    await expect(searchBox(page)).toHaveValue("Computer Vision");
    await expect(cards(page)).toHaveCount(
      posts.filter((p) => p.tags.includes("Computer Vision")).length,
    );
  });

  test("dark theme: every sidebar card, the call's too, shows its edge with a border", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/blog");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const cards = page.getByRole("complementary", { name: "Blog sidebar" }).getByRole("region");
    await expect(cards).toHaveCount(4);
    const edges = await cards.evaluateAll((sections) =>
      sections.map((section) => {
        const style = getComputedStyle(section);
        return {
          card: section.getAttribute("aria-labelledby"),
          width: style.borderTopWidth,
          // A border of the card's own colour (or none) leaves its edge to the page's 1.1:1.
          shows:
            style.borderTopColor !== style.backgroundColor && !/, 0\)$/.test(style.borderTopColor),
        };
      }),
    );
    for (const edge of edges) expect(edge, edge.card!).toMatchObject({ width: "1px", shows: true });
  });
});

test.describe("newsletter sign-up", () => {
  test("an invalid address shows the message and sends nothing", async ({ page }) => {
    let requests = 0;
    await page.route("**/api/newsletter", (route) => {
      requests += 1;
      return route.fulfill({ status: 201, json: { ok: true } });
    });
    await page.goto("/blog");
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("not-an-address");
    await page.getByRole("button", { name: newsletterMessages.submit }).click();
    await expect(page.getByText(NEWSLETTER_EMAIL_MESSAGE)).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("not-an-address");
    expect(requests).toBe(0);
  });

  // The endpoint is another issue's work; these pin the form's side of the contract.
  test("posts {email, attribution} and shows the one success message", async ({ page }) => {
    const bodies: unknown[] = [];
    await page.route("**/api/newsletter", (route) => {
      bodies.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, json: { subscribed: true } });
    });
    await page.goto("/blog");
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("  Founder@Startup.example ");
    await page.getByRole("button", { name: newsletterMessages.submit }).click();
    await expect(
      page.getByRole("status").filter({ hasText: newsletterMessages.success }),
    ).toBeVisible();
    // Where the visit came from goes with it (docs/decisions/0020-lead-attribution.md): without
    // consent, only this page's own address.
    expect(bodies).toEqual([
      {
        email: "founder@startup.example",
        attribution: { first: null, last: expect.objectContaining({ landingPath: "/blog" }) },
      },
    ]);
  });

  test("a failed request says so and keeps the address", async ({ page }) => {
    await page.route("**/api/newsletter", (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto("/blog");
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("founder@startup.example");
    await page.getByRole("button", { name: newsletterMessages.submit }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: newsletterMessages.failed }),
    ).toBeVisible();
    await expect(email).toHaveValue("founder@startup.example");
  });
});

test.describe("blog posts", () => {
  for (const post of posts) {
    test(`${post.slug}: title format, article metadata, JSON-LD and body`, async ({ page }) => {
      const response = await page.goto(`/blog/${post.slug}`);
      expect(response?.status()).toBe(200);
      // The post's own title, not its slug in words ("Mvp To 1m Arr Lessons").
      await expect(page).toHaveTitle(`${post.title} | Tech Blog`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${post.title} | Tech Blog`,
      );
      const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
      await expect(trail).toHaveText(["Home", "Blog", post.title]);
      await expect(trail.last()).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(page.getByText(post.readTime).first()).toBeVisible();
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
        "content",
        post.date,
      );
      await expect(page.locator('meta[property="article:section"]')).toHaveAttribute(
        "content",
        post.category,
      );
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .allTextContents()
        .then((texts) => texts.flatMap((t) => [JSON.parse(t)].flat()));
      const article = jsonLd.find((d: { "@type": string }) => d["@type"] === "Article");
      expect(article).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        articleSection: post.category,
        author: { "@type": "Person", name: post.author },
      });
      // The MDX body is rendered: its headings are on the page.
      const firstHeading = post.body.match(/^## (.+)$/m)?.[1];
      await expect(page.getByRole("heading", { level: 2, name: firstHeading })).toBeVisible();
      // Three related posts, chosen among the real ones, never the post itself.
      const related = page
        .getByRole("region", { name: blogPostCopy.relatedTitle })
        .getByRole("article");
      await expect(related).toHaveCount(3);
      await expect(related.filter({ hasText: post.title })).toHaveCount(0);
      await expect(
        page.getByRole("heading", { name: blogPostCopy.workWithUs.title }),
      ).toBeVisible();
      await expect(
        page.getByRole("link", { name: blogPostCopy.workWithUs.secondary }),
      ).toHaveAttribute("href", "/#services");
    });
  }

  test("Share copies the address when native share is absent", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    const post = posts[0]!;
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole("button", { name: blogPostCopy.share }).click();
    await expect(
      page.getByRole("status").filter({ hasText: blogPostCopy.linkCopied }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("Share uses the native share sheet when there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    const post = posts[1]!;
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole("button", { name: blogPostCopy.share }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls),
      )
      .toEqual([{ title: post.title, text: post.excerpt, url: page.url() }]);
    await expect(page.getByText(blogPostCopy.linkCopied)).toHaveCount(0);
  });
});

test.describe("blog categories", () => {
  for (const category of blogCategories) {
    test(`/blog/category/${category.slug} lists only ${category.name}`, async ({ page }) => {
      await page.goto(`/blog/category/${category.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
      await expect(page.getByText(categoryIntro(category.name))).toBeVisible();
      const list = page.getByRole("list", { name: `${category.name} posts` }).getByRole("article");
      const expected = posts.filter((p) => p.category === category.name);
      await expect(list).toHaveCount(expected.length);
      for (const post of expected)
        await expect(list.filter({ hasText: post.title })).toHaveCount(1);
      await expect(page.getByRole("link", { name: blogPostCopy.backToAll })).toHaveAttribute(
        "href",
        "/blog",
      );
    });
  }

  test("a category of one post at 1280 px: the card takes the row, its picture beside its words", async ({
    page,
  }) => {
    const single = blogCategories.find(
      (category) => posts.filter((p) => p.category === category.name).length === 1,
    )!;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/blog/category/${single.slug}`);
    const list = page.getByRole("list", { name: `${single.name} posts` });
    const card = list.getByRole("article");
    const [listBox, cardBox, pictureBox, titleBox] = await Promise.all([
      list.boundingBox(),
      card.boundingBox(),
      card.locator("img").boundingBox(),
      card.getByRole("heading").boundingBox(),
    ]);
    expect(cardBox!.width).toBeGreaterThan(listBox!.width * 0.95);
    expect(pictureBox!.x + pictureBox!.width).toBeLessThanOrEqual(titleBox!.x);
  });

  test("unknown post and category answer 404", async ({ request }) => {
    for (const path of ["/blog/no-such-post", "/blog/category/gardening"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Oops! Page not found");
    }
  });
});

test("RSS feed parses as XML with one item per post", async ({ page, request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  await page.goto("/robots.txt");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      links: [...doc.querySelectorAll("item > link")].map((link) => link.textContent),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.version).toBe("2.0");
  expect(parsed.links).toHaveLength(posts.length);
  for (const post of posts)
    expect(parsed.links.some((l) => l?.endsWith(`/blog/${post.slug}`))).toBe(true);
});

test("sitemap lists the blog, every post and every category", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>https:\/\/[^<]+\/blog<\/loc>/);
  for (const post of posts) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
  for (const category of blogCategories) {
    expect(sitemap).toContain(`/blog/category/${category.slug}</loc>`);
  }
});

test("a Markdown table in a post is a table that scrolls sideways in its own box on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/blog/fractional-cto-vs-full-time-hire");
  const region = page.getByRole("region", {
    name: "Table: Cost and terms, Full-time CTO, Fractional CTO",
  });
  await expect(region.locator("table")).toHaveCount(1);
  await expect(region.getByRole("columnheader", { name: "Fractional CTO" })).toBeVisible();
  const box = await region.evaluate((element) => ({
    scroll: element.scrollWidth - element.clientWidth,
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    right: element.getBoundingClientRect().right,
  }));
  // The table is wider than the screen, its box is not: the box scrolls, the page does not.
  expect(box.scroll).toBeGreaterThan(0);
  expect(box.page).toBeLessThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(375);
  // The last column shows at the box's edge, cut off: the visible cue that there is more.
  const last = await region
    .getByRole("columnheader", { name: "Fractional CTO" })
    .evaluate((cell) => cell.getBoundingClientRect().left);
  expect(last).toBeLessThan(box.right - 40);
  // The keyboard reaches and scrolls it.
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const results = await new AxeBuilder({ page }).include("[data-article-table]").analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

const auditPages = ["/blog", `/blog/${posts[0]!.slug}`, `/blog/category/${blogCategories[0].slug}`];
for (const width of [375, 1280]) {
  for (const path of auditPages) {
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
