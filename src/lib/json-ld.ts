import type { SiteConfig } from "@/config/load-site-config";

import { absoluteUrl } from "./metadata";

/**
 * Structured-data builders (schema.org). One module for every shape the site publishes;
 * `JsonLd` in src/components/json-ld.tsx prints them.
 */

export type JsonLdObject = { "@context"?: "https://schema.org"; "@type": string } & Record<
  string,
  unknown
>;

export function organizationJsonLd(config: SiteConfig): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl(config.siteUrl, "/")}#organization`,
    name: config.brand.name,
    slogan: config.brand.tagline,
    url: absoluteUrl(config.siteUrl, "/"),
    logo: absoluteUrl(config.siteUrl, "/brand/logo.svg"),
    email: config.emails.contact,
    foundingDate: String(config.brand.foundingYear),
    founder: { "@type": "Person", name: config.founder.name },
    address: {
      "@type": "PostalAddress",
      addressLocality: config.office.city,
      addressCountry: "IN",
    },
    sameAs: Object.values(config.social),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: config.phone,
        email: config.emails.contact,
        availableLanguage: ["English"],
        areaServed: "IN",
      },
    ],
  };
}

export type ArticleJsonLdInput = {
  title: string;
  description: string;
  path: string;
  imagePath: string;
  author: string;
  publishedTime: string;
  modifiedTime?: string;
  section: string;
  keywords?: string[];
};

export function articleJsonLd(config: SiteConfig, input: ArticleJsonLdInput): JsonLdObject {
  const url = absoluteUrl(config.siteUrl, input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.title,
    description: input.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [absoluteUrl(config.siteUrl, input.imagePath)],
    author: { "@type": "Person", name: input.author },
    publisher: {
      "@type": "Organization",
      name: config.brand.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(config.siteUrl, "/brand/logo.svg") },
    },
    datePublished: input.publishedTime,
    dateModified: input.modifiedTime ?? input.publishedTime,
    articleSection: input.section,
    ...(input.keywords?.length ? { keywords: input.keywords.join(", ") } : {}),
  };
}

export type CaseStudyJsonLdInput = {
  headline: string;
  description: string;
  path: string;
  /** The page's share image, absolute or on this site. */
  image: string;
  client: string;
  industry: string;
  keywords?: readonly string[];
};

/**
 * A case study as an Article written by the company about a client's project. No dates: the
 * stories carry none, and Google lists every Article property as recommended, not required.
 */
export function caseStudyJsonLd(config: SiteConfig, input: CaseStudyJsonLdInput): JsonLdObject {
  const url = absoluteUrl(config.siteUrl, input.path);
  const organization = {
    "@type": "Organization",
    "@id": `${absoluteUrl(config.siteUrl, "/")}#organization`,
    name: config.brand.name,
    url: absoluteUrl(config.siteUrl, "/"),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline,
    description: input.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [absoluteUrl(config.siteUrl, input.image)],
    author: organization,
    publisher: {
      ...organization,
      logo: { "@type": "ImageObject", url: absoluteUrl(config.siteUrl, "/brand/logo.svg") },
    },
    about: { "@type": "Organization", name: input.client, description: input.industry },
    articleSection: "Case Studies",
    ...(input.keywords?.length ? { keywords: input.keywords.join(", ") } : {}),
  };
}

export function serviceJsonLd(
  config: SiteConfig,
  input: { name: string; description: string; path: string; serviceType: string },
): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(config.siteUrl, input.path),
    areaServed: "Worldwide",
    provider: {
      "@type": "Organization",
      "@id": `${absoluteUrl(config.siteUrl, "/")}#organization`,
      name: config.brand.name,
    },
  };
}

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** A page's place in the site, from home to itself: the visible breadcrumb and its JSON-LD. */
export type BreadcrumbTrail = readonly { name: string; path: string }[];

export function breadcrumbJsonLd(config: SiteConfig, trail: BreadcrumbTrail): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(config.siteUrl, item.path),
    })),
  };
}

export type JobPostingJsonLdInput = {
  title: string;
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType: string;
  /** Town of the hiring office; remote roles add TELECOMMUTE and the country they hire in. */
  locality: string;
  remote: boolean;
  /** Where the posting lives on this site (page path with an anchor). */
  path: string;
  salary: { currency: string; min: number; max: number; period: "YEAR" | "MONTH" };
};

/** A JobPosting for one opening on /careers (Google's required and recommended fields). */
export function jobPostingJsonLd(config: SiteConfig, input: JobPostingJsonLdInput): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: input.title,
    description: input.description,
    datePosted: input.datePosted,
    ...(input.validThrough ? { validThrough: input.validThrough } : {}),
    employmentType: input.employmentType,
    url: absoluteUrl(config.siteUrl, input.path),
    directApply: false,
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${absoluteUrl(config.siteUrl, "/")}#organization`,
      name: config.brand.name,
      sameAs: absoluteUrl(config.siteUrl, "/"),
      logo: absoluteUrl(config.siteUrl, "/brand/logo.svg"),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: input.locality,
        addressCountry: "IN",
      },
    },
    ...(input.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "India" },
        }
      : {}),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: input.salary.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: input.salary.min,
        maxValue: input.salary.max,
        unitText: input.salary.period,
      },
    },
  };
}

/** JSON for an inline <script type="application/ld+json">, safe against "</script>" in text. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
