import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "@/config/load-site-config";

import { readCaseStudies } from "../../test/case-study-files";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  caseStudyJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from "./json-ld";

const config = loadSiteConfig({ SITE_URL: "https://site.test" });
const caseStudies = readCaseStudies();

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

  it("describes a case study as an Article by the company about its client", () => {
    const study = caseStudies[0]!;
    const article = caseStudyJsonLd(config, {
      headline: study.title,
      description: study.metaDescription,
      path: `/case-studies/${study.slug}`,
      image: "/og/default.png",
      client: study.client,
      industry: study.industry,
      keywords: study.tags,
    });
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: study.title,
      description: study.metaDescription,
      url: `https://site.test/case-studies/${study.slug}`,
      mainEntityOfPage: {
        "@type": "WebPage",
        "@id": `https://site.test/case-studies/${study.slug}`,
      },
      image: ["https://site.test/og/default.png"],
      author: { "@type": "Organization", "@id": "https://site.test/#organization" },
      publisher: { "@type": "Organization", logo: { "@type": "ImageObject" } },
      about: { "@type": "Organization", name: study.client },
      keywords: study.tags.join(", "),
    });
    // Google shows at most 110 characters of a headline.
    for (const s of caseStudies) expect(s.title.length, s.slug).toBeLessThanOrEqual(110);
  });
});
