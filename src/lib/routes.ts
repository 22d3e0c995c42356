import type { SitemapFields } from "@content/fixed-pages";

/**
 * The address patterns of the collections' pages and the block pages, with each one's
 * share-image section and sitemap entry: the plain table src/lib/page-registry.ts assembles the
 * page registry from, beside the fixed pages (content/fixed-pages.ts). Block pages are listed
 * from content/pages/ by the registry itself.
 */
const monthly = (priority: number): SitemapFields => ({ changeFrequency: "monthly", priority });
const weekly = (priority: number): SitemapFields => ({ changeFrequency: "weekly", priority });

/** Every page made of blocks (service and landing pages): its section and sitemap entry. */
export const BLOCK_PAGES = { section: "Services", sitemap: monthly(0.8) } as const;

/**
 * The collections' pages: how their addresses look, their section, sitemap entry and the page
 * above them in the breadcrumb trail (every other page but the home page sits under "/").
 */
export const COLLECTIONS = {
  post: {
    pattern: /^\/blog\/(?!category\/)[^/]+$/,
    section: "Blog",
    sitemap: monthly(0.7),
    parent: "/blog",
  },
  category: {
    pattern: /^\/blog\/category\/[^/]+$/,
    section: "Blog",
    sitemap: weekly(0.5),
    parent: "/blog",
  },
  caseStudy: {
    pattern: /^\/case-studies\/[^/]+$/,
    section: "Case study",
    sitemap: monthly(0.7),
    parent: "/case-studies",
  },
  founder: {
    pattern: /^\/ctos\/[^/]+\/experience$/,
    section: "Founder",
    sitemap: monthly(0.7),
    parent: "/",
  },
} as const satisfies Record<
  string,
  { pattern: RegExp; section: string; sitemap: SitemapFields; parent: string }
>;
