import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { presetConsent } from "./support/enquiry";

import { loadSiteConfig } from "../src/config/load-site-config";
import { legalContext } from "../src/lib/legal-context";
import {
  ACCESS_LOG_RETENTION_YEARS,
  ENQUIRY_RETENTION_YEARS,
  OUTBOX_RETENTION_DAYS,
} from "../src/lib/retention";
import { readLegalDocument } from "../test/legal-files";

const site = loadSiteConfig(process.env);

/** The cookie policy's file (content/legal/cookie-policy.md), read as the page reads it. */
const cookiePolicy = readLegalDocument("cookie-policy", legalContext(site));
const blocksOf = (id: string) => cookiePolicy.sections.find((s) => s.id === id)?.blocks ?? [];
const cookieTypes = blocksOf("types-of-cookies").flatMap((block) =>
  block.type === "table" ? block.rows.map((row) => row[0]!) : [],
);
/** "Google Chrome: Settings → …" → "Google Chrome". */
const browsers = blocksOf("managing-cookies").flatMap((block) =>
  block.type === "list" ? block.items.map((item) => item.split(":")[0]!) : [],
);

const pages = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    sections: [
      "Information We Collect",
      "How We Use Your Information",
      "Information Sharing",
      "Data Retention",
      "Your Rights",
      "Cookies",
      "Data Security",
      "Third-Party Links",
      "Changes to This Policy",
      "Contact Us",
    ],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    sections: [
      "Use of Services",
      "User Responsibilities",
      "Payments",
      "Intellectual Property",
      "Limitation of Liability",
      "Termination",
      "External Links",
      "Changes to Terms",
      "Governing Law",
      "Contact Information",
    ],
  },
  {
    path: "/cookie-policy",
    title: "Cookie Policy",
    sections: [
      "What Are Cookies",
      "Types of Cookies We Use",
      "Third-Party Cookies",
      "Cookie Consent",
      "Managing Cookies",
      "Changes to This Policy",
      "Contact Us",
    ],
  },
];

// The consent banner is tested in consent.spec.ts; here it must not cover the table of contents.
test.beforeEach(async ({ context, baseURL }) => presetConsent(context, baseURL));

for (const legal of pages) {
  test(`${legal.path}: date, ${legal.sections.length} sections and a working table of contents`, async ({
    page,
  }) => {
    const response = await page.goto(legal.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
    await expect(page.getByTestId("last-updated")).toHaveText("Last updated: December 2024");
    const sections = page.getByTestId("legal-section");
    await expect(sections).toHaveCount(legal.sections.length);
    for (const [index, name] of legal.sections.entries()) {
      await expect(sections.nth(index).getByRole("heading", { level: 2 })).toHaveText(
        `${index + 1}. ${name}`,
      );
    }
    const toc = page.getByRole("navigation", { name: "Table of contents" }).getByRole("link");
    await expect(toc).toHaveCount(legal.sections.length);
    for (const link of await toc.all()) {
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^#/);
      await expect(page.locator(href!)).toHaveCount(1);
    }
    const last = toc.last();
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${(await last.getAttribute("href"))!}$`));
    await expect(page.locator((await last.getAttribute("href"))!)).toBeInViewport();
  });
}

test("the privacy policy describes what the site really stores and sends", async ({ page }) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  for (const field of [
    "name",
    "email address",
    "phone number",
    "company",
    "location",
    "service",
    "requirements",
  ]) {
    await expect(page.locator("#information-we-collect").locator("..")).toContainText(field);
  }
  await expect(main).toContainText(/stored in our database and an email notification/);
  await expect(main).toContainText(/the time, the IP address, the browser's user-agent string/);
  await expect(main).toContainText(/Google tag is not loaded at all until you agree/);
  const retention = page.getByRole("table", { name: "How long we keep each kind of data" });
  await expect(retention).toContainText(`Up to ${ENQUIRY_RETENTION_YEARS} years`);
  await expect(retention).toContainText(`${OUTBOX_RETENTION_DAYS} days`);
  await expect(
    retention.getByRole("row", { name: /Presentation access log/ }).getByRole("cell"),
  ).toHaveText(`${ACCESS_LOG_RETENTION_YEARS} year`);
  await expect(main).toContainText("within 30 days");
  await expect(main).toContainText("18 or over");
  await expect(main.getByRole("link", { name: site.emails.privacy })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
});

test("the terms name Indian law, Bangalore courts and a 5-business-day reply", async ({ page }) => {
  await page.goto("/terms-of-service");
  const law = page.getByTestId("legal-section").filter({ hasText: "Governing Law" });
  await expect(law).toContainText("laws of India");
  await expect(law).toContainText("courts in Bangalore");
  await expect(page.getByRole("main")).toContainText("within 5 business days");
  await expect(page.getByRole("main")).toContainText("18 or over");
});

test("the cookie policy tables the four types, lists browsers and opens preferences", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { consentOpens: number }).consentOpens = 0;
    window.addEventListener("consent:open", () => {
      (window as unknown as { consentOpens: number }).consentOpens += 1;
    });
  });
  await page.goto("/cookie-policy");
  const table = page.getByRole("table", { name: /four cookie types/ });
  await expect(table.getByRole("columnheader")).toHaveText(["Type", "Description", "Examples"]);
  const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows.getByRole("rowheader")).toHaveText([
    "Essential",
    "Analytics",
    "Functional",
    "Marketing",
  ]);
  expect(cookieTypes).toEqual(["Essential", "Analytics", "Functional", "Marketing"]);
  const managing = page.getByTestId("legal-section").filter({ hasText: "Managing Cookies" });
  expect(browsers).toHaveLength(6);
  for (const browser of browsers) await expect(managing).toContainText(browser);

  const button = page.getByRole("button", { name: "Open Cookie Preferences" });
  await expect(button).toBeVisible();
  await button.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { consentOpens: number }).consentOpens))
    .toBe(1);
});

for (const width of [375, 1280]) {
  for (const legal of pages) {
    test(`${legal.path} has no serious accessibility violations at ${width}px`, async ({
      page,
    }) => {
      test.slow(); // axe over a long page is slow on a busy machine
      await page.setViewportSize({ width, height: 900 });
      await page.goto(legal.path);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(
        blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
      if (width === 375) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  }
}
