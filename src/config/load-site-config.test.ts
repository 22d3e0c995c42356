import { describe, expect, it } from "vitest";

import offerFile from "../../content/site/offer.json" with { type: "json" };
import { parseDataFile } from "../../content/schemas/data-file";
import { offerSchema } from "../../content/schemas/offer";

import { SiteConfigError, loadSiteConfig } from "./load-site-config";

describe("loadSiteConfig", () => {
  it("works with no environment at all, with the specified offer", () => {
    const config = loadSiteConfig({});
    expect(config.siteUrl).toMatch(/^https:\/\//);
    expect(config.links.onboarding).toBe("/onboarding");
    expect(config.links.scheduling).toBe("/book");
    expect(config.brand.tagline).toBe("New Brand. Proven Experience.");
    expect(config.offer.pricing).toMatchObject({ standardRate: 10000, discountedRate: 7000 });
    expect(config.whatsapp.url).toMatch(/^https:\/\/wa\.me\/\d+/);
  });

  it("applies valid overrides and strips a trailing slash from SITE_URL", () => {
    const config = loadSiteConfig({
      SITE_URL: "https://example.org/",
      FOUNDER_NAME: "Priya Rao",
      FOUNDER_SLUG: "priya-rao",
      ONBOARDING_URL: "https://onboard.example.org/start",
      SCHEDULING_URL: "https://cal.example.org/discovery",
    });
    expect(config.siteUrl).toBe("https://example.org");
    expect(config.founder).toMatchObject({
      firstName: "Priya",
      experiencePath: "/ctos/priya-rao/experience",
    });
    expect(config.links.onboarding).toBe("https://onboard.example.org/start");
    expect(config.links.scheduling).toBe("https://cal.example.org/discovery");
  });

  it("treats empty values as unset", () => {
    expect(loadSiteConfig({ SITE_URL: "", CONTACT_EMAIL: "  " }).emails.contact).toContain("@");
  });

  it("names each bad variable and what it expects", () => {
    let error: unknown;
    try {
      loadSiteConfig({
        SITE_URL: "not a url",
        CONTACT_EMAIL: "nobody",
        FOUNDER_SLUG: "Arjun Mehta",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SiteConfigError);
    const message = (error as Error).message;
    expect(message).toContain(
      'SITE_URL must be an absolute http(s) URL, e.g. https://www.example.com (got "not a url")',
    );
    expect(message).toContain(
      'CONTACT_EMAIL must be an email address, e.g. hello@example.com (got "nobody")',
    );
    expect(message).toContain("FOUNDER_SLUG must be lower-case words joined by hyphens");
  });

  it("rejects a malformed Google tag id and WhatsApp number", () => {
    expect(() => loadSiteConfig({ GTAG_ID: "UA-1" })).toThrow(/GTAG_ID must be a Google tag id/);
    expect(() => loadSiteConfig({ WHATSAPP_NUMBER: "+91 98765" })).toThrow(
      /WHATSAPP_NUMBER must be/,
    );
  });

  it("reads the Ads conversion targets and values conversions at 1499 INR", () => {
    expect(loadSiteConfig({}).analytics).toEqual({
      gtagId: null,
      adsConversions: [],
      conversionValue: { value: 1499, currency: "INR" },
    });
    const config = loadSiteConfig({
      GADS_CONVERSIONS: "AW-1234567/labelA, AW-7654321/label_B",
    });
    expect(config.analytics.adsConversions).toEqual(["AW-1234567/labelA", "AW-7654321/label_B"]);
    expect(() => loadSiteConfig({ GADS_CONVERSIONS: "G-123/abc" })).toThrow(
      /GADS_CONVERSIONS must be/,
    );
  });

  it("takes the offer from the owner's file, content/site/offer.json", () => {
    expect(loadSiteConfig({}).offer).toEqual(offerSchema.parse(offerFile));
  });

  it("refuses an offer whose discounted price is above the standard one, naming the file and field", () => {
    const pricing = { ...offerFile.pricing, discountedRate: offerFile.pricing.standardRate + 1 };
    expect(() =>
      parseDataFile("content/site/offer.json", offerSchema, { ...offerFile, pricing }),
    ).toThrow(
      "content/site/offer.json: pricing.discountedRate: the discounted price must not be more than the standard price",
    );
  });
});
