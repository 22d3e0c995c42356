import {
  BLOG_RSS_PATH,
  blogCategoryPath,
  blogPage,
  blogPostPath,
  categoryIntro,
  type BlogCategory,
} from "@content/blog-copy";
import {
  aboutMeta,
  careersMeta,
  caseStudiesMeta,
  contactMeta,
  founderExperienceMeta,
  homeMeta,
  onboardingMeta,
  ourProcessMeta,
} from "@content/page-meta";
import type { PostFrontmatter } from "@content/schemas/blog";
import { caseStudyPath, caseStudySearchTitle, type CaseStudy } from "@content/schemas/case-studies";
import { LEGAL_PAGES, type LegalPage } from "@content/schemas/legal-pages";
import type { BlockPage } from "@content/schemas/pages";
import type { SiteConfig } from "@/config/load-site-config";

import type { PageMetadataInput } from "./metadata";
import { indexableRoutes } from "./routes";

/**
 * What every indexable page tells search engines (its buildMetadata input), in one place: the
 * page shells read their input from here, and src/lib/site-pages.test.ts holds every title and
 * description to the bounds below, over the same list the sitemap prints.
 */

/** Search results show about 60 characters of a title and 160 of a description. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

/** A block page's input (content/pages/*.yaml). */
export function blockPageMetadataInput(page: BlockPage): PageMetadataInput {
  return {
    title: page.title,
    description: page.description,
    path: page.path,
    keywords: page.keywords ? [...page.keywords] : undefined,
    noindex: page.noindex || undefined,
    shareText: page.shareText,
  };
}

/** The input of each fixed page of indexableRoutes but the block pages, by path. */
function fixedPageInputs(config: SiteConfig): Record<string, PageMetadataInput> {
  return {
    "/": {
      title: `${config.brand.name} | ${homeMeta.title}`,
      absoluteTitle: true,
      description: homeMeta.description,
      path: "/",
      keywords: [...homeMeta.keywords],
    },
    "/contact": { ...contactMeta, keywords: [...contactMeta.keywords], path: "/contact" },
    "/onboarding": {
      ...onboardingMeta,
      keywords: [...onboardingMeta.keywords],
      path: "/onboarding",
    },
    "/blog": {
      title: blogPage.title,
      description: blogPage.description,
      path: "/blog",
      keywords: [
        "startup tech blog",
        "MVP development",
        "Google Ads CPA",
        "AI automation",
        "AI safety",
      ],
      feeds: [{ path: BLOG_RSS_PATH, title: `${config.brand.name} Tech Blog` }],
    },
    "/case-studies": {
      ...caseStudiesMeta,
      keywords: [...caseStudiesMeta.keywords],
      path: "/case-studies",
    },
    "/about-us": { ...aboutMeta, keywords: [...aboutMeta.keywords], path: "/about-us" },
    "/our-process": {
      ...ourProcessMeta,
      keywords: [...ourProcessMeta.keywords],
      path: "/our-process",
    },
    "/careers": { ...careersMeta, keywords: [...careersMeta.keywords], path: "/careers" },
  };
}

const LEGAL_KEYWORDS: Record<LegalPage, readonly string[]> = {
  "privacy-policy": ["privacy policy", "DPDP Act", "personal data India"],
  "terms-of-service": ["terms of service", "governing law India"],
  "cookie-policy": ["cookie policy", "cookie consent"],
};

/** What a legal page's file says of itself (content/legal/<page>.md), tokens filled. */
export type LegalPageMeta = { title: string; description: string };

/** A legal page's input: its title and description come from its file, read by the route. */
export function legalPageMetadataInput(page: LegalPage, meta: LegalPageMeta): PageMetadataInput {
  return {
    title: meta.title,
    description: meta.description,
    path: `/${page}`,
    keywords: [...LEGAL_KEYWORDS[page]],
  };
}

/** A fixed page's input; a path without one is a programming error caught at build. */
export function pageMetadataInput(config: SiteConfig, path: string): PageMetadataInput {
  const input = fixedPageInputs(config)[path];
  if (!input) throw new Error(`src/lib/site-pages.ts has no metadata for ${path}`);
  return input;
}

