import { expect, test, type BrowserContext, type Page } from "@playwright/test";

import { E2E_OWNERS } from "../scripts/e2e-env.mjs";

import { expectNoSeriousAxeViolations } from "./support/enquiry";
import { waitForSignInLink } from "./support/mailbox";

/**
 * The owner's view (docs/decisions/0011-owner-sign-in.md) in a browser: signing in through the
 * mailed link, the shell, signing out, and an old cookie that no longer opens anything.
 */

// Each test comes from its own address, so the per-IP sign-in limit never spills between tests.
test.use({
  extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
});

async function askForLink(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "admin_session");
  expect(cookie).toBeDefined();
  return cookie!;
}

test("an owner signs in through the mailed link, sees the shell, signs out; the old cookie is refused", async ({
  page,
  context,
  request,
}) => {
  const owner = E2E_OWNERS[0]!;
  // Any admin page sends a visitor without a session to the sign-in form, and back afterwards.
  await page.goto("/admin/deck-access");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdeck-access$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator("main .bg-cta")).toHaveText(["Email me a sign-in link"]);
  await expectNoSeriousAxeViolations(page);

  const since = Date.now();
  await askForLink(page, owner);
  await expect(page.getByRole("status").first()).toContainText(
    `If ${owner} may sign in, a sign-in link is on its way to it. The link works once, within 15 minutes.`,
  );
  const link = await waitForSignInLink(owner, since);

  // Opening the link changes nothing until the button is pressed (mail scanners open links).
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Sign in to the owner's view" })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === "admin_session")).toBe(false);
  await expect(page.locator("main .bg-cta")).toHaveText(["Sign in"]);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/admin\/deck-access$/);
  const header = page.getByRole("banner");
  const nav = page.getByRole("navigation", { name: "Owner's view" });
  for (const [name, href] of [
    ["Overview", "/admin"],
    ["Enquiries", "/admin/enquiries"],
    ["Subscribers", "/admin/subscribers"],
    ["Deck access", "/admin/deck-access"],
  ] as const) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Deck access" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // No content editor in a build without one (e2e/editor.spec.ts has the build with it).
  await expect(nav.getByRole("link", { name: "Edit the site" })).toHaveCount(0);
  await expect(header).toContainText(owner);
  const cookie = await sessionCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  // The link was used: a second use says so and offers a new one.
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: "This sign-in link no longer works" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new sign-in link" })).toHaveAttribute(
    "href",
    "/admin/login",
  );

  await page.goto("/admin/deck-access");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login\?signed-out=1$/);
  await expect(page.getByRole("status")).toHaveText("You are signed out.");

  // The old cookie, replayed, opens nothing: the session is revoked in the database.
  const replay = await request.get("/admin/deck-access", {
    headers: { cookie: `admin_session=${cookie.value}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(303);
  expect(replay.headers()["location"]).toBe("/admin/login?next=%2Fadmin%2Fdeck-access");
  expect(replay.headers()["cache-control"]).toBe("no-store");
  expect(replay.headers()["x-robots-tag"]).toBe("noindex, nofollow");
});

test("a stranger gets the same answer as an owner, and no link", async ({ page }) => {
  await page.goto("/admin/login");
  await askForLink(page, "stranger@elsewhere.example");
  await expect(page.getByRole("status").first()).toContainText(
    "If stranger@elsewhere.example may sign in, a sign-in link is on its way to it.",
  );
  await expectNoSeriousAxeViolations(page);
});

// The sign-in pages follow the system theme like the rest of the owner's view.
test("the sign-in pages are dark and accessible in the dark", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/admin/login");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expectNoSeriousAxeViolations(page);
  await askForLink(page, "stranger@elsewhere.example");
  await expectNoSeriousAxeViolations(page);
  await page.goto("/admin/login/callback?token=not-a-real-token");
  await expect(
    page.getByRole("heading", {
      name: /Sign in to the owner's view|This sign-in link no longer works/,
    }),
  ).toBeVisible();
  await expect(page.locator("main .bg-cta")).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
});

test("sign out everywhere ends the owner's other sessions too", async ({ browser, request }) => {
  const owner = E2E_OWNERS[1]!;
  const devices = [await browser.newContext(), await browser.newContext()];
  const cookies: string[] = [];
  for (const device of devices) {
    const page = await device.newPage();
    await page.goto("/admin/login?next=%2Fadmin%2Fsubscribers");
    const since = Date.now();
    await askForLink(page, owner);
    await page.goto(await waitForSignInLink(owner, since));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/subscribers$/);
    cookies.push((await sessionCookie(device)).value);
  }
  const page = devices[0]!.pages()[0]!;
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out on every device.");
  for (const value of cookies) {
    const replay = await request.get("/admin/subscribers", {
      headers: { cookie: `admin_session=${value}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(303);
  }
  for (const device of devices) await device.close();
});

test("a form posted without the session's CSRF token is refused", async ({ page, context }) => {
  const owner = E2E_OWNERS[2]!;
  await page.goto("/admin/login");
  const since = Date.now();
  await askForLink(page, owner);
  await page.goto(await waitForSignInLink(owner, since));
  await page.getByRole("button", { name: "Sign in" }).click();
  const cookie = await sessionCookie(context);
  const forged = await page.request.post("/admin/sign-out", {
    headers: { cookie: `admin_session=${cookie.value}` },
    form: { csrf: "forged" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  // Still signed in: the forged post changed nothing.
  const admin = await page.request.get("/admin/subscribers", { maxRedirects: 0 });
  expect(admin.status()).not.toBe(303);
});
