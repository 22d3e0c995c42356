import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { contactPageSchema } from "../content/schemas/contact";
import { homePageSchema } from "../content/schemas/home";

import { fillLeadForm, presetConsent, siteScriptLive } from "./support/enquiry";
import { readContentFile } from "../test/content-files";

const { contact: homeContact } = readContentFile("content/home/page.yaml", homePageSchema);
const contactCopy = readContentFile("content/contact/page.yaml", contactPageSchema);

// Against `npm run dev` (playwright.dev.config.ts): no production Content-Security-Policy blocks
// Vite's inline React preamble, so islands hydrate and the forms work while developing.
test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL);
});

test.describe("the development server", () => {
  test("sends no Content-Security-Policy and honours PORT", async ({ page, baseURL }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toBeUndefined();
    expect(new URL(page.url()).port).toBe(new URL(baseURL!).port);
  });

  test("hydrates the contact form, which sends an enquiry to /thank-you, and its mail goes out", async ({
    page,
    baseURL,
  }) => {
    const since = Date.now();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|preamble/i.test(message.text())) {
        errors.push(message.text());
      }
    });
    await page.goto("/contact");
    const form = page.getByRole("region", { name: contactCopy.formTitle });
    await fillLeadForm(form);
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(errors).toEqual([]);
    // The workers run under `npm run dev` too: the visitor's acknowledgement is written to
    // MAIL_DIR (playwright.dev.config.ts) without a production server.
    const mailDir = `.data/dev-e2e-mail-${new URL(baseURL!).port}`;
    await expect
      .poll(
        () => {
          try {
            return readdirSync(mailDir)
              .map((name) => path.join(mailDir, name))
              .filter((file) => statSync(file).mtimeMs >= since - 1000)
              .some((file) => /^To: asha@example\.com\s*$/im.test(readFileSync(file, "utf8")));
          } catch {
            return false;
          }
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  test("opens the enquiry modal on a page without islands (home)", async ({ page }) => {
    await page.goto("/");
    await siteScriptLive(page);
    await page.getByRole("button", { name: homeContact.direct.enquiryButton }).click();
    await expect(page.getByRole("dialog", { name: "Get a Free Consultation" })).toBeVisible();
  });
});
