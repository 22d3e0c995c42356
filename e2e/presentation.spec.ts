import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { presetConsent } from "./support/enquiry";

/**
 * The CTO presentation (docs/product.md "CTO presentation", §4, §5, §8; docs/product.md §10.4). The server runs
 * with PRESENTATION_PASSWORD=e2e-deck-password and TRUST_PROXY=1 (playwright.config.ts): each test
 * sends its own X-Forwarded-For, so failures in one test never lock out another.
 */
const PASSWORD = "e2e-deck-password";
const PATH = "/cto-presentation";
const API = "/api/presentation/session";

const MESSAGES = {
  empty: "Please enter the password",
  incorrect: "Incorrect password. Please contact your sales representative.",
  failed: "Authentication failed. Please try again.",
};

/** Phrases from the slides (first, middle, last); none may reach a locked visitor. */
const SLIDE_PHRASES = [
  "a senior CTO for your startup, from day one",
  "Great founders still stall on technology",
  "Why an AI-first CTO ships more with less",
  "Five days of CTO work, free, and you keep everything",
  "What founders and product leaders say",
  "Start free. Continue only if it works.",
  "Built for founders who need a CTO before they can hire one",
  "Thank you. Let's build your product together.",
];

let ipCounter = 0;
async function useOwnIp(page: Page) {
  ipCounter += 1;
  const ip = `10.${test.info().workerIndex % 250}.${Math.floor(Math.random() * 250)}.${ipCounter % 250}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
}

const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });
const submitButton = (page: Page) => page.getByRole("button", { name: "Unlock presentation" });
const alert = (page: Page) => page.locator("main").getByRole("alert");
const counter = (page: Page) => page.getByTestId("slide-counter");

async function unlock(page: Page) {
  await page.goto(PATH);
  await passwordField(page).fill(PASSWORD);
  await submitButton(page).click();
  await expect(counter(page)).toHaveText("1 / 12");
  // The counter is the server's HTML: wait for the island's handlers too (Astro drops `ssr`
  // once it has hydrated), or a swipe on a busy machine can land before them.
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await useOwnIp(page);
});

test.describe("locked", () => {
  test("a locked visitor's HTML and scripts contain no slide text", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await expect(passwordField(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    const html = await response!.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    expect(response!.headers()["cache-control"]).toContain("no-store");
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = [
      html,
      ...(await Promise.all(scripts.map(async (url) => (await request.get(url)).text()))),
    ];
    for (const body of bodies) {
      for (const phrase of SLIDE_PHRASES) expect(body).not.toContain(phrase);
      expect(body).not.toContain(PASSWORD);
    }
    await expect(page.locator("[data-slide]")).toHaveCount(0);
  });

  test("the phrases checked above really are on the unlocked slides, rendered in the HTML, not by a script", async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await unlock(page);
    const text = await page.locator("[data-slide]").allTextContents();
    for (const phrase of SLIDE_PHRASES) expect(text.join(" ")).toContain(phrase);
    // The deck's island holds the controls only: the slides come as the server's HTML.
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      for (const phrase of SLIDE_PHRASES) expect(body, url).not.toContain(phrase);
    }
  });

  test("a sessionStorage flag does not unlock the deck", async ({ page }) => {
    await page.goto(PATH);
    await page.evaluate(() => {
      for (const key of ["presentationAccess", "presentation_access", "ctoPresentationAccess"]) {
        sessionStorage.setItem(key, "true");
        sessionStorage.setItem(`${key}Time`, String(Date.now()));
      }
      sessionStorage.setItem("presentationAccessTimestamp", String(Date.now()));
    });
    await page.reload();
    await expect(passwordField(page)).toBeVisible();
    await expect(page.locator("[data-slide]")).toHaveCount(0);
  });

  test("a forged or expired cookie does not unlock the deck", async ({
    page,
    context,
    request,
  }) => {
    const payload = (exp: number) => Buffer.from(JSON.stringify({ exp })).toString("base64url");
    const forged = [
      "true",
      payload(Date.now() + 3_600_000),
      `${payload(Date.now() + 3_600_000)}.${"A".repeat(43)}`,
      `${payload(Date.now() + 3_600_000)}.not-a-signature`,
    ];
    for (const value of forged) {
      await context.clearCookies();
      await context.addCookies([{ name: "deck_session", value, url: "http://127.0.0.1" }]);
      await page.goto(PATH);
      await expect(passwordField(page)).toBeVisible();
      await expect(page.locator("[data-slide]")).toHaveCount(0);
      // The HTTPS cookie name is checked the same way.
      const html = await (
        await request.get(PATH, { headers: { Cookie: `__Host-deck_session=${value}` } })
      ).text();
      expect(html).not.toContain(SLIDE_PHRASES[1]);
      expect(html).toContain("Unlock presentation");
    }
    // Expired, with a valid-looking shape.
    await context.clearCookies();
    await context.addCookies([
      {
        name: "deck_session",
        value: `${payload(Date.now() - 1000)}.${"B".repeat(43)}`,
        url: "http://127.0.0.1",
      },
    ]);
    await page.goto(PATH);
    await expect(passwordField(page)).toBeVisible();
  });

  test("a cookie signed by the server but tampered with is refused", async ({ page, context }) => {
    await unlock(page);
    const [cookie] = (await context.cookies()).filter((c) => c.name === "deck_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const [, signature] = cookie!.value.split(".");
    const longer = Buffer.from(JSON.stringify({ exp: Date.now() + 10 * 28_800_000 })).toString(
      "base64url",
    );
    await context.clearCookies();
    await context.addCookies([
      { name: "deck_session", value: `${longer}.${signature}`, url: "http://127.0.0.1" },
    ]);
    await page.reload();
    await expect(passwordField(page)).toBeVisible();
  });
});

test.describe("password form", () => {
  test("submit is disabled while the field is empty; blank input is refused without a request", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith(API) && req.method() === "POST") posts.push(req.url());
    });
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1, name: "CTO presentation" })).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
    await passwordField(page).fill("   ");
    await expect(submitButton(page)).toBeEnabled();
    await submitButton(page).click();
    await expect(alert(page)).toHaveText(MESSAGES.empty);
    await expect(passwordField(page)).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
    // Editing clears the error.
    await passwordField(page).press("x");
    await expect(alert(page)).toHaveText("");
    await expect(passwordField(page)).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a wrong password shows the sales-representative message, and editing clears it", async ({
    page,
  }) => {
    await page.goto(PATH);
    await passwordField(page).fill("not the password");
    await submitButton(page).click();
    await expect(alert(page)).toHaveText(MESSAGES.incorrect);
    await expect(page.locator("[data-slide]")).toHaveCount(0);
    await passwordField(page).press("x");
    await expect(alert(page)).toHaveText("");
  });

  test("the show/hide toggle has an accessible name and reveals the password", async ({ page }) => {
    await page.goto(PATH);
    await passwordField(page).fill("secret words");
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(passwordField(page)).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(passwordField(page)).toHaveAttribute("type", "password");
  });

  test("while verifying, inputs are disabled and the button reads Verifying...", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PATH);
    await passwordField(page).fill("wrong again");
    await submitButton(page).click();
    const verifying = page.getByRole("button", { name: "Verifying..." });
    await expect(verifying).toBeDisabled();
    await expect(passwordField(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Show password" })).toBeDisabled();
    release();
    await expect(alert(page)).toHaveText(MESSAGES.incorrect);
    await expect(passwordField(page)).toBeEnabled();
  });

  test("a network failure or a server error says authentication failed", async ({ page }) => {
    await page.goto(PATH);
    await page.route(`**${API}`, (route) => route.abort("failed"));
    await passwordField(page).fill(PASSWORD);
    await submitButton(page).click();
    await expect(alert(page)).toHaveText(MESSAGES.failed);
    await page.unroute(`**${API}`);
    await page.route(`**${API}`, (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await passwordField(page).press("x");
    await expect(alert(page)).toHaveText("");
    await submitButton(page).click();
    await expect(alert(page)).toHaveText(MESSAGES.failed);
    await page.unroute(`**${API}`);
    await page.route(`**${API}`, (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<h1>oops</h1>" }),
    );
    await submitButton(page).click();
    await expect(alert(page)).toHaveText(MESSAGES.failed);
    await expect(page.locator("[data-slide]")).toHaveCount(0);
  });

  test("a 429 answer names the minutes to wait", async ({ page }) => {
    await page.route(`**${API}`, (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "541" },
        contentType: "application/json",
        body: JSON.stringify({ success: false }),
      }),
    );
    await page.goto(PATH);
    await passwordField(page).fill(PASSWORD);
    await submitButton(page).click();
    await expect(alert(page)).toHaveText("Too many attempts. Please try again in 10 minutes.");
  });

  test("after 5 failures the 6th attempt and the right password are refused", async ({
    page,
    request,
  }) => {
    await page.goto(PATH);
    for (let i = 1; i <= 5; i++) {
      await passwordField(page).fill(`wrong guess ${i}`);
      await submitButton(page).click();
      await expect(alert(page)).toHaveText(MESSAGES.incorrect);
    }
    await passwordField(page).fill("wrong guess 6");
    await submitButton(page).click();
    await expect(alert(page)).toHaveText("Too many attempts. Please try again in 15 minutes.");
    await passwordField(page).fill(PASSWORD);
    await submitButton(page).click();
    await expect(alert(page)).toHaveText("Too many attempts. Please try again in 15 minutes.");
    await expect(page.locator("[data-slide]")).toHaveCount(0);

    // The API says the same, with Retry-After, and sets no cookie.
    const headers = await page.evaluate(async () => {
      const res = await fetch("/api/presentation/session", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ password: "e2e-deck-password" }),
      });
      return { status: res.status, retryAfter: res.headers.get("Retry-After") };
    });
    expect(headers.status).toBe(429);
    expect(Number(headers.retryAfter)).toBeGreaterThan(800);
    expect(Number(headers.retryAfter)).toBeLessThanOrEqual(900);
    await page.reload();
    await expect(passwordField(page)).toBeVisible();
    // Another address is not affected.
    const other = await request.post(API, {
      data: { password: PASSWORD },
      headers: { "X-Forwarded-For": "192.0.2.77" },
    });
    expect(other.status()).toBe(200);
  });
});

test.describe("the password form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the page: blank and wrong say so on the screen, the right password opens the deck", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(submitButton(page)).toBeEnabled();
    await submitButton(page).click();
    await expect(alert(page)).toHaveText(MESSAGES.empty);
    await passwordField(page).fill("a guess");
    await submitButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(alert(page)).toHaveText(MESSAGES.incorrect);
    await expect(passwordField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(passwordField(page)).toHaveValue("");
    await passwordField(page).fill(` ${PASSWORD} `);
    await submitButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(passwordField(page)).toHaveCount(0);
    // Nothing can change the slide without a script: all twelve are shown, one under another,
    // and no control that needs one is.
    const slides = page.locator("[data-slide]");
    await expect(slides).toHaveCount(12);
    for (const slide of await slides.all()) await expect(slide).toBeVisible();
    const [first, second] = [
      (await slides.nth(0).boundingBox())!,
      (await slides.nth(1).boundingBox())!,
    ];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    await expect(page.locator("button:visible")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next slide" })).toBeHidden();
  });

  test("a post from another site is refused and checks nothing", async ({ page, request }) => {
    const response = await request.post(PATH, {
      form: { password: PASSWORD },
      headers: { "Sec-Fetch-Site": "cross-site", "X-Forwarded-For": "10.251.0.1" },
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    await page.goto(PATH);
    await expect(submitButton(page)).toBeVisible();
  });
});

test.describe("unlocked deck", () => {
  // The consent banner (its own heading) is tested elsewhere; keep it closed over the deck.
  test.beforeEach(async ({ context, baseURL }) => presetConsent(context, baseURL));

  test("the right password (with spaces around it) unlocks, and a reload keeps the deck and slide", async ({
    page,
  }) => {
    await page.goto(PATH);
    await passwordField(page).fill(`  ${PASSWORD}  `);
    await submitButton(page).click();
    await expect(counter(page)).toHaveText("1 / 12");
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(1);
    await page.getByRole("button", { name: "Go to slide 5" }).click();
    await expect(counter(page)).toHaveText("5 / 12");
    await expect(page).toHaveURL(/#slide-5$/);
    await page.reload();
    await expect(counter(page)).toHaveText("5 / 12");
    await expect(page.locator('[data-slide="5"]')).toBeVisible();
    await expect(page.locator('[data-slide="4"]')).toBeHidden();
  });

  test("Previous/Next stop at the ends; dots and keys move between slides", async ({ page }) => {
    await unlock(page);
    const previous = page.getByRole("button", { name: "Previous slide" });
    const next = page.getByRole("button", { name: "Next slide" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const dots = page.getByRole("button", { name: /^Go to slide \d+$/ });
    await expect(dots).toHaveCount(12);
    await expect(page.getByRole("button", { name: "Go to slide 1", exact: true })).toHaveAttribute(
      "aria-current",
      "step",
    );

    await next.click();
    await expect(counter(page)).toHaveText("2 / 12");
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(counter(page)).toHaveText("1 / 12");

    await page.getByRole("button", { name: "Go to slide 12" }).click();
    await expect(counter(page)).toHaveText("12 / 12");
    await expect(next).toBeDisabled();

    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("12 / 12");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText("11 / 12");
    await page.keyboard.press("Home");
    await expect(counter(page)).toHaveText("1 / 12");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText("1 / 12");
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("2 / 12");
    await page.keyboard.press("End");
    await expect(counter(page)).toHaveText("12 / 12");
  });

  test("a swipe on a touch screen changes the slide", async ({ page }) => {
    await unlock(page);
    const swipe = (fromX: number, toX: number) =>
      page.evaluate(
        ([a, b]) => {
          const target = document.querySelector("main")!;
          const touch = (x: number) =>
            new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
          target.dispatchEvent(
            new TouchEvent("touchstart", { bubbles: true, touches: [touch(a!)] }),
          );
          target.dispatchEvent(
            new TouchEvent("touchend", { bubbles: true, changedTouches: [touch(b!)] }),
          );
        },
        [fromX, toX],
      );
    await swipe(600, 200);
    await expect(counter(page)).toHaveText("2 / 12");
    await swipe(200, 600);
    await expect(counter(page)).toHaveText("1 / 12");
  });

  test("the last slides link to onboarding (new tab), the landing page and the consultation", async ({
    page,
  }) => {
    await unlock(page);
    await page.getByRole("button", { name: "Go to slide 11" }).click();
    const cta = page.locator('[data-slide="11"]');
    await expect(cta.getByRole("link", { name: "List Your Project" })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(cta.getByRole("button", { name: "Book a Free Consultation" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    await page.getByRole("button", { name: "Go to slide 12" }).click();
    const last = page.locator('[data-slide="12"]');
    const list = last.getByRole("link", { name: "List Your Project" });
    await expect(list).toHaveAttribute("href", "/onboarding");
    await expect(list).toHaveAttribute("target", "_blank");
    await expect(last.getByRole("link", { name: "See the free pilot in detail" })).toHaveAttribute(
      "href",
      "/cto-service",
    );
  });

  test("Lock ends the session", async ({ page }) => {
    await unlock(page);
    await page.getByRole("button", { name: "Lock presentation" }).click();
    await expect(passwordField(page)).toBeVisible();
    await expect(page.locator("[data-slide]")).toHaveCount(0);
    await page.reload();
    await expect(passwordField(page)).toBeVisible();
  });

  test("Lock ends the session everywhere its cookie was copied", async ({
    page,
    context,
    browser,
  }) => {
    await unlock(page);
    const copied = (await context.cookies()).filter((c) => c.name === "deck_session");
    expect(copied).toHaveLength(1);
    // A second browser holding a copy of the cookie sees the deck...
    const other = await browser.newContext();
    try {
      await other.addCookies(copied);
      const second = await other.newPage();
      await second.goto(PATH);
      await expect(counter(second)).toHaveText("1 / 12");
      // ...until the first one locks it.
      await page.getByRole("button", { name: "Lock presentation" }).click();
      await expect(passwordField(page)).toBeVisible();
      await second.reload();
      await expect(passwordField(second)).toBeVisible();
      await expect(second.locator("[data-slide]")).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test("printing puts one slide per page", async ({ page }) => {
    await unlock(page);
    await page.emulateMedia({ media: "print" });
    const slides = page.locator("[data-slide]");
    await expect(slides).toHaveCount(12);
    for (let i = 1; i <= 12; i++) await expect(slides.nth(i - 1)).toBeVisible();
    const breaks = await slides.evaluateAll((nodes) =>
      nodes.map((node) => getComputedStyle(node).breakAfter),
    );
    expect(breaks.slice(0, 11).every((value) => value === "page")).toBe(true);
    // Issue 23: each is the same 16:9 stage, small enough for one A4 landscape page (273 × 186
    // mm inside the margins, 1032 × 703 px), its words inside it.
    const sizes = await slides.evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        const inside = [...node.querySelectorAll("*")].every((child) => {
          const rect = child.getBoundingClientRect();
          return (
            rect.height === 0 || (rect.bottom <= box.bottom + 1 && rect.right <= box.right + 1)
          );
        });
        return { width: box.width, height: box.height, inside };
      }),
    );
    for (const size of sizes) {
      expect(size.width).toBeLessThanOrEqual(1032);
      expect(size.height).toBeLessThanOrEqual(703);
      expect(size.inside).toBe(true);
    }
    await expect(page.getByRole("navigation", { name: "Slide navigation" })).toBeHidden();
  });
});

/**
 * Issue 23: the deck is a 16:9 stage scaled to fit the screen (letterboxed, nothing under the
 * controls, nothing cut), a readable column on a phone, legible in both themes.
 */
test.describe("the stage fits the screen", () => {
  test.beforeEach(async ({ context, baseURL }) => presetConsent(context, baseURL));

  /** Where the current slide sits, and anything of it outside its own box. */
  const measure = (page: Page) =>
    page.evaluate(() => {
      const slide = document.querySelector<HTMLElement>("[data-slide][data-active]")!;
      const stage = document.querySelector<HTMLElement>("[data-deck-stage]")!;
      const nav = document.querySelector("nav[aria-label='Slide navigation']")!;
      const header = document.querySelector("header")!;
      const box = slide.getBoundingClientRect();
      const outside: string[] = [];
      for (const element of slide.querySelectorAll<HTMLElement>("*")) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (getComputedStyle(element).visibility === "hidden") continue;
        // Visually hidden (sr-only: a 1 px clipped box), such as the phone's table head.
        let hidden = false;
        for (
          let node: Element | null = element;
          node && node !== slide;
          node = node.parentElement
        ) {
          if (node.getBoundingClientRect().width <= 1) hidden = true;
        }
        if (hidden) continue;
        if (
          rect.left < box.left - 1 ||
          rect.right > box.right + 1 ||
          rect.top < box.top - 1 ||
          rect.bottom > box.bottom + 1
        ) {
          outside.push(`<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 30)}`);
        }
      }
      return {
        slide: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
        stageBottom: stage.getBoundingClientRect().bottom,
        navTop: nav.getBoundingClientRect().top,
        headerBottom: header.getBoundingClientRect().bottom,
        viewport: { width: window.innerWidth, height: window.innerHeight },
        pageScrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
        outside: outside.slice(0, 5),
      };
    });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
    { width: 1920, height: 1080 },
  ]) {
    test(`every slide is a 16:9 stage above the controls at ${size.width}×${size.height}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await unlock(page);
      const problems: string[] = [];
      for (let n = 1; n <= 12; n++) {
        await page.getByRole("button", { name: `Go to slide ${n}`, exact: true }).click();
        await expect(counter(page)).toHaveText(`${n} / 12`);
        const m = await measure(page);
        const width = m.slide.right - m.slide.left;
        const height = m.slide.bottom - m.slide.top;
        if (Math.abs(width / height - 16 / 9) > 0.02)
          problems.push(`${n}: not 16:9 (${width}×${height})`);
        if (m.slide.bottom > m.navTop) problems.push(`${n}: runs under the controls`);
        if (m.slide.top < m.headerBottom) problems.push(`${n}: runs under the header`);
        if (m.slide.left < 0 || m.slide.right > m.viewport.width)
          problems.push(`${n}: cut sideways`);
        if (m.pageScrolls) problems.push(`${n}: the page scrolls`);
        if (m.outside.length) problems.push(`${n}: cut: ${m.outside.join(", ")}`);
        if (size.width === 1920 && width < 0.6 * m.viewport.width) {
          problems.push(
            `${n}: uses ${Math.round((100 * width) / m.viewport.width)} % of the width`,
          );
        }
      }
      expect(problems).toEqual([]);
    });
  }

  test("on a phone in portrait every slide is a column that scrolls above the controls", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await unlock(page);
    const problems: string[] = [];
    for (let n = 1; n <= 12; n++) {
      await page.getByRole("button", { name: `Go to slide ${n}`, exact: true }).click();
      await expect(counter(page)).toHaveText(`${n} / 12`);
      // The slide's end, scrolled into the stage, is above the controls.
      await page
        .locator("[data-deck-stage]")
        .evaluate((stage) => stage.scrollTo({ top: stage.scrollHeight, behavior: "instant" }));
      const m = await measure(page);
      if (m.stageBottom > m.navTop + 1) problems.push(`${n}: the stage runs under the controls`);
      if (m.slide.bottom > m.navTop + 1) problems.push(`${n}: its end is under the controls`);
      if (m.slide.left < 0 || m.slide.right > m.viewport.width) problems.push(`${n}: cut sideways`);
      if (m.slide.right - m.slide.left < 0.9 * m.viewport.width - 24) {
        problems.push(`${n}: not a full-width column`);
      }
      if (m.pageScrolls) problems.push(`${n}: the page scrolls (the controls would move)`);
      if (m.outside.length) problems.push(`${n}: cut: ${m.outside.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });

  for (const size of [
    { width: 320, height: 640 },
    { width: 375, height: 812 },
    { width: 768, height: 1024 },
  ]) {
    test(`on a ${size.width} px screen in portrait nothing is cut sideways, every link and button scrolls into view above the controls, and a fade says there is more`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await unlock(page);
      const problems: string[] = [];
      for (let n = 1; n <= 12; n++) {
        await page.getByRole("button", { name: `Go to slide ${n}`, exact: true }).click();
        await expect(counter(page)).toHaveText(`${n} / 12`);
        // The slide's fade-in ends; the stage's scroll-driven fade is left to its scroll.
        await page.evaluate(() =>
          document.getAnimations().forEach((a) => {
            if (a.timeline instanceof DocumentTimeline) a.finish();
          }),
        );
        await page
          .locator("[data-deck-stage]")
          .evaluate((stage) => stage.scrollTo({ top: 0, behavior: "instant" }));
        // The scroll-driven fade follows the scroll on the next frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const found = await page.evaluate(() => {
          const stage = document.querySelector<HTMLElement>("[data-deck-stage]")!;
          const slide = stage.querySelector<HTMLElement>("[data-slide][data-active]")!;
          const nav = document.querySelector("nav[aria-label='Slide navigation']")!;
          const out: string[] = [];
          const fade = parseFloat(getComputedStyle(stage).getPropertyValue("--deck-fade"));
          // A fade at the bottom edge while more of the slide is below, none at its end.
          if (stage.scrollHeight > stage.clientHeight + 1 && !(fade > 0)) {
            out.push("no fade while more is below");
          }
          // Never taller than what is left below: the last lines of a slide a little too tall
          // would look cut, with nothing to scroll to.
          const below = stage.scrollHeight - stage.clientHeight - stage.scrollTop;
          if (fade > below + 1) {
            out.push(`a ${Math.round(fade)} px fade over the last ${Math.round(below)} px`);
          }
          if (stage.scrollWidth > stage.clientWidth + 1) out.push("the stage scrolls sideways");
          const stageBox = stage.getBoundingClientRect();
          for (const element of slide.querySelectorAll<HTMLElement>("*")) {
            const rect = element.getBoundingClientRect();
            if (rect.width <= 1 || rect.height <= 1) continue;
            // Visually hidden (sr-only), such as the phone's table head.
            let hidden = false;
            for (
              let node: Element | null = element;
              node && node !== slide;
              node = node.parentElement
            ) {
              if (node.getBoundingClientRect().width <= 1) hidden = true;
            }
            if (hidden) continue;
            if (rect.left < stageBox.left - 1 || rect.right > stageBox.right + 1) {
              out.push(
                `cut sideways: <${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 30)}`,
              );
            }
          }
          for (const control of slide.querySelectorAll<HTMLElement>("a, button")) {
            control.scrollIntoView({ block: "nearest", behavior: "instant" });
            const rect = control.getBoundingClientRect();
            const navTop = nav.getBoundingClientRect().top;
            if (
              rect.bottom > navTop + 1 ||
              rect.bottom > stageBox.bottom + 1 ||
              rect.top < stageBox.top - 1
            ) {
              out.push(`"${control.textContent?.trim()}" cannot be scrolled fully into view`);
            }
          }
          stage.scrollTo({ top: stage.scrollHeight, behavior: "instant" });
          return { out };
        });
        // The scroll-driven fade follows the scroll on the next frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const endFade = await page
          .locator("[data-deck-stage]")
          .evaluate((stage) => parseFloat(getComputedStyle(stage).getPropertyValue("--deck-fade")));
        if (endFade > 0) problems.push(`${n}: still fades at the end`);
        problems.push(...found.out.slice(0, 5).map((problem) => `${n}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }

  test("the call to action's heading keeps “5-day” on one line", async ({ page }) => {
    await unlock(page);
    await page.getByRole("button", { name: "Go to slide 11", exact: true }).click();
    await expect(counter(page)).toHaveText("11 / 12");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const lines = await page.locator('[data-slide="11"] h2').evaluate((heading) => {
        // Every line of the heading's text, from the boxes of its characters (in every text node:
        // a compound sits in a span of its own).
        const rows = new Map<number, string>();
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (
          let text = walker.nextNode() as Text | null;
          text;
          text = walker.nextNode() as Text | null
        ) {
          for (let i = 0; i < text.data.length; i++) {
            const range = document.createRange();
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            const rect = range.getBoundingClientRect();
            if (rect.height === 0) continue;
            const top = Math.round(rect.top / 4);
            rows.set(top, (rows.get(top) ?? "") + text.data[i]);
          }
        }
        return [...rows.values()].map((line) => line.trim());
      });
      expect(lines.length, `${width}: ${lines.join(" / ")}`).toBeGreaterThan(1);
      for (const line of lines) expect(line, `${width}: ${lines.join(" / ")}`).not.toMatch(/^day/);
      expect(
        lines.some((line) => /5\W*-\W*day/.test(line)),
        lines.join(" / "),
      ).toBe(true);
    }
  });

  test("at 1280 nothing covers the title of a slide's drawing", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await unlock(page);
    const covered: string[] = [];
    for (let n = 1; n <= 12; n++) {
      await page.getByRole("button", { name: `Go to slide ${n}`, exact: true }).click();
      await expect(counter(page)).toHaveText(`${n} / 12`);
      await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
      covered.push(
        ...(await page.evaluate((slideNumber) => {
          const out: string[] = [];
          const titles = document.querySelectorAll<HTMLElement>(
            `[data-slide="${slideNumber}"] [data-panel-title]`,
          );
          for (const title of titles) {
            const range = document.createRange();
            range.selectNodeContents(title);
            const rect = range.getBoundingClientRect();
            // The topmost element along the words' middle line is the title itself.
            for (let step = 0; step <= 8; step++) {
              const x = rect.left + 1 + ((rect.width - 2) * step) / 8;
              const hit = document.elementFromPoint(x, rect.top + rect.height / 2);
              if (hit && hit !== title && !title.contains(hit)) {
                out.push(
                  `${slideNumber}: "${title.textContent}" is under "${hit.textContent?.slice(0, 30)}"`,
                );
                break;
              }
            }
          }
          return out;
        }, n)),
      );
    }
    expect(covered).toEqual([]);
  });

  test("every slide has a visual, and both themes are legible", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await unlock(page);
    // Each slide's main visual (a drawing, a chart, a flow, a track, the table…), marked
    // `data-slide-visual`, is shown and carries the slide: at least 15 % of its frame, which an
    // icon beside the eyebrow (2 %) never is.
    const weak: string[] = [];
    for (let n = 1; n <= 12; n++) {
      await page.getByRole("button", { name: `Go to slide ${n}`, exact: true }).click();
      await expect(counter(page)).toHaveText(`${n} / 12`);
      const slide = page.locator(`[data-slide="${n}"]`);
      const visual = slide.locator("[data-slide-visual]");
      await expect(visual, `slide ${n} has one main visual`).toHaveCount(1);
      await expect(visual, `slide ${n}'s visual is shown`).toBeVisible();
      const [box, frame] = [
        (await visual.boundingBox())!,
        (await slide.locator("[data-slide-frame]").boundingBox())!,
      ];
      const share = (box.width * box.height) / (frame.width * frame.height);
      if (share < 0.15) weak.push(`slide ${n}: ${Math.round(100 * share)} % of the frame`);
    }
    expect(weak).toEqual([]);
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      for (const n of [1, 3, 8, 12]) {
        await page.getByRole("button", { name: `Go to slide ${n}`, exact: true }).click();
        await expect(counter(page)).toHaveText(`${n} / 12`);
        await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
        const results = await new AxeBuilder({ page })
          .include(`[data-slide="${n}"]`)
          .withRules(["color-contrast"])
          .analyze();
        expect(
          results.violations.map(
            (v) => `${theme} slide ${n}: ${v.nodes.map((x) => x.target).join(", ")}`,
          ),
        ).toEqual([]);
      }
    }
    // The cover stands apart from the page around it in the dark theme (it was dark on dark).
    const [slideColour, stageColour] = await page.evaluate(() => [
      getComputedStyle(document.querySelector("[data-slide='1'] [data-slide-frame]")!)
        .backgroundImage,
      getComputedStyle(document.querySelector("[data-deck-stage]")!.parentElement!.parentElement!)
        .backgroundColor,
    ]);
    expect(slideColour).toContain("gradient");
    expect(stageColour).not.toBe("rgba(0, 0, 0, 0)");
  });
});

