import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
  BLOG_RSS_PATH,
  blogCategories,
  blogCategoryPath,
  blogPostCopy,
  categoryBySlug,
  categoryIntro,
} from "@content/blog-copy";
import { siteConfig } from "@/config/site";
import { toCardData } from "@/features/blog/card-data";
import { PostCard } from "@/features/blog/post-card";
import { getPostsInCategory } from "@/features/blog/posts";
import { buildMetadata } from "@/lib/metadata";

import { BlogHero } from "../../_components/blog-hero";

type Params = { category: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return blogCategories.map((category) => ({ category: category.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const category = categoryBySlug((await params).category);
  if (!category) return {};
  return buildMetadata(siteConfig, {
    title: `${category.name} Articles | Tech Blog`,
    absoluteTitle: true,
    description: `${categoryIntro(category.name)} Practical, experience-backed writing on ${category.name} for founders and product teams.`,
    path: blogCategoryPath(category.slug),
    keywords: [category.name, `${category.name} blog`],
    feeds: [{ path: BLOG_RSS_PATH, title: `${siteConfig.brand.name} Tech Blog` }],
  });
}

export default async function BlogCategoryPage({ params }: { params: Promise<Params> }) {
  const category = categoryBySlug((await params).category);
  if (!category) notFound();
  const posts = getPostsInCategory(category.slug);
  return (
    <>
      <BlogHero eyebrow="Blog category" title={category.name}>
        <p>{categoryIntro(category.name)}</p>
      </BlogHero>
      <div className="mx-auto max-w-content px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2" aria-label={`${category.name} posts`}>
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={toCardData(post)} />
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <a
            href="/blog"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            {blogPostCopy.backToAll}
          </a>
        </p>
      </div>
    </>
  );
}
