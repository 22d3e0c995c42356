import { getCollection } from "astro:content";

import { blockPages } from "@content/block-pages";
import { blogCategories } from "@content/blog-copy";
import { LEGAL_PAGES, type LegalPage } from "@content/schemas/legal-pages";
import { siteConfig } from "@/config/site";
import { byNewest } from "@/features/blog/post-summary";
import { byPosition } from "@/features/case-studies/case-studies";
import { loadLegalDocument } from "@/features/legal/legal-content";
import { legalContext } from "@/lib/legal-context";
import type { PageRecords } from "@/lib/page-registry";
import type { LegalPageMeta } from "@/lib/site-pages";

/**
 * The collections' records the page registry (src/lib/page-registry.ts) lists, read from Astro's
 * collections as they are: no picture is made here, so the server can read them per process
 * (the visit counts' known addresses) as cheaply as the build (the sitemap).
 */
export async function loadPageRecords(): Promise<PageRecords> {
  const context = legalContext(siteConfig);
  const [posts, studies, legal] = await Promise.all([
    getCollection("blog"),
    getCollection("caseStudies"),
    Promise.all(
      LEGAL_PAGES.map(async (page) => [page, await loadLegalDocument(page, context)] as const),
    ),
  ]);
  const legalPages = {} as Record<LegalPage, LegalPageMeta>;
  for (const [page, document] of legal) legalPages[page] = document;
  return {
    blockPages,
    posts: posts.map((entry) => ({ ...entry.data, slug: entry.id })).sort(byNewest),
    categories: blogCategories,
    caseStudies: studies.map((entry) => ({ ...entry.data, slug: entry.id })).sort(byPosition),
    legalPages,
  };
}
