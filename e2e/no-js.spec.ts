import { expect, test, type Page } from "@playwright/test";

import { aboutHero } from "../content/about";
import { blogPage, blogPostCopy } from "../content/blog-copy";
import { contactCopy } from "../content/contact";
import { onboardingCopy } from "../content/onboarding";
import { LEAD_MESSAGES } from "../src/features/leads/schema";
import { readPostFiles } from "./support/blog-posts";
import { pressWithMouse } from "./support/press";

/**
 * Content pages are plain HTML (issue 12): a blog post brings no React at all, and with
 * JavaScript off a visitor can still read a post and /about-us and move around the site.
 */
const posts = readPostFiles();
const post = posts.find((p) => p.slug === "fractional-cto-vs-full-time-hire") ?? posts[0]!;
const firstParagraph = post.body
  .split(/\n\s*\n/)[0]!
  .replace(/[*_`]/g, "")
  .slice(0, 60);
const firstHeading = post.body.match(/^## (.+)$/m)?.[1] ?? "";

/** Marks that only React's client runtime carries (react-dom's hydration and its fiber keys). */
const REACT_DOM = /hydrateRoot|__reactFiber|__reactContainer|react-dom/;

/** Every script the page fetched, with its text, from the moment the listener is set. */
function recordScripts(page: Page) {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push({ url: response.url(), text: response.text().catch(() => "") });
  });
  return async () => Promise.all(scripts.map(async ({ url, text }) => ({ url, text: await text })));
}

/** The URLs of the recorded scripts that carry React's client runtime. */
async function reactScripts(scripts: ReturnType<typeof recordScripts>): Promise<string[]> {
  return (await scripts()).filter(({ text }) => REACT_DOM.test(text)).map(({ url }) => url);
}

test.describe("no framework runtime on content pages", () => {
  for (const path of [`/blog/${post.slug}`, "/about-us"]) {
    test(`${path} loads no react-dom and no island before interaction`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.locator("astro-island").count()).toBe(0);
      const inline = await page
        .locator("script:not([src])")
        .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
      const loaded = await scripts();
      const withReact = [
        ...loaded.filter(({ text }) => REACT_DOM.test(text)).map(({ url }) => url),
        ...inline.filter((text) => REACT_DOM.test(text)).map(() => "(inline script)"),
      ];
      expect(withReact).toEqual([]);
    });
  }

  test("reading a post to the end still loads no React", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(`/blog/${post.slug}`, { waitUntil: "networkidle" });
    await page.getByRole("region", { name: blogPostCopy.relatedTitle }).scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(await reactScripts(scripts)).toEqual([]);
  });
});

test.describe("the blog list wakes on first interaction", () => {
  test("/blog loads no React until a visitor reaches for the search box", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/blog", { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState("networkidle");
    expect(await reactScripts(scripts)).toEqual([]);
    // Typing wakes the island; what was typed while it loaded is applied as the filter.
    const search = page.getByRole("searchbox", { name: blogPage.searchLabel });
    await search.pressSequentially("production", { delay: 0 });
    await expect(page).toHaveURL(/\?q=production/);
    await expect(search).toHaveValue("production");
    expect(await reactScripts(scripts)).not.toEqual([]);
  });
});

// Both forms are in the first screen: with `client:visible` they brought React (113 and 78 KB)
// before anyone touched them. A first press on the still-disabled submit wakes and is not lost.
test.describe("the enquiry forms wake on first interaction", () => {
  test("/contact loads no React until a visitor reaches for the form; the first press counts", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto("/contact", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactCopy.heading);
    expect(await reactScripts(scripts)).toEqual([]);
    const form = page.getByRole("region", { name: contactCopy.formTitle });
    const submit = form.getByRole("button", { name: "Submit Enquiry" });
    await expect(submit).toBeDisabled();
    await pressWithMouse(submit);
    await expect(form.getByText(LEAD_MESSAGES.name)).toBeVisible();
    await expect(form.getByRole("textbox", { name: /^Name/ })).toBeFocused();
    expect(await reactScripts(scripts)).not.toEqual([]);
  });

  test("/onboarding loads no React until a visitor reaches for it; the first press counts", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto("/onboarding", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(onboardingCopy.heading);
    expect(await reactScripts(scripts)).toEqual([]);
    await pressWithMouse(page.getByRole("button", { name: onboardingCopy.submit }));
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      onboardingCopy.noServiceAlert,
    );
  });

  test("/onboarding?service= shows the preset at once, before any interaction", async ({
    page,
  }) => {
    await page.goto("/onboarding?service=ai");
    await expect(page.getByRole("radio", { name: /AI Automation/ })).toBeChecked();
  });
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("a blog post can be read, and its links lead on", async ({ page }) => {
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const article = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(article).toContainText(firstParagraph);
    await expect(page.getByRole("heading", { level: 2, name: firstHeading })).toBeVisible();
    await expect(page.getByRole("img", { name: post.imageAlt })).toBeVisible();
    await expect(page.getByRole("heading", { name: blogPostCopy.relatedTitle })).toBeVisible();
    // No dead control: the Share button shows only once its script has wired it.
    await expect(page.getByRole("button", { name: blogPostCopy.share })).toHaveCount(0);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blog" })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPage.heading);
    // The list is in the HTML: every post, each a working link.
    const list = page.getByRole("list", { name: "Posts" });
    await expect(list.getByRole("article")).toHaveCount(posts.length);
    const other = posts.find((p) => p.slug !== post.slug)!;
    await list.getByRole("link", { name: other.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${other.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.title);
  });

  test("/about-us can be read, and the header leads on", async ({ page }) => {
    const response = await page.goto("/about-us");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutHero.title);
    await expect(page.getByRole("main")).toContainText(aboutHero.intro);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPage.heading);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About Us" })
      .click();
    await expect(page).toHaveURL(/\/about-us$/);
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
