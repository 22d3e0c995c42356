import { expect, test, type Page } from "@playwright/test";

import { aboutPageSchema } from "../content/schemas/about";
import { blogPage, blogPostCopy } from "../content/blog-copy";
import { blogSidebar } from "../content/blog-copy";
import { contactPageSchema } from "../content/schemas/contact";
import { homePageSchema } from "../content/schemas/home";
import { onboardingPageSchema } from "../content/schemas/onboarding";
import { thankYouPageSchema } from "../content/schemas/thank-you";
import { LEAD_MESSAGES } from "../src/features/leads/schema";
import {
  NEWSLETTER_EMAIL_MESSAGE,
  newsletterMessages,
} from "../src/features/newsletter/newsletter-schema";
import { readPostFiles } from "./support/blog-posts";
import { VALID_LEAD, leadField } from "./support/enquiry";
import { pressWithMouse } from "./support/press";
import { readContentFile } from "../test/content-files";
import { serviceMenu } from "../content/navigation";

const { contact: homeContact } = readContentFile("content/home/page.yaml", homePageSchema);
const contactCopy = readContentFile("content/contact/page.yaml", contactPageSchema);
const onboardingCopy = readContentFile("content/onboarding/page.yaml", onboardingPageSchema);
const thankYouCopy = readContentFile("content/thank-you/page.yaml", thankYouPageSchema);

const { hero: aboutHero } = readContentFile("content/about/page.yaml", aboutPageSchema);

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
// before anyone touched them. Their submit buttons are live from the first paint: a first press
// wakes the island, is held while it loads and then handled by it (not posted natively too).
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
    await expect(submit).toBeEnabled();
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

  for (const [path, name] of [
    ["/contact", "Submit Enquiry"],
    ["/onboarding", onboardingCopy.submit],
  ] as const) {
    test(`${path}: the submit button is enabled at DOMContentLoaded and its first click works`, async ({
      page,
    }) => {
      const html = await (await page.request.get(path)).text();
      // The attribute, not Tailwind's `disabled:` variants in the class.
      expect(html).toMatch(/<button[^>]*type="submit"/);
      expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*\sdisabled(?:=""|\s|>)/);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const submit = page.getByRole("main").getByRole("button", { name });
      await expect(submit).toBeEnabled();
      // A click, no hover or focus before it: handled by the island, on this page.
      await submit.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(
        page
          .getByRole("main")
          .getByText(path === "/contact" ? LEAD_MESSAGES.name : onboardingCopy.noServiceAlert),
      ).toBeVisible();
    });
  }

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

  test("on a phone the menu's toggle opens it, its links lead on, and Escape closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    for (const item of serviceMenu)
      await expect(menu.getByRole("link", { name: new RegExp(item.name) })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  // Pages with a control only a script can work (theme, Cookie settings, print, show password,
  // the blog's filters, the video): each is hidden, works as HTML, or has a link beside it.
  const routes = [
    "/",
    "/our-process",
    "/blog",
    "/cto-service",
    "/cto-presentation",
    "/cookie-policy",
    "/contact",
  ];

  for (const width of [375, 1280]) {
    test(`every button shown at ${width} px submits a form or opens a menu`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const dead: string[] = [];
      for (const route of routes) {
        await page.goto(route);
        const names = await page.locator("button").evaluateAll((buttons: HTMLButtonElement[]) =>
          buttons
            .filter((button) =>
              button.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
            )
            .filter((button) => !button.hasAttribute("popovertarget"))
            // A submit button is live only when enabled: without a script nothing enables it.
            .filter((button) => !(button.type === "submit" && button.form && !button.disabled))
            // Services opens under the pointer or with focus, by CSS (the next test).
            .filter((button) => !button.closest("[data-services-menu]"))
            // The video's poster: "Watch on YouTube" is the link beside it.
            .filter((button) => !button.closest("[data-video-facade]"))
            .map((button) => button.getAttribute("aria-label") ?? button.textContent!.trim()),
        );
        dead.push(...names.map((name) => `${route}: ${name}`));
      }
      expect(dead).toEqual([]);
    });
  }

  test("the Services menu opens under the pointer, and the video has its YouTube link", async ({
    page,
  }) => {
    await page.goto("/cto-service");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Services" }).hover();
    await expect(
      banner.getByRole("link", { name: new RegExp(serviceMenu[0]!.name) }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Watch on YouTube" })).toHaveAttribute(
      "href",
      /youtube\.com/,
    );
  });
});

