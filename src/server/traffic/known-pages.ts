import { getCollection } from "astro:content";

import { blockPages } from "@content/block-pages";
import { blogCategories, blogCategoryPath, blogPostPath } from "@content/blog-copy";
import { siteConfig } from "@/config/site";
import { caseStudyPath } from "@/features/case-studies/case-studies";
import { indexableRoutes } from "@/lib/routes";

import { processSingleton } from "../runtime";

/**
 * Every public page's address, for the visit counts: the one function to point at the page
 * registry when there is one. Today: the sitemap's routes and records (posts, categories, case
 * studies, the founder's page), every page made of blocks (landing pages kept out of the sitemap
 * too) and the two other public pages kept out of the sitemap.
 */
export async function knownPagePaths(): Promise<string[]> {
  const [posts, studies] = await Promise.all([getCollection("blog"), getCollection("caseStudies")]);
  return [
    ...indexableRoutes.map((route) => route.path),
    ...blockPages.map((page) => page.path),
    siteConfig.founder.experiencePath,
    "/thank-you",
    "/cto-presentation",
    ...posts.map((post) => blogPostPath(post.id)),
    ...blogCategories.map((category) => blogCategoryPath(category.slug)),
    ...studies.map((study) => caseStudyPath(study.id)),
  ];
}

/** The same, read once per process (content changes with a new build). */
export function knownPageSet(): Promise<ReadonlySet<string>> {
  return processSingleton("traffic.known-pages", async () => new Set(await knownPagePaths()));
}
