import "./zod-config";

import type { z } from "zod";

import { aboutPageSchema } from "./about";
import { postFrontmatterSchema } from "./blog";
import { careersPageSchema, openingSchema } from "./careers";
import { caseStudiesPageSchema, caseStudySchema } from "./case-studies";
import { contactPageSchema } from "./contact";
import { cookieBannerSchema } from "./cookie-banner";
import { footerSchema } from "./footer";
import { founderExperiencePageSchema } from "./founder-experience";
import { homePageSchema } from "./home";
import { inboxSchema } from "./inbox";
import { LEGAL_BODY_HELP, legalDocumentSchema } from "./legal";
import { companyLogoSchema } from "./logos";
import { offerSchema } from "./offer";
import { onboardingPageSchema } from "./onboarding";
import { presentationSchema } from "./presentation";
import { processPageSchema } from "./process";
import { blockPageSchema } from "./pages";
import { serviceSchema } from "./services";
import { teamMemberSchema } from "./team";
import { testimonialSchema } from "./testimonials";
import { thankYouPageSchema } from "./thank-you";

/**
 * Every kind of content file, once: where its files live and the schema they follow. The build
 * (src/content.config.ts), the editor (keystatic.config.ts) and the tests all read this list.
 *
 * - `records`: a folder of YAML files, one record each; the file name is its id.
 * - `page`: one YAML file of a page's own copy (or a JSON file code imports: the offer, the
 *   footer, the cookie banner).
 * - `posts`: a folder of MDX files, frontmatter and text; the file name is the address.
 * - `document`: one Markdown file of a page, frontmatter and text (the legal pages).
 *
 * Imports here and below are relative: the editor's schemas are computed from this list when
 * Vite's configuration loads (src/features/editor/editor-schemas-plugin.ts), before path aliases.
 */
export type RecordsType = {
  kind: "records";
  label: string;
  /** Under content/, e.g. "careers/openings". */
  folder: string;
  schema: z.ZodObject;
  /** The text field that names an entry; the editor derives the file name from it. */
  nameField: string;
  slugLabel: string;
  slugDescription: string;
  /** Fields the editor's list shows beside the name. */
  columns: string[];
};

export type PostsType = Omit<RecordsType, "kind"> & {
  kind: "posts";
  /** What the editor calls the text below the frontmatter. */
  bodyLabel: string;
};

export type PageType = {
  kind: "page";
  label: string;
  /** Under content/, without .yaml (or .json), e.g. "careers/page". */
  file: string;
  schema: z.ZodObject;
  /**
   * "json" for a file code reads synchronously by importing it (the offer: the site's settings
   * quote it everywhere; the footer and the cookie banner: every page's layout shows them); YAML
   * otherwise, read through a collection.
   */
  format?: "json";
};

export type DocumentType = {
  kind: "document";
  label: string;
  /** Under content/, without .md, e.g. "legal/privacy-policy". */
  file: string;
  schema: z.ZodObject;
  /** What the editor calls the text below the frontmatter, and its help. */
  bodyLabel: string;
  bodyDescription: string;
};

const legalDocument = (label: string, page: string) =>
  ({
    kind: "document",
    label,
    file: `legal/${page}`,
    schema: legalDocumentSchema,
    bodyLabel: "Sections",
    bodyDescription: LEGAL_BODY_HELP,
  }) as const;

