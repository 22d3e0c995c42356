import type { MetadataRoute } from "next";

import { blogCategories, blogCategoryPath, blogPostPath } from "@content/blog-copy";
import { caseStudies, caseStudyPath } from "@content/case-studies";
import { siteConfig } from "@/config/site";
import { getPostSummaries } from "@/features/blog/posts";
import { absoluteUrl } from "@/lib/metadata";
import { indexableRoutes, type IndexableRoute } from "@/lib/routes";

/** Routes whose path comes from the site configuration. */
const configuredRoutes: IndexableRoute[] = [
  { path: siteConfig.founder.experiencePath, changeFrequency: "monthly", priority: 0.7 },
];

export default function sitemap(): MetadataRoute.Sitemap {
  const url = (path: string) => absoluteUrl(siteConfig.siteUrl, path);
  return [
    ...[...indexableRoutes, ...configuredRoutes].map((route) => ({
      url: url(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...getPostSummaries().map((post) => ({
      url: url(blogPostPath(post.slug)),
      lastModified: post.updated ?? post.date,
      changeFrequency: "monthly" as const,
      priority: 0.7,
    })),
    ...blogCategories.map((category) => ({
      url: url(blogCategoryPath(category.slug)),
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
    ...caseStudies.map((study) => ({
      url: url(caseStudyPath(study.slug)),
      changeFrequency: "monthly" as const,
      priority: 0.7,
    })),
  ];
}
