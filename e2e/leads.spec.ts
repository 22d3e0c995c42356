import { expect, test, type Page, type Route } from "@playwright/test";

import { contactPageSchema } from "../content/schemas/contact";
import { homePageSchema } from "../content/schemas/home";
import { onboardingPageSchema } from "../content/schemas/onboarding";
import { LEAD_MESSAGES, hiddenCharacterMessage } from "../src/features/leads/schema";
import { SUBMIT_ERROR_MESSAGE } from "../src/features/leads/submit-lead";

import {
  blockGoogle,
  expectNoSeriousAxeViolations,
  fillLeadForm,
  leadField,
  presetConsent,
  siteScriptLive,
  VALID_LEAD,
} from "./support/enquiry";
import { pageWorkDone, watchSubmitPresses } from "./support/page-settled";
import { pressWithMouse } from "./support/press";
import { readContentFile } from "../test/content-files";

const { contact: homeContact } = readContentFile("content/home/page.yaml", homePageSchema);
const contactCopy = readContentFile("content/contact/page.yaml", contactPageSchema);
const onboardingCopy = readContentFile("content/onboarding/page.yaml", onboardingPageSchema);

const ENQUIRY_BUTTON = homeContact.direct.enquiryButton;

test.beforeEach(async ({ context, baseURL, page }) => {
  await presetConsent(context, baseURL);
  await blockGoogle(page);
});

async function openHomeModal(page: Page) {
  await page.goto("/");
  await siteScriptLive(page);
  const button = page.getByRole("button", { name: ENQUIRY_BUTTON });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Get a Free Consultation" });
  // The first click loads React and the form; on a busy two-core CI machine that has taken 5 s.
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  return { button, dialog };
}

/** Answers POST /api/leads with `status` and `body`, recording each request body. */
async function answerLeads(
  page: Page,
  respond: (route: Route, attempt: number) => Promise<void>,
): Promise<Record<string, unknown>[]> {
  const bodies: Record<string, unknown>[] = [];
  await page.route("**/api/leads", async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await respond(route, bodies.length);
  });
  return bodies;
}

const created = (route: Route, id = "lead-42") =>
  route.fulfill({
    status: 201,
    contentType: "application/json",
    body: JSON.stringify({ id, submissionId: route.request().postDataJSON().submissionId }),
  });

