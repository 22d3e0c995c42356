import { randomUUID } from "node:crypto";

import { expect, test, type BrowserContext, type Page } from "@playwright/test";

import { E2E_OWNERS } from "../scripts/e2e-env.mjs";

import {
  blockGoogle,
  expectNoSeriousAxeViolations,
  fillLeadForm,
  leadField,
  presetConsent,
  siteScriptLive,
  VALID_LEAD,
} from "./support/enquiry";
import { signInAsOwner } from "./support/owner";

/**
 * First-party visit counts (docs/decisions/0026-first-party-visit-counts.md) as visitors and the
 * owner see them. The test browser is headless Chromium, whose user agent says "HeadlessChrome"
 * and which the collect endpoint drops like any automated browser; so the visitors here present
 * a desktop Chrome user agent, and one beacon keeps the headless one to prove it is not counted.
 * No server setting turns the filter off, and the other specs' headless visits count nothing.
 */
test.describe.configure({ timeout: 180_000 });

const PERSON =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
const OWNER = E2E_OWNERS[12]!;

/**
 * Opens `path` (from our own page `from`, as a click would) and waits for its page-view beacon
 * (and the vitals library it loads next).
 */
async function visit(page: Page, path: string, from?: string) {
  const beacon = page.waitForRequest(
    (request) =>
      request.url().endsWith("/api/collect") && /"kind":"view"/.test(request.postData() ?? ""),
  );
  const vitals = page.waitForResponse((response) => /web-vitals/.test(response.url()));
  await page.goto(path, from ? { referer: new URL(from, page.url()).href } : undefined);
  const request = await beacon;
  await vitals;
  return JSON.parse(request.postData()!) as { visit?: string; entry: boolean; path: string };
}

/**
 * The page goes to the background, as when the visitor switches tabs: the vitals beacon is sent.
 * (Leaving by a link sends it on pagehide in a real browser; headless Chromium delivers no beacon
 * from a page being left, so the test hides the page instead.)
 */
async function hide(page: Page) {
  const beacon = page.waitForRequest(
    (request) =>
      request.url().endsWith("/api/collect") && /"kind":"vitals"/.test(request.postData() ?? ""),
  );
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  return JSON.parse((await beacon).postData()!) as Record<string, unknown>;
}

const browserState = (page: Page) =>
  page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
    cookies: document.cookie,
  }));

