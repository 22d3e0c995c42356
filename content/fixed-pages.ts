import { blogPage } from "./blog-copy";
import {
  aboutMeta,
  bookMeta,
  careersMeta,
  caseStudiesMeta,
  contactMeta,
  ctoPresentationMeta,
  homeMeta,
  onboardingMeta,
  ourProcessMeta,
  thankYouMeta,
} from "./page-meta";

/**
 * The site's fixed pages (the routes of src/pages/ that are one page each), in sitemap order:
 * the one table the page registry (src/lib/page-registry.ts), the addresses block pages may not
 * take (content/block-pages.ts) and each page's metadata (src/lib/site-pages.ts) read. A new
 * fixed page is its route and its row here.
 */
export type ChangeFrequency =
  "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

export type SitemapFields = { changeFrequency: ChangeFrequency; priority: number };

/** What a page tells search engines of itself: title, description, keywords. */
type SearchCopy = { title: string; description: string; keywords?: readonly string[] };

export type FixedPage = {
  path: string;
  /** The label above the title on its share image; null on the home page. */
  section: string | null;
  /** Null: kept out of search (noindex), so out of the sitemap. */
  sitemap: SitemapFields | null;
  /** Its name in the breadcrumb trails of the pages under it. */
  breadcrumb?: string;
  /** Its search copy (content/page-meta.ts); "legal": its file's (content/legal/). */
  meta: SearchCopy | "legal";
  /** Its whole title is "<brand> | <title>" (the home page). */
  brandFirst?: true;
  /** It links the blog's RSS feed. */
  feed?: true;
};

const monthly = (priority: number): SitemapFields => ({ changeFrequency: "monthly", priority });
const weekly = (priority: number): SitemapFields => ({ changeFrequency: "weekly", priority });
const yearly: SitemapFields = { changeFrequency: "yearly", priority: 0.3 };

export const FIXED_PAGES: readonly FixedPage[] = [
  {
    path: "/",
    section: null,
    sitemap: weekly(1),
    breadcrumb: "Home",
    meta: homeMeta,
    brandFirst: true,
  },
  { path: "/contact", section: "Get started", sitemap: monthly(0.8), meta: contactMeta },
  { path: "/onboarding", section: "Get started", sitemap: monthly(0.9), meta: onboardingMeta },
  {
    path: "/blog",
    section: "Blog",
    sitemap: weekly(0.8),
    breadcrumb: "Blog",
    meta: {
      title: blogPage.title,
      description: blogPage.description,
      keywords: [
        "startup tech blog",
        "MVP development",
        "Google Ads CPA",
        "AI automation",
        "AI safety",
      ],
    },
    feed: true,
  },
  {
    path: "/case-studies",
    section: "Case studies",
    sitemap: monthly(0.8),
    breadcrumb: "Case Studies",
    meta: caseStudiesMeta,
  },
  { path: "/about-us", section: "Company", sitemap: monthly(0.7), meta: aboutMeta },
  { path: "/our-process", section: "Company", sitemap: monthly(0.7), meta: ourProcessMeta },
  { path: "/careers", section: "Company", sitemap: weekly(0.6), meta: careersMeta },
  { path: "/privacy-policy", section: "Legal", sitemap: yearly, meta: "legal" },
  { path: "/terms-of-service", section: "Legal", sitemap: yearly, meta: "legal" },
  { path: "/cookie-policy", section: "Legal", sitemap: yearly, meta: "legal" },
  // Open times change by the minute: kept out of search, reached from every "Book a call".
  { path: "/book", section: "Get started", sitemap: null, meta: bookMeta },
  // Reached from a form or a sales call only.
  { path: "/thank-you", section: null, sitemap: null, meta: thankYouMeta },
  { path: "/cto-presentation", section: null, sitemap: null, meta: ctoPresentationMeta },
];

/** The fixed pages search engines may list. */
export const indexedFixedPaths = (): string[] =>
  FIXED_PAGES.filter((page) => page.sitemap).map((page) => page.path);

/**
 * The addresses of src/pages/ that are no page of their own: the owner's view, the endpoints,
 * the collections' folders (/ctos/<founder>/experience), the editor and the error pages.
 */
const ROUTE_FOLDERS = [
  "/admin",
  "/api",
  "/ctos",
  "/enquiry",
  "/icons",
  "/keystatic",
  "/newsletter",
  "/404",
  "/500",
] as const;

/**
 * The top folders and addresses the site's own routes (src/pages/) use: a block page may not take
 * them. content/block-pages.test.ts holds this list to the folders of src/pages/.
 */
export const RESERVED_PATHS: readonly string[] = [
  ...FIXED_PAGES.map((page) => page.path).filter((path) => path !== "/"),
  ...ROUTE_FOLDERS,
];
