import { BLOG_RSS_PATH, blogPage, popularPostSlugs } from "@content/blog-copy";
import { siteConfig } from "@/config/site";
import { BlogExplorer } from "@/features/blog/blog-explorer";
import { toCardData } from "@/features/blog/card-data";
import { getPostSummaries } from "@/features/blog/posts";
import { buildMetadata } from "@/lib/metadata";

import { BlogHero } from "./_components/blog-hero";
import { BlogSidebar } from "./_components/blog-sidebar";

export const metadata = buildMetadata(siteConfig, {
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
  feeds: [{ path: BLOG_RSS_PATH, title: `${siteConfig.brand.name} Tech Blog` }],
});

export default function BlogPage() {
  const posts = getPostSummaries();
  const popular = popularPostSlugs.map((slug) => {
    const post = posts.find((p) => p.slug === slug);
    if (!post) throw new Error(`content/blog-copy.ts: popular post "${slug}" does not exist`);
    return post;
  });
  return (
    <>
      <BlogHero eyebrow="Tech Blog" title={blogPage.heading}>
        <p>{blogPage.intro}</p>
      </BlogHero>
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <BlogExplorer posts={posts.map(toCardData)} />
        <BlogSidebar popular={popular} schedulingHref={siteConfig.links.scheduling} />
      </div>
    </>
  );
}
