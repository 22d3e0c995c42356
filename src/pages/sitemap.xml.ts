import { blogCategories, blogCategoryPath, blogPostPath } from "@content/blog-copy";
import { blockPages } from "@content/block-pages";
import { siteConfig } from "@/config/site";
import { getPostSummaries } from "@/features/blog/posts";
import { caseStudyPath } from "@/features/case-studies/case-studies";
import { loadCaseStudies } from "@/features/case-studies/case-studies-content";
import { indexableRoutes } from "@/lib/routes";
import { renderSitemap, type SitemapEntry } from "@/lib/sitemap";

/** /sitemap.xml, written at build time: every indexable page (docs/product.md §10.10). */
export async function GET() {
  const entries: SitemapEntry[] = [
    ...indexableRoutes,
    // Pages made of blocks beyond the service pages (landing pages), unless kept out of search.
    ...blockPages
      .filter((page) => !page.noindex && !indexableRoutes.some((route) => route.path === page.path))
      .map((page): SitemapEntry => ({
        path: page.path,
        changeFrequency: "monthly",
        priority: 0.7,
      })),
    // The founder's experience page lives at a configured path.
    { path: siteConfig.founder.experiencePath, changeFrequency: "monthly", priority: 0.7 },
    ...(await getPostSummaries()).map((post): SitemapEntry => ({
      path: blogPostPath(post.slug),
      lastModified: post.updated ?? post.date,
      changeFrequency: "monthly",
      priority: 0.7,
    })),
    ...blogCategories.map((category): SitemapEntry => ({
      path: blogCategoryPath(category.slug),
      changeFrequency: "weekly",
      priority: 0.5,
    })),
    ...(await loadCaseStudies()).map((study): SitemapEntry => ({
      path: caseStudyPath(study.slug),
      changeFrequency: "monthly",
      priority: 0.7,
    })),
  ];
  return new Response(renderSitemap(siteConfig.siteUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
