import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/retention", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/retention")>()),
  ENQUIRY_RETENTION_YEARS: 7,
  OUTBOX_RETENTION_DAYS: 45,
  ACCESS_LOG_RETENTION_YEARS: 2,
  RATE_LIMIT_RETENTION_DAYS: 2,
  PURGE_INTERVAL_HOURS: 12,
  ADMIN_SIGN_IN_LINK_MINUTES: 20,
  ADMIN_SESSION_IDLE_HOURS: 6,
  ADMIN_SESSION_DAYS: 5,
  ADMIN_SIGN_IN_RETENTION_DAYS: 40,
}));

const { readLegalDocument } = await import("../../test/legal-files");

const ctx = {
  brand: "Test Co",
  siteUrl: "https://site.test",
  city: "Bangalore",
  country: "India",
  contactEmail: "hello@site.test",
  privacyEmail: "privacy@site.test",
  legalEmail: "legal@site.test",
};

const privacyPolicy = (context: typeof ctx) => readLegalDocument("privacy-policy", context);

describe("privacy policy (content/legal/privacy-policy.md)", () => {
  it("prints the retention periods from src/lib/retention", () => {
    const text = JSON.stringify(privacyPolicy(ctx));
    expect(text).toContain("Up to 7 years");
    expect(text).toContain("45 days after they are delivered; if delivery fails for good, 45 days");
    expect(text).toMatch(/Presentation access log[^\]]*","2 years"/);
    expect(text).toMatch(/hashed form[^\]]*","2 days"/);
    expect(text).toContain("deleted automatically every 12 hours");
    expect(text).not.toContain("3 years");
  });

  it("says what the owner's view stores and for how long", () => {
    const text = JSON.stringify(privacyPolicy(ctx));
    expect(text).toContain(
      "status (new, contacted, qualified, won, lost or spam) and our internal notes",
    );
    expect(text).toMatch(
      /status history and notes on an enquiry[^\]]*","As long as the enquiry \(up to 7 years\), deleted with it"/,
    );
    expect(text).toMatch(
      /alerts about a new enquiry posted to our team's chat[^\]]*","45 days after they are delivered/,
    );
    expect(text).toContain(
      'a link works for 20 minutes, a session ends after 6 hours without use or 5 days after sign-in","40 days after the link or session ended',
    );
    expect(text).toContain("Slack or Microsoft Teams");
  });

  it("has the product's ten sections, dated December 2024, with the privacy address", () => {
    const policy = privacyPolicy(ctx);
    expect(policy.lastUpdated).toBe("December 2024");
    expect(policy.sections).toHaveLength(10);
    expect(new Set(policy.sections.map((s) => s.id)).size).toBe(10);
    expect(JSON.stringify(policy)).toContain("privacy@site.test");
  });
});

describe("privacy policy on attribution", () => {
  it("says what is kept about where a visit came from, why, and what consent changes", () => {
    const text = JSON.stringify(privacyPolicy(ctx));
    for (const name of [
      "utm_source",
      "utm_campaign",
      "gclid",
      "gbraid",
      "wbraid",
      "fbclid",
      "msclkid",
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain("its domain only, never the address of the page");
    expect(text).toContain(
      "Without your consent we take this only from the page you send the form on",
    );
    expect(text).toContain("withdrawing that consent deletes it from your browser");
    expect(text).toContain("never your name, email, phone or what you wrote");
  });
});

describe("privacy policy: visit counts", () => {
  it("prints what is counted, what consent changes and how long the counts are kept", () => {
    const text = JSON.stringify(privacyPolicy(ctx));
    expect(text).toContain("keeps nothing that could identify you: no cookie, no IP address");
    expect(text).toContain("site_visit");
    expect(text).toContain("Do Not Track");
    expect(text).toContain("By the hour for 30 days, then as daily totals for 13 months");
    expect(text).toContain("ad_user_data");
  });
});
