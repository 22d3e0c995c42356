import { describe, expect, it } from "vitest";

import { ATTRIBUTION_STORAGE_KEY } from "@/features/attribution/attribution";

import { readLegalDocument } from "../../test/legal-files";

const ctx = {
  brand: "Test Co",
  siteUrl: "https://site.test",
  city: "Bangalore",
  country: "India",
  contactEmail: "hello@site.test",
  privacyEmail: "privacy@site.test",
  legalEmail: "legal@site.test",
};

/** The cookie types table (section "Types of Cookies We Use"): type → examples. */
function cookieTypeExamples(): Record<string, string> {
  const policy = readLegalDocument("cookie-policy", ctx);
  const table = policy.sections
    .find((section) => section.id === "types-of-cookies")!
    .blocks.find((block) => block.type === "table");
  if (table?.type !== "table") throw new Error("no cookie types table");
  expect(table.columns).toEqual(["Type", "Description", "Examples"]);
  return Object.fromEntries(table.rows.map((row) => [row[0], row[2]]));
}

describe("cookie policy (content/legal/cookie-policy.md)", () => {
  it("names the attribution record in local storage under analytics and marketing, not essential", () => {
    const byName = cookieTypeExamples();
    expect(byName.Analytics).toContain(ATTRIBUTION_STORAGE_KEY);
    expect(byName.Marketing).toContain(ATTRIBUTION_STORAGE_KEY);
    expect(byName.Essential).not.toContain(ATTRIBUTION_STORAGE_KEY);
    expect(byName.Analytics).toContain("deleted when you withdraw this consent");
  });

  it("tables the four cookie types of the consent banner, in order", () => {
    expect(Object.keys(cookieTypeExamples())).toEqual([
      "Essential",
      "Analytics",
      "Functional",
      "Marketing",
    ]);
  });

  it("has the consent preferences button and the privacy address", () => {
    const blocks = readLegalDocument("cookie-policy", ctx).sections.flatMap((s) => s.blocks);
    expect(blocks).toContainEqual({ type: "consent-button", label: "Open Cookie Preferences" });
    expect(blocks).toContainEqual({
      type: "email",
      label: "Cookie and privacy enquiries",
      email: "privacy@site.test",
      subject: "Cookie Policy",
    });
  });
});