export function founderExperienceMetadataInput(config: SiteConfig): PageMetadataInput {
  return {
    title: `${config.founder.name}: ${founderExperienceMeta.titleSuffix}`,
    description: founderExperienceMeta.description,
    path: config.founder.experiencePath,
    keywords: [config.founder.name, ...founderExperienceMeta.keywords],
  };
}

/** What a case study's page tells search engines: from its record (content/case-studies/studies/). */
export type CaseStudyMetaFields = Pick<
  CaseStudy,
  "slug" | "client" | "shortTitle" | "metaDescription" | "tags"
>;

export function caseStudyMetadataInput(study: CaseStudyMetaFields): PageMetadataInput {
  return {
    title: caseStudySearchTitle(study),
    description: study.metaDescription,
    path: caseStudyPath(study.slug),
    keywords: [...study.tags, `${study.client} case study`],
  };
}

/** A post's page: its own title (not its slug) plus " | Tech Blog", its excerpt. */
export function blogPostMetadataInput(
  config: SiteConfig,
  post: Pick<
    PostFrontmatter,
    "title" | "excerpt" | "tags" | "category" | "date" | "updated" | "author"
  > & { slug: string },
): PageMetadataInput {
  return {
    title: `${post.title} | Tech Blog`,
    absoluteTitle: true,
    description: post.excerpt,
    path: blogPostPath(post.slug),
    keywords: [...post.tags, post.category],
    article: {
      publishedTime: post.date,
      modifiedTime: post.updated ?? post.date,
      author: post.author,
      section: post.category,
      tags: post.tags,
    },
    feeds: [{ path: BLOG_RSS_PATH, title: `${config.brand.name} Tech Blog` }],
  };
}

export function blogCategoryMetadataInput(
  config: SiteConfig,
  category: BlogCategory,
): PageMetadataInput {
  return {
    title: `${category.name} Articles | Tech Blog`,
    absoluteTitle: true,
    description: `${categoryIntro(category.name)} Practical, experience-backed writing on ${category.name} for founders and product teams.`,
    path: blogCategoryPath(category.slug),
    keywords: [category.name, `${category.name} blog`],
    feeds: [{ path: BLOG_RSS_PATH, title: `${config.brand.name} Tech Blog` }],
  };
}

/**
 * Every indexable page's input, in sitemap order: the fixed routes, the other block pages
 * (landing pages) but those kept out of search, the founder's page, then the
 * records (posts, categories, case studies). Posts, case studies and the legal pages' titles come
 * from the caller: Astro's collections at build time, the files themselves in tests.
 */
export function indexablePagesMetadata(
  config: SiteConfig,
  records: {
    posts: readonly Parameters<typeof blogPostMetadataInput>[1][];
    categories: readonly BlogCategory[];
    caseStudies: readonly CaseStudyMetaFields[];
    legalPages: Readonly<Record<LegalPage, LegalPageMeta>>;
    /** The pages made of blocks (content/block-pages.ts). */
    blockPages: readonly BlockPage[];
  },
): PageMetadataInput[] {
  const pages = new Map(records.blockPages.map((page) => [page.path, page]));
  const legal = new Map(LEGAL_PAGES.map((page) => [`/${page}`, page]));
  return [
    ...indexableRoutes.map((route) => {
      const blockPage = pages.get(route.path);
      if (blockPage) return blockPageMetadataInput(blockPage);
      const page = legal.get(route.path);
      if (page) return legalPageMetadataInput(page, records.legalPages[page]);
      return pageMetadataInput(config, route.path);
    }),
    ...records.blockPages
      .filter((page) => !page.noindex && !indexableRoutes.some((route) => route.path === page.path))
      .map(blockPageMetadataInput),
    founderExperienceMetadataInput(config),
    ...records.posts.map((post) => blogPostMetadataInput(config, post)),
    ...records.categories.map((category) => blogCategoryMetadataInput(config, category)),
    ...records.caseStudies.map(caseStudyMetadataInput),
  ];
}