export const contentTypes = {
  posts: {
    kind: "posts",
    label: "Blog posts",
    folder: "blog",
    schema: postFrontmatterSchema,
    nameField: "title",
    slugLabel: "Address",
    slugDescription: "/blog/… and the file name: lower-case words joined by dashes.",
    columns: ["date", "category"],
    bodyLabel: "Text",
  },
  openings: {
    kind: "records",
    label: "Job openings",
    folder: "careers/openings",
    schema: openingSchema,
    nameField: "title",
    slugLabel: "Address on the page",
    slugDescription: "/careers#… and the file name: lower-case letters, digits and dashes.",
    columns: ["validThrough"],
  },
  homePage: {
    kind: "page",
    label: "Home page",
    file: "home/page",
    schema: homePageSchema,
  },
  processPage: {
    kind: "page",
    label: "Our process page",
    file: "process/page",
    schema: processPageSchema,
  },
  contactPage: {
    kind: "page",
    label: "Contact page",
    file: "contact/page",
    schema: contactPageSchema,
  },
  onboardingPage: {
    kind: "page",
    label: "List your project page",
    file: "onboarding/page",
    schema: onboardingPageSchema,
  },
  thankYouPage: {
    kind: "page",
    label: "Thank-you page",
    file: "thank-you/page",
    schema: thankYouPageSchema,
  },
  aboutPage: {
    kind: "page",
    label: "About page",
    file: "about/page",
    schema: aboutPageSchema,
  },
  team: {
    kind: "records",
    label: "Team",
    folder: "team",
    schema: teamMemberSchema,
    nameField: "name",
    slugLabel: "File name",
    slugDescription: "Lower-case letters, digits and dashes; also names the portrait's folder.",
    columns: ["role", "position"],
  },
  careersPage: {
    kind: "page",
    label: "Careers page",
    file: "careers/page",
    schema: careersPageSchema,
  },
  testimonials: {
    kind: "records",
    label: "Testimonials",
    folder: "testimonials",
    schema: testimonialSchema,
    nameField: "name",
    slugLabel: "File name",
    slugDescription: "Lower-case letters, digits and dashes; also names the portrait's folder.",
    columns: ["company", "position"],
  },
  companyLogos: {
    kind: "records",
    label: "Company logos",
    folder: "logos",
    schema: companyLogoSchema,
    nameField: "name",
    slugLabel: "File name",
    slugDescription: "Lower-case letters, digits and dashes; also names the logo's folder.",
    columns: ["group", "position"],
  },
  services: {
    kind: "records",
    label: "Services (the cards)",
    folder: "services",
    schema: serviceSchema,
    nameField: "title",
    slugLabel: "File name",
    slugDescription:
      "Lower-case letters, digits and dashes; also names the card on the home page (#services).",
    columns: ["position"],
  },
  pages: {
    kind: "records",
    label: "Pages made of blocks (service and landing pages)",
    folder: "pages",
    schema: blockPageSchema,
    nameField: "title",
    slugLabel: "File name",
    slugDescription:
      "Lower-case letters, digits and dashes; only names the file (the page's address is its own field).",
    columns: ["path", "noindex"],
  },
  caseStudies: {
    kind: "records",
    label: "Case studies",
    folder: "case-studies/studies",
    schema: caseStudySchema,
    nameField: "client",
    slugLabel: "Address",
    slugDescription:
      "/case-studies/… and the file name: lower-case letters, digits and dashes, e.g. safesight-ai-safety.",
    columns: ["title", "position"],
  },
  founderExperiencePage: {
    kind: "page",
    label: "Founder's experience page",
    file: "founder-experience/page",
    schema: founderExperiencePageSchema,
  },
  caseStudiesPage: {
    kind: "page",
    label: "Case studies page",
    file: "case-studies/page",
    schema: caseStudiesPageSchema,
  },
  offer: {
    kind: "page",
    label: "Offer and prices",
    file: "site/offer",
    format: "json",
    schema: offerSchema,
  },
  siteFooter: {
    kind: "page",
    label: "Footer and floating button",
    file: "site/footer",
    format: "json",
    schema: footerSchema,
  },
  cookieBanner: {
    kind: "page",
    label: "Cookie banner",
    file: "site/cookie-banner",
    format: "json",
    schema: cookieBannerSchema,
  },
  inbox: {
    kind: "page",
    label: "Owner's inbox: holidays and reply drafts",
    file: "site/inbox",
    format: "json",
    schema: inboxSchema,
  },
  presentation: {
    kind: "page",
    label: "Sales presentation (/cto-presentation)",
    file: "presentation/deck",
    schema: presentationSchema,
  },
  privacyPolicy: legalDocument("Privacy policy (/privacy-policy)", "privacy-policy"),
  termsOfService: legalDocument("Terms of service (/terms-of-service)", "terms-of-service"),
  cookiePolicy: legalDocument("Cookie policy (/cookie-policy)", "cookie-policy"),
} as const satisfies Record<string, RecordsType | PostsType | PageType | DocumentType>;

export type ContentTypeName = keyof typeof contentTypes;

/** The editor's menu: sections of the site, each with its kinds of content. */
export const editorNavigation: Record<string, ContentTypeName[]> = {
  Blog: ["posts"],
  Clients: ["testimonials", "companyLogos"],
  Work: ["caseStudies", "caseStudiesPage"],
  Pages: ["homePage", "processPage", "contactPage", "onboardingPage", "thankYouPage"],
  "Site-wide": ["siteFooter", "cookieBanner", "inbox"],
  Services: ["offer", "services", "pages", "presentation"],
  Company: ["aboutPage", "team", "founderExperiencePage"],
  Careers: ["openings", "careersPage"],
  Legal: ["privacyPolicy", "termsOfService", "cookiePolicy"],
};
