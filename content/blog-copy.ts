/**
 * The blog's categories, sidebar picks and page copy (docs/product.md §2 "Blog", §9: 6 posts, 7 categories
 * counting "All", 3 popular, 8 trending). The posts themselves are MDX files in content/blog/.
 */

export type BlogCategory = {
  /** The exact value a post's frontmatter `category` holds. */
  name: string;
  /** The segment of /blog/category/{slug} and the value of /blog?category={slug}. */
  slug: string;
};

export const blogCategories = [
  { name: "AI Automation", slug: "ai-automation" },
  { name: "MVP Development", slug: "mvp-development" },
  { name: "Google Ads", slug: "google-ads" },
  { name: "AI Safety", slug: "ai-safety" },
  { name: "CTO Strategy", slug: "cto-strategy" },
  { name: "Case Studies", slug: "case-studies" },
] as const satisfies readonly BlogCategory[];

export type BlogCategoryName = (typeof blogCategories)[number]["name"];

export const BLOG_CATEGORY_NAMES = blogCategories.map((c) => c.name) as [
  BlogCategoryName,
  ...BlogCategoryName[],
];

export const ALL_POSTS_LABEL = "All";

export function categoryBySlug(slug: string): BlogCategory | undefined {
  return blogCategories.find((category) => category.slug === slug);
}

export function categoryByName(name: string): BlogCategory | undefined {
  return blogCategories.find((category) => category.name === name);
}

export const blogCategoryPath = (slug: string) => `/blog/category/${slug}`;
export const blogPostPath = (slug: string) => `/blog/${slug}`;
export const BLOG_RSS_PATH = "/blog/rss.xml";

export const blogPage = {
  title: "Tech Blog: MVPs, CTO Strategy, Ads and AI",
  heading: "Insights from the build room",
  intro:
    "Practical notes from 20+ years of shipping products: how to get an MVP out in 30 days, make Google Ads pay, automate the boring work with AI and run AI safely in production.",
  description:
    "Field notes on 30-day MVPs, fractional CTO strategy, Google Ads that cut CPA, AI automation and AI safety in production, from a team with 20+ years behind it.",
  searchLabel: "Search articles",
  searchPlaceholder: "Search by title, topic or tag",
  categoriesLabel: "Filter by category",
  noResultsTitle: "No posts match your search",
  noResultsHint: "Try a shorter phrase, another category, or clear the filters.",
  clearFilters: "Clear filters",
  readMore: "Read More",
} as const;

/** The sidebar's three popular posts, by slug (each must exist in content/blog/). */
export const popularPostSlugs = [
  "mvp-to-1m-arr-lessons",
  "google-ads-5-strategies-cut-cpa-60-percent",
  "ai-safety-in-production-cto-guide",
] as const;

/** Eight trending topics; each opens the blog searched for it. */
export const trendingTopics = [
  "MVP",
  "Fractional CTO",
  "Google Ads",
  "AI Agents",
  "Computer Vision",
  "Conversion Tracking",
  "Fundraising",
  "Automation",
] as const;

export const blogSidebar = {
  newsletter: {
    title: "Get the newsletter",
    text: "One practical email a month on building, launching and growing tech products. No spam; unsubscribe in one click.",
  },
  popularTitle: "Popular posts",
  trendingTitle: "Trending topics",
  call: {
    title: "Talk it through with a CTO",
    text: "A 30-minute discovery call about your product, your team or your ads. Free, and you keep the notes.",
  },
} as const;

export const blogPostCopy = {
  share: "Share",
  linkCopied: "Link copied",
  copyFailed: "Could not copy the link. Copy it from the address bar.",
  tagsTitle: "Tags",
  relatedTitle: "Related articles",
  workWithUs: {
    title: "Work with Us",
    text: "Want this kind of thinking applied to your product? Start with a free 5-day CTO pilot: you keep every deliverable, with no commitment.",
    secondary: "Explore Our Services",
  },
  bookCall: {
    title: "Prefer to talk first?",
    text: "Book a 30-minute discovery call and bring your hardest question.",
  },
  backToAll: "← Back to All Posts",
} as const;

export const categoryIntro = (category: string) =>
  `Explore our latest insights and articles about ${category}.`;