/** The enquiry form's fields, filled as a visitor would (the Service select left as preset). */
async function fillEnquiry(page: Page, values: Partial<typeof VALID_LEAD>) {
  const main = page.getByRole("main");
  for (const [field, value] of [
    ["Name", values.name],
    ["Email", values.email],
    ["Phone", values.phone],
    ["Company", values.company],
  ] as const) {
    if (value !== undefined) await leadField(main, field).fill(value);
  }
}

async function expectThankYou(page: Page) {
  await expect(page).toHaveURL(/\/thank-you\?lead=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYouCopy.general.heading);
}

test.describe("the forms with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("/contact shows the field errors on the server's page, keeps what was typed, then sends", async ({
    page,
  }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await fillEnquiry(page, { name: "A", email: "asha@", company: VALID_LEAD.company });
    await main.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page).toHaveURL(/\/enquiry$/);
    await expect(main.getByText(LEAD_MESSAGES.name)).toBeVisible();
    await expect(main.getByText(LEAD_MESSAGES.email)).toBeVisible();
    await expect(leadField(main, "Name")).toHaveValue("A");
    await expect(leadField(main, "Email")).toHaveValue("asha@");
    await expect(leadField(main, "Company")).toHaveValue(VALID_LEAD.company);
    await expect(leadField(main, "Name")).toHaveAttribute("aria-invalid", "true");
    await fillEnquiry(page, VALID_LEAD);
    await main.getByRole("button", { name: "Submit Enquiry" }).click();
    await expectThankYou(page);
  });

  test("/onboarding leads to the enquiry form preset to the chosen service, which sends", async ({
    page,
  }) => {
    await page.goto("/onboarding");
    await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: /AI Automation/ }) })
      .click();
    await page.getByLabel(/Tell us about your project/).fill("Automate lead follow-up");
    await page.getByRole("button", { name: onboardingCopy.submit }).click();
    await expect(page).toHaveURL(/\/enquiry$/);
    const main = page.getByRole("main");
    await expect(leadField(main, "Service")).toHaveValue("AI Automation");
    await expect(leadField(main, "Requirements")).toHaveValue(/Automate lead follow-up/);
    await fillEnquiry(page, VALID_LEAD);
    await main.getByRole("button", { name: "Submit Enquiry" }).click();
    await expectThankYou(page);
  });

  test("the home page's enquiry button is a link to a working form preset to its service", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: homeContact.direct.enquiryButton }).click();
    await expect(page).toHaveURL(/\/enquiry\?service=/);
    const main = page.getByRole("main");
    await expect(leadField(main, "Service")).toHaveValue("General Consultation");
    await fillEnquiry(page, VALID_LEAD);
    await main.getByRole("button", { name: "Submit Enquiry" }).click();
    await expectThankYou(page);
  });

  test("the blog's newsletter form shows its message, keeps the address, then confirms", async ({
    page,
  }) => {
    await page.goto("/blog");
    const sidebar = page.getByRole("region", { name: blogSidebar.newsletter.title });
    await sidebar.getByRole("textbox", { name: "Email address" }).fill("reader@");
    await sidebar.getByRole("button", { name: newsletterMessages.submit }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const main = page.getByRole("main");
    await expect(main.getByText(NEWSLETTER_EMAIL_MESSAGE)).toBeVisible();
    const email = main.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveValue("reader@");
    await email.fill(`reader-${Date.now()}@example.com`);
    await main.getByRole("button", { name: newsletterMessages.submit }).click();
    await expect(page).toHaveURL(/\/newsletter\?subscribed=1$/);
    await expect(main.getByRole("status")).toHaveText(newsletterMessages.success);
  });
});

test("a form post from another site is refused and stores nothing", async ({ request }) => {
  const response = await request.post("/enquiry", {
    form: { ...VALID_LEAD, serviceType: "General Consultation" },
    headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