test.describe("enquiry modal", () => {
  test("opens from the home page preset to General Consultation, traps and returns focus", async ({
    page,
  }) => {
    const { button, dialog } = await openHomeModal(page);
    await expect(leadField(dialog, "Service")).toHaveValue("General Consultation");
    await expect(leadField(dialog, "Name")).toBeFocused();
    // Tab order stays inside the dialog.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press("Tab");
      const inside = await dialog.evaluate((node) => node.contains(document.activeElement));
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("loads the form code only when a visitor asks for it", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await pageWorkDone(page);
    await expect(page.locator("form")).toHaveCount(0);
    const before = new Set(scripts);
    await page.getByRole("button", { name: ENQUIRY_BUTTON }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.filter((url) => !before.has(url)).length).toBeGreaterThan(0);
  });

  test("shows the product's messages under the fields, with red borders and ARIA", async ({
    page,
  }) => {
    const { dialog } = await openHomeModal(page);
    let posted = 0;
    await page.route("**/api/leads", (route) => {
      posted += 1;
      return route.abort();
    });
    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    for (const [label, message] of [
      ["Name", LEAD_MESSAGES.name],
      ["Email", LEAD_MESSAGES.email],
      ["Phone", LEAD_MESSAGES.phone],
    ] as const) {
      const input = leadField(dialog, label);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      const describedBy = await input.getAttribute("aria-describedby");
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
      const colour = await input.evaluate((node) => getComputedStyle(node).borderTopColor);
      expect(colour).toBe("rgb(220, 38, 38)");
    }
    await expect(dialog.getByText(LEAD_MESSAGES.name)).toHaveCSS("color", "rgb(185, 28, 28)");
    await expect(leadField(dialog, "Name")).toBeFocused();
    // Asterisks on the four required fields.
    await expect(dialog.locator("label", { hasText: "*" })).toHaveCount(4);

    await fillLeadForm(dialog, { name: "A", email: "asha@example", phone: "12345" });
    await expect(dialog.getByText(LEAD_MESSAGES.name)).toBeVisible();
    await fillLeadForm(dialog, { name: "Asha" });
    await expect(dialog.getByText(LEAD_MESSAGES.name)).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test("hides the honeypot from people and assistive technology and sends it empty", async ({
    page,
  }) => {
    const { dialog } = await openHomeModal(page);
    const honeypot = dialog.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(await honeypot.evaluate((node) => node.closest('[aria-hidden="true"]') !== null)).toBe(
      true,
    );
    await expect(dialog.getByRole("textbox", { name: "Website" })).toHaveCount(0);
  });

  test("says Submitting... with both buttons disabled, then lands on /thank-you", async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = await answerLeads(page, async (route) => {
      await held;
      await created(route);
    });
    const { dialog } = await openHomeModal(page);
    await fillLeadForm(dialog);
    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank You");
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      ...VALID_LEAD,
      serviceType: "General Consultation",
      website: "",
    });
    expect(String(bodies[0]!.submissionId)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  test("a failed submission shows docs/product.md §8's alert, keeps every value and retries with the same id", async ({
    page,
  }) => {
    const bodies = await answerLeads(page, async (route, attempt) => {
      if (attempt === 1) {
        await route.fulfill({ status: 500, body: "Internal Server Error" });
      } else if (attempt === 2) {
        await route.abort("connectionrefused");
      } else {
        await created(route, "lead-retry");
      }
    });
    const { dialog } = await openHomeModal(page);
    await leadField(dialog, "Service").selectOption("AI Automation");
    await fillLeadForm(dialog);
    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(SUBMIT_ERROR_MESSAGE);
    await expect(leadField(dialog, "Name")).toHaveValue(VALID_LEAD.name);
    await expect(leadField(dialog, "Email")).toHaveValue(VALID_LEAD.email);
    await expect(leadField(dialog, "Phone")).toHaveValue(VALID_LEAD.phone);
    await expect(leadField(dialog, "Company")).toHaveValue(VALID_LEAD.company);
    await expect(leadField(dialog, "Location")).toHaveValue(VALID_LEAD.location);
    await expect(leadField(dialog, "Service")).toHaveValue("AI Automation");
    await expect(leadField(dialog, "Requirements")).toHaveValue(VALID_LEAD.requirements);
    await expect(dialog.getByRole("button", { name: "Submit Enquiry" })).toBeEnabled();

    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(SUBMIT_ERROR_MESSAGE);
    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((body) => body.submissionId)).size).toBe(1);
  });

  test("a 429 says when to try again", async ({ page }) => {
    await answerLeads(page, (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "120" },
        contentType: "application/json",
        body: JSON.stringify({ error: "Too many enquiries" }),
      }),
    );
    const { dialog } = await openHomeModal(page);
    await fillLeadForm(dialog);
    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Please try again in 2 minutes.");
    await expect(leadField(dialog, "Email")).toHaveValue(VALID_LEAD.email);
  });

  test("shows the server's field errors under their fields", async ({ page }) => {
    await answerLeads(page, (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({ fieldErrors: { email: [LEAD_MESSAGES.email] } }),
      }),
    );
    const { dialog } = await openHomeModal(page);
    await fillLeadForm(dialog);
    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    const email = leadField(dialog, "Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText(LEAD_MESSAGES.email)).toBeVisible();
    await expect(email).toHaveValue(VALID_LEAD.email);
  });

  test("stores a real enquiry", async ({ page }) => {
    const { dialog } = await openHomeModal(page);
    await fillLeadForm(dialog, {
      ...VALID_LEAD,
      email: `real-${Date.now()}@example.com`,
    });
    const response = page.waitForResponse("**/api/leads");
    await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
    expect((await response).status()).toBe(201);
    await expect(page).toHaveURL(/\/thank-you$/);
  });

  test("when the modal's code cannot load, the button leads to the enquiry form's page", async ({
    page,
  }) => {
    await page.route(/\/_astro\/enquiry-modal-root\..+\.js$/, (route) => route.abort());
    await page.goto("/");
    await page.getByRole("button", { name: ENQUIRY_BUTTON }).click();
    await expect(page).toHaveURL(/\/enquiry\?service=/);
    await expect(page.getByRole("button", { name: "Submit Enquiry" })).toBeVisible();
  });
});

