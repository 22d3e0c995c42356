import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "@/config/load-site-config";

import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from "./json-ld";

const config = loadSiteConfig({ SITE_URL: "https://site.test" });

describe("JSON-LD", () => {
  it("describes the Organization with social profiles and an English customer-service contact", () => {
    const org = organizationJsonLd(config);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Aarambh Tech",
      url: "https://site.test/",
    });
    expect(org.sameAs).toEqual(Object.values(config.social));
    expect(org.contactPoint).toEqual([
      expect.objectContaining({
        "@type": "ContactPoint",
        contactType: "customer service",
        availableLanguage: ["English"],
      }),
    ]);
  });

  it("describes an Article with author, dates, section and publisher", () => {
    const article = articleJsonLd(config, {
      title: "T",
      description: "D",
      path: "/blog/t",
      imagePath: "/blog/t.png",
      author: "Arjun Mehta",
      publishedTime: "2024-12-01",
      section: "CTO Strategy",
      keywords: ["a", "b"],
    });
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "T",
      url: "https://site.test/blog/t",
      image: ["https://site.test/blog/t.png"],
      author: { "@type": "Person", name: "Arjun Mehta" },
      datePublished: "2024-12-01",
      dateModified: "2024-12-01",
      articleSection: "CTO Strategy",
      keywords: "a, b",
      publisher: { "@type": "Organization", name: "Aarambh Tech" },
    });
  });

  it("describes services, FAQs and breadcrumbs", () => {
    expect(
      serviceJsonLd(config, {
        name: "MVP",
        description: "d",
        path: "/mvp-development",
        serviceType: "MVP Development",
      }),
    ).toMatchObject({
      "@type": "Service",
      url: "https://site.test/mvp-development",
      provider: { name: "Aarambh Tech" },
    });
    expect(faqPageJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
      ],
    });
    expect(breadcrumbJsonLd(config, [{ name: "Blog", path: "/blog" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Blog", item: "https://site.test/blog" },
    ]);
  });

  it("cannot close its script element from inside text", () => {
    const json = serializeJsonLd(
      faqPageJsonLd([{ question: "</script><script>alert(1)</script>", answer: "&" }]),
    );
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});
