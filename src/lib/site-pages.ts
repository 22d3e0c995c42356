import {
  BLOG_RSS_PATH,
  blogCategoryPath,
  blogPostPath,
  categoryIntro,
  type BlogCategory,
} from "@content/blog-copy";
import { FIXED_PAGES } from "@content/fixed-pages";
import { founderExperienceMeta } from "@content/page-meta";
import type { PostFrontmatter } from "@content/schemas/blog";
import { caseStudyPath, caseStudySearchTitle, type CaseStudy } from "@content/schemas/case-studies";
import type { LegalPage } from "@content/schemas/legal-pages";
import type { BlockPage } from "@content/schemas/pages";
import type { SiteConfig } from "@/config/load-site-config";

import type { PageMetadataInput } from "./metadata";

/**
 * What every page tells search engines (its buildMetadata input), in one place: the page shells
 * read their input from here, the page registry (src/lib/page-registry.ts) lists them all, and
 * src/lib/site-pages.test.ts holds every indexed title and description to the bounds below.
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

/**
 * A fixed page's input, from its row of content/fixed-pages.ts (a legal page's comes from its
 * file: legalPageMetadataInput). A path without a row is a programming error caught at build.
 */
export function pageMetadataInput(config: SiteConfig, path: string): PageMetadataInput {
  const page = FIXED_PAGES.find((fixed) => fixed.path === path);
  if (!page || page.meta === "legal") {
    throw new Error(`content/fixed-pages.ts has no search copy for ${path}`);
  }
  const { title, description, keywords } = page.meta;
  return {
    title: page.brandFirst ? `${config.brand.name} | ${title}` : title,
    ...(page.brandFirst && { absoluteTitle: true }),
    description,
    path,
    ...(keywords && { keywords: [...keywords] }),
    ...(!page.sitemap && { noindex: true }),
    ...(page.feed && { feeds: [blogFeed(config)] }),
  };
}

/** The blog's RSS feed, linked from the blog's pages. */
const blogFeed = (config: SiteConfig) => ({
  path: BLOG_RSS_PATH,
  title: `${config.brand.name} Tech Blog`,
});

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
    feeds: [blogFeed(config)],
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
    feeds: [blogFeed(config)],
  };
}