test.describe("the consent banner on the deck", () => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`sits below the controls, never over them or a slide (${size.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await unlock(page);
      const banner = page.locator("[data-consent-banner]");
      await expect(banner).toBeVisible();
      const boxes = async () => ({
        banner: (await banner.boundingBox())!,
        nav: (await page.getByRole("navigation", { name: "Slide navigation" }).boundingBox())!,
        slide: (await page.locator("[data-slide][data-active]").boundingBox())!,
        stage: (await page.locator("[data-deck-stage]").boundingBox())!,
        scrolls: await page.evaluate(
          () => document.documentElement.scrollHeight > window.innerHeight + 1,
        ),
      });
      const open = await boxes();
      expect(open.nav.y + open.nav.height).toBeLessThanOrEqual(open.banner.y + 1);
      expect(open.banner.y + open.banner.height).toBeLessThanOrEqual(size.height + 1);
      expect(open.stage.y + open.stage.height).toBeLessThanOrEqual(open.nav.y + 1);
      if (size.width >= 1024)
        expect(open.slide.y + open.slide.height).toBeLessThanOrEqual(open.nav.y);
      expect(open.scrolls).toBe(false);
      // Answered, the stage takes the room back.
      await banner.getByRole("button", { name: "Reject all" }).click();
      await expect(banner).toBeHidden();
      const closed = await boxes();
      expect(closed.nav.y + closed.nav.height).toBeGreaterThanOrEqual(size.height - 1);
      expect(closed.stage.height).toBeGreaterThan(open.stage.height);
    });
  }
});

test.describe("accessibility", () => {
  for (const width of [375, 1280]) {
    test(`no serious or critical axe violations at ${width}px, locked and unlocked`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const check = async () => {
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
        expect(overflow).toBeLessThanOrEqual(0);
      };
      await page.goto(PATH);
      await check();
      await passwordField(page).fill(PASSWORD);
      await submitButton(page).click();
      await expect(counter(page)).toHaveText("1 / 12");
      for (const n of [1, 4, 8, 12]) {
        await page.getByRole("button", { name: `Go to slide ${n}`, exact: true }).click();
        await expect(counter(page)).toHaveText(`${n} / 12`);
        await check();
      }
    });
  }
});
