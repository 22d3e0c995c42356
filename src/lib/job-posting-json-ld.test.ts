import { describe, expect, it } from "vitest";

import { openingSchema } from "@content/schemas/careers";

import { readContentFolder } from "../../test/content-files";
import { loadSiteConfig } from "@/config/load-site-config";

import { jobPostingJsonLd, serializeJsonLd } from "./json-ld";

const config = loadSiteConfig({ SITE_URL: "https://site.test", BRAND_NAME: "Test Co" });

const input = {
  title: "Junior Developer",
  description: "Build MVPs.",
  datePosted: "2024-12-02",
  validThrough: "2025-12-31",
  employmentType: "FULL_TIME",
  locality: "Bangalore",
  remote: true,
  path: "/careers#junior-developer",
  salary: { currency: "INR", min: 600000, max: 900000, period: "YEAR" as const },
};

describe("jobPostingJsonLd", () => {
  it("carries Google's required fields and the hiring organisation", () => {
    const job = jobPostingJsonLd(config, input);
    expect(job).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Junior Developer",
      description: "Build MVPs.",
      datePosted: "2024-12-02",
      validThrough: "2025-12-31",
      employmentType: "FULL_TIME",
      url: "https://site.test/careers#junior-developer",
      hiringOrganization: { "@type": "Organization", name: "Test Co" },
      jobLocation: { address: { addressLocality: "Bangalore", addressCountry: "IN" } },
    });
  });

  it("states the salary range with its currency and period", () => {
    expect(jobPostingJsonLd(config, input).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 600000, maxValue: 900000, unitText: "YEAR" },
    });
  });

  it("marks remote roles as telecommute within India, office roles without", () => {
    expect(jobPostingJsonLd(config, input)).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    });
    const office = jobPostingJsonLd(config, { ...input, remote: false });
    expect(office).not.toHaveProperty("jobLocationType");
    expect(office).not.toHaveProperty("applicantLocationRequirements");
  });

  it("leaves validThrough out when not given and serialises safely", () => {
    const job = jobPostingJsonLd(config, { ...input, validThrough: undefined, title: "</script>" });
    expect(job).not.toHaveProperty("validThrough");
    expect(serializeJsonLd(job)).not.toContain("</script>");
  });

  it("has a posting for each of the four openings with INR or USD pay", () => {
    const openings = readContentFolder("content/careers/openings", openingSchema);
    expect(openings).toHaveLength(4);
    for (const opening of openings) {
      expect(["INR", "USD"]).toContain(opening.compensation.currency);
      expect(opening.compensation.min).toBeLessThanOrEqual(opening.compensation.max);
    }
  });
});
