import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

/** Saves a consent choice before the first visit, so the banner stays closed. */
export async function presetConsent(
  context: BrowserContext,
  baseURL: string | undefined,
  choice: { analytics: boolean; functional: boolean; marketing: boolean } = {
    analytics: false,
    functional: false,
    marketing: false,
  },
) {
  const flag = (value: boolean) => (value ? "1" : "0");
  await context.addCookies([
    {
      name: "site_consent",
      value: `v1.a${flag(choice.analytics)}.f${flag(choice.functional)}.m${flag(choice.marketing)}.${Math.floor(Date.now() / 1000)}`,
      url: baseURL ?? "http://127.0.0.1:3100",
    },
  ]);
}

/** Every request to Google is recorded and blocked: tests never reach the network. */
export async function blockGoogle(page: Page): Promise<string[]> {
  const requested: string[] = [];
  // Google's hosts only: our own /google-ads-marketing pages must still load.
  await page.route(/^https?:\/\/[^/]*(google|doubleclick)[^/]*\//, async (route) => {
    requested.push(route.request().url());
    await route.abort();
  });
  return requested;
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

export const VALID_LEAD = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  company: "Clinic Cloud",
  location: "Pune, India",
  requirements: "A booking app for 20 pilot clinics.",
};

/** A field of the enquiry form by its accessible name (the asterisk is hidden from it). */
export function leadField(scope: Locator, name: string): Locator {
  if (name === "Service") return scope.getByRole("combobox", { name: "Service" });
  if (name === "Requirements") return scope.getByRole("textbox", { name: /^Project requirements/ });
  return scope.getByRole("textbox", { name, exact: true });
}

const FIELD_NAMES = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  location: "Location",
  requirements: "Requirements",
} as const;

/** Fills the enquiry form found inside `scope` (the dialog or the contact page's form). */
export async function fillLeadForm(
  scope: Locator,
  values: Partial<typeof VALID_LEAD> = VALID_LEAD,
) {
  for (const [field, value] of Object.entries(values)) {
    await leadField(scope, FIELD_NAMES[field as keyof typeof FIELD_NAMES]).fill(value);
  }
}

/**
 * The site script has wired the page (its first module marks the consent banner live; the
 * enquiry buttons' listener comes in the same task). Before that an enquiry button is a link to
 * the form's own page, by design (docs/decisions/0010-late-scripts.md, 0024): a test of the
 * modal waits for this.
 */
export async function siteScriptLive(page: Page) {
  await expect(page.locator("[data-consent-live]")).toBeAttached({ timeout: 10_000 });
}

/**
 * Opens a page with the site script held back until the returned function is called: what a
 * visitor sees on a slow line before the script arrives.
 */
export async function openHoldingSiteScript(page: Page, path = "/"): Promise<() => void> {
  await blockGoogle(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/site-behaviour-script[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not "load": a script the page adds before its load event holds that event back.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}
