import type { BlogCategory } from "@content/blog-copy";
import { FIXED_PAGES, type SitemapFields } from "@content/fixed-pages";
import { LEGAL_PAGES, type LegalPage } from "@content/schemas/legal-pages";
import type { BlockPage } from "@content/schemas/pages";
import type { SiteConfig } from "@/config/load-site-config";

import type { BreadcrumbTrail } from "./json-ld";
import type { PageMetadataInput } from "./metadata";
import {
  blockPageMetadataInput,
  blogCategoryMetadataInput,
  blogPostMetadataInput,
  caseStudyMetadataInput,
  founderExperienceMetadataInput,
  legalPageMetadataInput,
  pageMetadataInput,
  type CaseStudyMetaFields,
  type LegalPageMeta,
} from "./site-pages";
import { BLOCK_PAGES, COLLECTIONS } from "./routes";
import { cleanPath, shareSection } from "./share-section";
import type { SitemapEntry } from "./sitemap";

/**
 * The one list of the site's public pages: each page's address, search title and description
 * (its metadata input, src/lib/site-pages.ts), share-image section, sitemap entry (none when kept
 * out of search) and breadcrumb parent. The sitemap, the share images' section labels and the
 * visit counts' known addresses read it; a page's route builds its metadata from the same input.
 * src/lib/page-registry.test.ts holds it to the route files of src/pages/; it reads the fixed
 * pages from content/fixed-pages.ts and the collections' addresses from src/lib/routes.ts.
 */

/** The address of the page above `pagePath` in its breadcrumb trail; null for the home page. */
export function breadcrumbParent(pagePath: string): string | null {
  const path = cleanPath(pagePath);
  if (path === "/") return null;
  if (FIXED_PAGES.some((page) => page.path === path)) return "/";
  return Object.values(COLLECTIONS).find(({ pattern }) => pattern.test(path))?.parent ?? "/";
}

/**
 * A page's breadcrumb trail, from home to itself under `name`: the visible trail and its
 * BreadcrumbList (the layout's `breadcrumbs`). The pages above it are named by their entries.
 */
export function breadcrumbTrail(pagePath: string, name: string): BreadcrumbTrail {
  const above: { name: string; path: string }[] = [];
  for (let parent = breadcrumbParent(pagePath); parent; parent = breadcrumbParent(parent)) {
    const page = FIXED_PAGES.find((fixed) => fixed.path === parent);
    if (!page?.breadcrumb)
      throw new Error(`content/fixed-pages.ts: ${parent} has no breadcrumb name`);
    above.unshift({ name: page.breadcrumb, path: parent });
  }
  return [...above, { name, path: pagePath }];
}

/** One public page. */
export type RegisteredPage = {
  path: string;
  /** Title, description, share text and noindex: what its route hands to buildMetadata. */
  metadata: PageMetadataInput;
  section: string | null;
  /** Its sitemap entry; null when kept out of search. */
  sitemap: SitemapEntry | null;
  /** The address of the page above it in the breadcrumb trail; null on the home page. */
  parent: string | null;
};

/** The collections' records: Astro's collections at build, the files themselves in tests. */
export type PageRecords = {
  blockPages: readonly BlockPage[];
  posts: readonly Parameters<typeof blogPostMetadataInput>[1][];
  categories: readonly BlogCategory[];
  caseStudies: readonly CaseStudyMetaFields[];
  legalPages: Readonly<Record<LegalPage, LegalPageMeta>>;
};

function entry(
  metadata: PageMetadataInput,
  sitemap: SitemapFields | null,
  lastModified?: string,
): RegisteredPage {
  const indexed = sitemap && !metadata.noindex;
  return {
    path: metadata.path,
    metadata,
    section: shareSection(metadata.path),
    sitemap: indexed
      ? { path: metadata.path, ...sitemap, ...(lastModified && { lastModified }) }
      : null,
    parent: breadcrumbParent(metadata.path),
  };
}

/** Every public page: the fixed routes, the block pages, the founder's page, then the records. */
export function pageRegistry(config: SiteConfig, records: PageRecords): RegisteredPage[] {
  const legal = new Map(LEGAL_PAGES.map((page) => [`/${page}`, page]));
  return [
    ...FIXED_PAGES.map((page) => {
      const legalPage = legal.get(page.path);
      const metadata = legalPage
        ? legalPageMetadataInput(legalPage, records.legalPages[legalPage])
        : pageMetadataInput(config, page.path);
      return entry(metadata, page.sitemap);
    }),
    ...records.blockPages.map((page) => entry(blockPageMetadataInput(page), BLOCK_PAGES.sitemap)),
    entry(founderExperienceMetadataInput(config), COLLECTIONS.founder.sitemap),
    ...records.posts.map((post) =>
      entry(
        blogPostMetadataInput(config, post),
        COLLECTIONS.post.sitemap,
        post.updated ?? post.date,
      ),
    ),
    ...records.categories.map((category) =>
      entry(blogCategoryMetadataInput(config, category), COLLECTIONS.category.sitemap),
    ),
    ...records.caseStudies.map((study) =>
      entry(caseStudyMetadataInput(study), COLLECTIONS.caseStudy.sitemap),
    ),
  ];
}

/** The sitemap's entries, in the registry's order: every page not kept out of search. */
export function sitemapEntries(pages: readonly RegisteredPage[]): SitemapEntry[] {
  return pages.flatMap((page) => (page.sitemap ? [page.sitemap] : []));
}