/** Chooses an onboarding card (service or timeline) by clicking it, as a visitor does. */
async function chooseCard(page: Page, name: RegExp) {
  const radio = page.getByRole("radio", { name });
  await page.locator("label").filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

test.describe("onboarding", () => {
  test("asks for a service before anything else, and offers all six", async ({ page }) => {
    await page.goto("/onboarding");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(onboardingCopy.heading);
    const cards = page.getByRole("radiogroup", { name: "Service" });
    await expect(cards.getByRole("radio")).toHaveCount(6);
    // The form wakes on this first press (client:interaction), which still counts.
    await pressWithMouse(page.getByRole("button", { name: "Get Matched with Experts" }));
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toHaveText("Please select a service");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await chooseCard(page, /CTO-As-A-Service/);
    await expect(alert).toHaveCount(0);
    // The sixth service reaches the enquiry form as itself, not as a neighbour (issue 36).
    await chooseCard(page, /AI Safety & Vision/);
    await page.getByRole("button", { name: "Get Matched with Experts" }).click();
    await expect(leadField(page.getByRole("dialog"), "Service")).toHaveValue(
      "AI Safety & Vision Systems",
    );
  });

  test("keeps the cards chosen and the details typed while the form was waking", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The island's code (the form, React) is held back while the visitor chooses.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.+\.js$/, async (route) => {
      if (!route.request().url().includes("base-layout")) await held;
      await route.continue();
    });
    await page.goto("/onboarding", { waitUntil: "commit" });
    await chooseCard(page, /AI Automation/);
    await page.getByLabel(/Tell us about your project/).fill("Automate lead follow-up");
    await chooseCard(page, /Within 3 months/);
    release();
    // Woken (Astro drops `ssr` from an island once it has hydrated): nothing was reset.
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
    await expect(page.getByRole("radio", { name: /AI Automation/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Within 3 months/ })).toBeChecked();
    await expect(page.getByLabel(/Tell us about your project/)).toHaveValue(
      "Automate lead follow-up",
    );
    await page.getByRole("button", { name: "Get Matched with Experts" }).click();
    const dialog = page.getByRole("dialog", { name: "Get a Free Consultation" });
    await expect(leadField(dialog, "Service")).toHaveValue("AI Automation");
    await expect(leadField(dialog, "Requirements")).toHaveValue(
      "Project details: Automate lead follow-up\nTimeline: This quarter (within 3 months)",
    );
  });

  test("opens the modal preset to the chosen service with details and timeline", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/onboarding");
    const radios = page.getByRole("radio", {
      name: /MVP Development|CTO-As-A-Service|AI Automation|Google Ads Marketing/,
    });
    await expect(radios).toHaveCount(4);
    // Keyboard: focus the first card and move with the arrow keys.
    await page.getByRole("radio", { name: /MVP Development/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /CTO-As-A-Service/ })).toBeChecked();
    await chooseCard(page, /AI Automation/);
    await page.getByLabel(/Tell us about your project/).fill("Automate lead follow-up");
    await chooseCard(page, /Within 3 months/);
    const submit = page.getByRole("button", { name: "Get Matched with Experts" });
    await submit.click();
    const dialog = page.getByRole("dialog", { name: "Get a Free Consultation" });
    await expect(leadField(dialog, "Service")).toHaveValue("AI Automation");
    await expect(leadField(dialog, "Requirements")).toHaveValue(
      "Project details: Automate lead follow-up\nTimeline: This quarter (within 3 months)",
    );
    await page.keyboard.press("Escape");
    await expect(submit).toBeFocused();

    for (const [card, service] of [
      [/MVP Development/, "MVP Development"],
      [/CTO-As-A-Service/, "CTO-As-A-Service"],
      [/Google Ads Marketing/, "Google Ads Marketing"],
    ] as const) {
      await chooseCard(page, card);
      await submit.click();
      await expect(leadField(dialog, "Service")).toHaveValue(service);
      await dialog.getByRole("button", { name: "Cancel" }).click();
    }
  });

  test("keeps what was chosen before its code ran; a press while it loads is held, then handled", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The island's code (the form, React) is held back; the page's own small script is not.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.+\.js$/, async (route) => {
      if (!route.request().url().includes("base-layout")) await held;
      await route.continue();
    });
    const submitPress = await watchSubmitPresses(page);
    await page.goto("/onboarding", { waitUntil: "commit" });
    await chooseCard(page, /Google Ads Marketing/);
    await page.getByLabel(/Tell us about your project/).fill("Leads for a dental chain");
    await chooseCard(page, /As soon as possible/);
    const submit = page.getByRole("button", { name: "Get Matched with Experts" });
    await expect(submit).toBeEnabled();
    // Pressed while the island's code is held: no plain post to /enquiry, the page stays.
    await submit.click();
    await expect.poll(submitPress).toBe("held");
    await expect(page).toHaveURL(/\/onboarding$/);
    release();
    await expect(page.getByRole("radio", { name: /Google Ads Marketing/ })).toBeChecked();
    const dialog = page.getByRole("dialog", { name: "Get a Free Consultation" });
    await expect(leadField(dialog, "Service")).toHaveValue("Google Ads Marketing");
    await expect(leadField(dialog, "Requirements")).toHaveValue(
      "Project details: Leads for a dental chain\nTimeline: As soon as possible (within 2 weeks)",
    );
  });
});