async function personContext(newContext: (options: object) => Promise<BrowserContext>) {
  const context = await newContext({
    userAgent: PERSON,
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 200) + 1}` },
  });
  return context;
}

/** A page's row of the Traffic page's "Real visitors' speed" table. */
const vitalsRow = (page: Page, path: string) =>
  page
    .getByRole("region", { name: "Real visitors' speed" })
    .getByRole("row")
    .filter({ has: page.getByText(path, { exact: true }) });

/** How many LCP samples the Traffic page shows for a page (0 without a row). */
async function lcpSamples(page: Page, path: string): Promise<number> {
  const row = vitalsRow(page, path);
  if ((await row.count()) === 0) return 0;
  const text = (await row.getByRole("cell").nth(1).textContent()) ?? "";
  return Number(/([\d,]+) samples?/.exec(text)?.[1]?.replaceAll(",", "") ?? 0);
}

test("visits are counted without cookies, a consented visit and its enquiry reach the funnel, bots do not count", async ({
  browser,
  baseURL,
}) => {
  const tag = randomUUID().slice(0, 8);
  const newContext = (options: object) => browser.newContext(options);
  // The database may hold earlier runs' figures: the vitals are checked as a count that grows.
  const owner = await (await browser.newContext()).newPage();
  await signInAsOwner(owner, OWNER, "/admin/traffic");
  const lcpSamplesBefore = await lcpSamples(owner, "/mvp-development");

  // 1. No consent: the views are counted, and nothing is left in the browser.
  const anonymous = await personContext(newContext);
  const anon = await anonymous.newPage();
  await blockGoogle(anon);
  const first = await visit(anon, `/careers?utm_source=e2e-anon&utm_campaign=anon-${tag}`);
  expect(first).toMatchObject({ path: "/careers", entry: true });
  expect(first).not.toHaveProperty("visit");
  expect(await visit(anon, "/about-us", "/careers")).toMatchObject({ entry: false });
  expect(await browserState(anon)).toEqual({ local: [], session: [], cookies: "" });
  expect(await anonymous.cookies()).toEqual([]);
  await anonymous.close();

  // 2. Analytics consent: one visit over three pages, then an enquiry from it.
  const consented = await personContext(newContext);
  await presetConsent(consented, baseURL, { analytics: true, functional: false, marketing: true });
  const page = await consented.newPage();
  await blockGoogle(page);
  const landing = await visit(
    page,
    `/mvp-development?utm_source=e2e&utm_medium=cpc&utm_campaign=visit-${tag}`,
  );
  expect(landing.visit).toMatch(/^[0-9a-f-]{36}$/);
  // A press, so the page has an interaction to measure (INP).
  await page.getByRole("heading", { level: 1 }).click();
  expect(await hide(page)).toMatchObject({
    kind: "vitals",
    path: "/mvp-development",
    LCP: expect.any(Number),
    INP: expect.any(Number),
    CLS: expect.any(Number),
  });
  expect(await visit(page, "/about-us", "/mvp-development")).toMatchObject({
    entry: false,
    visit: landing.visit,
  });
  expect(await visit(page, "/contact", "/about-us")).toMatchObject({
    entry: false,
    visit: landing.visit,
  });
  expect(await page.evaluate(() => sessionStorage.getItem("site_visit"))).toBe(landing.visit);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Submit Enquiry" }) });
  await fillLeadForm(form, { ...VALID_LEAD, name: `Traffic ${tag}` });
  await leadField(form, "Service").selectOption("MVP Development");
  await form.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(page).toHaveURL(/\/thank-you/);

  // 2b. Consent given on the landing page itself (the banner is answered there): the visit is
  // named then, counted as that entry's, and the enquiry sent from the same page is in the funnel.
  const late = await personContext(newContext);
  const latePage = await late.newPage();
  await blockGoogle(latePage);
  const lateView = await visit(
    latePage,
    `/contact?utm_source=e2e&utm_medium=cpc&utm_campaign=late-${tag}`,
  );
  expect(lateView).not.toHaveProperty("visit");
  await siteScriptLive(latePage);
  const named = latePage.waitForRequest(
    (request) =>
      request.url().endsWith("/api/collect") && /"kind":"visit"/.test(request.postData() ?? ""),
  );
  await latePage
    .locator("[data-consent-banner]")
    .getByRole("button", { name: "Accept all" })
    .click();
  expect(JSON.parse((await named).postData()!)).toMatchObject({
    kind: "visit",
    path: "/contact",
    entry: true,
    campaign: `late-${tag}`,
    visit: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  const lateForm = latePage.locator("form", {
    has: latePage.getByRole("button", { name: "Submit Enquiry" }),
  });
  await fillLeadForm(lateForm, { ...VALID_LEAD, name: `Late ${tag}` });
  await lateForm.getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(latePage).toHaveURL(/\/thank-you/);
  await late.close();

  // 3. A headless browser's beacon is answered and not counted.
  const headless = await page.request.post("/api/collect", {
    headers: { "content-type": "text/plain", "user-agent": HEADLESS },
    data: JSON.stringify({
      kind: "view",
      path: "/",
      device: "desktop",
      entry: true,
      source: "e2e",
      campaign: `headless-${tag}`,
    }),
  });
  expect(headless.status()).toBe(204);

  // 4. The owner's Traffic page.
  await owner.reload();
  const sources = owner.getByRole("region", { name: "Sources" });
  const row = (campaign: string) => sources.getByRole("row").filter({ hasText: campaign });
  // Columns: source, medium, campaign, entries, consented visits, enquiries, conversion,
  // discovery calls booked and held.
  await expect(row(`visit-${tag}`).getByRole("cell")).toHaveText([
    "e2e",
    "cpc",
    `visit-${tag}`,
    "1",
    "1",
    "1",
    "100%",
    "0",
    "0",
  ]);
  await expect(row(`anon-${tag}`).getByRole("cell")).toHaveText([
    "e2e-anon",
    // No medium: a dash, not the stored "(none)".
    "—",
    `anon-${tag}`,
    "1",
    "0",
    "0",
    "0%",
    "0",
    "0",
  ]);
  await expect(row(`late-${tag}`).getByRole("cell")).toHaveText([
    "e2e",
    "cpc",
    `late-${tag}`,
    "1",
    "1",
    "1",
    "100%",
    "0",
    "0",
  ]);
  await expect(row(`headless-${tag}`)).toHaveCount(0);
  await expect(owner.locator("[data-funnel]")).toContainText(
    /consented visits?, \d+ of them with an enquiry/,
  );
  // The vitals of the pages left (sent as each was hidden) arrive just after: reload until shown.
  await expect(async () => {
    await owner.reload();
    expect(await lcpSamples(owner, "/mvp-development")).toBe(lcpSamplesBefore + 1);
  }).toPass({ timeout: 30_000 });
  await expect(vitalsRow(owner, "/mvp-development").locator("[data-rating]").first()).toBeVisible();
  await expectNoSeriousAxeViolations(owner);
  await owner.emulateMedia({ colorScheme: "dark" });
  await expectNoSeriousAxeViolations(owner);
  await consented.close();
  await owner.context().close();
});
