import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "@/config/load-site-config";
import { SERVICE_TYPES } from "@content/schemas/service-types";
import { withOfferFigures } from "@/features/services/offer-figures";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "@/lib/json-ld";
import { offerPrices } from "@/lib/offer-prices";

import { readContentFile } from "../../test/content-files";
import { founderExperienceMeta } from "../page-meta";
import { ctoPilotPageSchema } from "../schemas/service-pages";
import {
  aiAutomationMeta,
  aiSafetyMeta,
  consultingMeta,
  ctoPilotMeta,
  ctoServicesMeta,
  googleAdsMeta,
  mvpMeta,
} from "./meta";

/** The pilot's questions as the page shows them: prices filled in from `offer`. */
const ctoPilotFaqs = (offer: Parameters<typeof offerPrices>[0]) =>
  withOfferFigures(
    readContentFile("content/service-pages/cto-service.yaml", ctoPilotPageSchema).faq.items,
    offerPrices(offer),
  );

const pages = [
  ctoPilotMeta,
  ctoServicesMeta,
  mvpMeta,
  googleAdsMeta,
  aiAutomationMeta,
  aiSafetyMeta,
  consultingMeta,
];
const config = loadSiteConfig({ SITE_URL: "https://site.test" });

describe("service pages' records", () => {
  it("give every page its own title and description", () => {
    const titles = pages.map((page) => page.title);
    const descriptions = [
      ...pages.map((page) => page.description),
      founderExperienceMeta.description,
    ];
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("preset the enquiry modal to the product's service for each page", () => {
    expect(ctoPilotMeta.leadService).toBe("CTO-As-A-Service");
    expect(mvpMeta.leadService).toBe("MVP Development");
    expect(googleAdsMeta.leadService).toBe("Google Ads Marketing");
    expect(aiAutomationMeta.leadService).toBe("AI Automation");
    expect(consultingMeta.leadService).toBe("Tech Strategy Consulting");
    for (const page of pages) expect(SERVICE_TYPES).toContain(page.leadService);
  });

  it("describe each page as a Service with a breadcrumb from home", () => {
    for (const page of pages) {
      expect(
        serviceJsonLd(config, {
          name: page.title,
          description: page.description,
          path: page.path,
          serviceType: page.serviceName,
        }),
      ).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Service",
        serviceType: page.serviceName,
        url: `https://site.test${page.path}`,
        provider: { "@type": "Organization", name: config.brand.name },
      });
      expect(
        breadcrumbJsonLd(config, [
          { name: "Home", path: "/" },
          { name: page.serviceName, path: page.path },
        ]),
      ).toMatchObject({
        "@type": "BreadcrumbList",
        itemListElement: [
          { position: 1, item: "https://site.test/" },
          { position: 2, name: page.serviceName, item: `https://site.test${page.path}` },
        ],
      });
    }
  });

  it("quote the pilot FAQ's prices from the offer configuration", () => {
    const faqs = ctoPilotFaqs(config.offer);
    const after = faqs.find((faq) => faq.question.includes("after the five days"));
    expect(after?.answer).toContain("$7,000 per month (30% off the standard $10,000)");
    const cheaper = structuredClone(config.offer);
    cheaper.pricing.discountedRate = 6000;
    expect(
      ctoPilotFaqs(cheaper)
        .map((faq) => faq.answer)
        .join(" "),
    ).toContain("$6,000 per month");
    const ld = faqPageJsonLd(faqs);
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(faqs.length);
  });
});