test.describe("contact page", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`the server's error page has no serious axe violations (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      // No island code: the press posts the form as plain HTML and the server answers.
      await page.route(/\/_astro\/.+\.js$/, (route) =>
        route.request().url().includes("base-layout") ? route.continue() : route.abort(),
      );
      await page.goto("/contact");
      const form = page.getByRole("region", { name: contactCopy.formTitle });
      await fillLeadForm(form, { name: "A", email: "asha@" });
      await form.getByRole("button", { name: "Submit Enquiry" }).click();
      await expect(page).toHaveURL(/\/enquiry$/);
      await expect(page.getByText(LEAD_MESSAGES.email)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
  test("when the island's code cannot load, a press on Submit posts the form as plain HTML", async ({
    page,
  }) => {
    await page.route(/\/_astro\/.+\.js$/, (route) =>
      route.request().url().includes("base-layout") ? route.continue() : route.abort(),
    );
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactCopy.formTitle });
    await fillLeadForm(form, VALID_LEAD);
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page).toHaveURL(/\/thank-you/);
  });

  test("shows the inline form preset to General Consultation beside the direct channels", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactCopy.heading);
    const form = page.getByRole("region", { name: contactCopy.formTitle });
    await expect(leadField(form, "Service")).toHaveValue("General Consultation");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /@aarambh\.example/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(main.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+$/,
    );
    const call = main.getByRole("link", { name: /Book a 30-Minute Call/ });
    await expect(call).not.toHaveAttribute("target", "_blank");
    await expect(call).toHaveAttribute("href", "/book");
    await expect(main).toContainText("Bangalore");
  });

  for (const width of [1024, 1280, 1920]) {
    test(`at ${width} px the two columns' headings share a line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      const main = page.getByRole("main");
      const box = async (name: string) =>
        (await main.getByRole("heading", { level: 2, name }).boundingBox())!;
      const form = await box(contactCopy.formTitle);
      const channels = await box(contactCopy.channelsTitle);
      expect(channels.x).toBeGreaterThan(form.x + form.width);
      expect(Math.abs(channels.y - form.y)).toBeLessThan(1);
    });
  }

  test("a good enquiry goes to /thank-you", async ({ page }) => {
    const bodies = await answerLeads(page, (route) => created(route, "contact-7"));
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactCopy.formTitle });
    await fillLeadForm(form);
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(bodies[0]).toMatchObject({ serviceType: "General Consultation" });
  });

  test("a hidden text-direction character is refused in the browser with the server's message", async ({
    page,
  }) => {
    const bodies = await answerLeads(page, (route) => created(route, "contact-8"));
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactCopy.formTitle });
    // A right-to-left override pasted into the name: invisible, but it reverses what follows.
    await fillLeadForm(form, { ...VALID_LEAD, name: "Asha \u202eoaR", company: "தமிழ் Labs" });
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    const name = leadField(form, "Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const describedBy = await name.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(hiddenCharacterMessage("Name"));
    await expect(leadField(form, "Company")).not.toHaveAttribute("aria-invalid", "true");
    expect(bodies).toHaveLength(0);
    // Retyped without it, the enquiry goes through; Tamil and the rest as typed.
    await fillLeadForm(form, { name: "Asha Rao" });
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(bodies[0]).toMatchObject({ name: "Asha Rao", company: "தமிழ் Labs" });
  });

  test("a failure keeps the values and shows the alert", async ({ page }) => {
    await answerLeads(page, (route) => route.fulfill({ status: 503, body: "{}" }));
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactCopy.formTitle });
    await fillLeadForm(form);
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(form.getByRole("alert")).toHaveText(SUBMIT_ERROR_MESSAGE);
    await expect(leadField(form, "Name")).toHaveValue(VALID_LEAD.name);
  });
});

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("contact, onboarding and the open modal have no serious axe violations", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const path of ["/contact", "/onboarding"]) {
        await page.goto(path);
        await expectNoSeriousAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
      const { dialog } = await openHomeModal(page);
      await dialog.getByRole("button", { name: "Submit Enquiry" }).click();
      await expect(dialog.getByText(LEAD_MESSAGES.name)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test.describe("enquiry form island", () => {
  test("wakes when a field already had focus before its island code ran", async ({ page }) => {
    // Astro's island element is defined late here, so the visitor is typing first (a slow phone).
    await page.addInitScript(() => {
      const define = customElements.define.bind(customElements);
      customElements.define = (name, constructor, options) => {
        if (name !== "astro-island") return define(name, constructor, options);
        (window as unknown as { defineIsland: () => void }).defineIsland = () =>
          define(name, constructor, options);
      };
    });
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactCopy.formTitle });
    await leadField(form, "Name").fill(VALID_LEAD.name);
    await expect(leadField(form, "Name")).toBeFocused();
    await page.evaluate(() => (window as unknown as { defineIsland: () => void }).defineIsland());
    await expect(form.getByRole("button", { name: "Submit Enquiry" })).toBeEnabled();
    await expect(leadField(form, "Name")).toHaveValue(VALID_LEAD.name);
  });

  test("keeps what was typed before it hydrated; a press while it loads is held, then handled", async ({
    page,
  }) => {
    // The island's code (the form, React) is held back; the page's own small script is not.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.+\.js$/, async (route) => {
      if (!route.request().url().includes("base-layout")) await held;
      await route.continue();
    });
    const bodies = await answerLeads(page, (route) => created(route, "typed-early"));
    const submitPress = await watchSubmitPresses(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const form = page.getByRole("region", { name: contactCopy.formTitle });
    await leadField(form, "Name").fill(VALID_LEAD.name);
    await leadField(form, "Email").fill(VALID_LEAD.email);
    // Pressed while the island's code is held: no plain post to /enquiry, the page stays; once
    // the island runs, the press is its own (the phone is still missing).
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect.poll(submitPress).toBe("held");
    await expect(page).toHaveURL(/\/contact$/);
    release();
    await expect(form.getByText(LEAD_MESSAGES.phone)).toBeVisible();
    await expect(leadField(form, "Name")).toHaveValue(VALID_LEAD.name);
    await fillLeadForm(form, { phone: VALID_LEAD.phone });
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(bodies[0]).toMatchObject({ name: VALID_LEAD.name, email: VALID_LEAD.email });
  });
});
