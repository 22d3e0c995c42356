/**
 * The site's fixed routes and the address patterns of its collections' pages, with each one's
 * share-image section and sitemap entry: the plain table src/lib/page-registry.ts assembles the
 * page registry from (plain, so browser tests can read it too). Block pages are listed from
 * content/pages/ by the registry itself.
 */
export type ChangeFrequency =
  "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

export type SitemapFields = { changeFrequency: ChangeFrequency; priority: number };

/** A route of src/pages/ that is one page. */
export type FixedPage = {
  path: string;
  /** The label above the title on its share image; null on the home page. */
  section: string | null;
  /** Null: kept out of search (noindex), so out of the sitemap. */
  sitemap: SitemapFields | null;
  /** Its name in the breadcrumb trails of the pages under it. */
  breadcrumb?: string;
};

const monthly = (priority: number): SitemapFields => ({ changeFrequency: "monthly", priority });
const weekly = (priority: number): SitemapFields => ({ changeFrequency: "weekly", priority });
const yearly: SitemapFields = { changeFrequency: "yearly", priority: 0.3 };

/** The fixed pages, in sitemap order. */
export const FIXED_PAGES: readonly FixedPage[] = [
  { path: "/", section: null, sitemap: weekly(1), breadcrumb: "Home" },
  { path: "/contact", section: "Get started", sitemap: monthly(0.8) },
  { path: "/onboarding", section: "Get started", sitemap: monthly(0.9) },
  { path: "/blog", section: "Blog", sitemap: weekly(0.8), breadcrumb: "Blog" },
  {
    path: "/case-studies",
    section: "Case studies",
    sitemap: monthly(0.8),
    breadcrumb: "Case Studies",
  },
  { path: "/about-us", section: "Company", sitemap: monthly(0.7) },
  { path: "/our-process", section: "Company", sitemap: monthly(0.7) },
  { path: "/careers", section: "Company", sitemap: weekly(0.6) },
  { path: "/privacy-policy", section: "Legal", sitemap: yearly },
  { path: "/terms-of-service", section: "Legal", sitemap: yearly },
  { path: "/cookie-policy", section: "Legal", sitemap: yearly },
  // Reached from a form or a sales call only.
  { path: "/thank-you", section: null, sitemap: null },
  { path: "/cto-presentation", section: null, sitemap: null },
];

/** The fixed pages search engines may list. */
export const indexedFixedPaths = (): string[] =>
  FIXED_PAGES.filter((page) => page.sitemap).map((page) => page.path);

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
