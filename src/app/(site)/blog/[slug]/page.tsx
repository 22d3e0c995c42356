import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BLOG_RSS_PATH, blogPostCopy, blogPostPath } from "@content/blog-copy";
import { JsonLd } from "@/components/json-ld";
import { siteConfig } from "@/config/site";
import { toCardData } from "@/features/blog/card-data";
import { slugInWords } from "@/features/blog/frontmatter";
import { PostBody } from "@/features/blog/post-body";
import { PostCard } from "@/features/blog/post-card";
import { getPost, getPostSummaries } from "@/features/blog/posts";
import { relatedPosts } from "@/features/blog/related";
import { articleJsonLd, breadcrumbJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";

import { PostFooter } from "./_components/post-footer";
import { PostHeader } from "./_components/post-header";

type Params = { slug: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return getPostSummaries().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  return buildMetadata(siteConfig, {
    // SPEC: the slug with hyphens as spaces, words capitalised, plus " | Tech Blog".
    title: `${slugInWords(post.slug)} | Tech Blog`,
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
    feeds: [{ path: BLOG_RSS_PATH, title: `${siteConfig.brand.name} Tech Blog` }],
  });
}

export default async function BlogPostPage({ params }: { params: Promise<Params> }) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const related = relatedPosts(post, getPostSummaries());
  const path = blogPostPath(post.slug);
  return (
    <>
      <JsonLd
        data={[
          articleJsonLd(siteConfig, {
            title: post.title,
            description: post.excerpt,
            path,
            imagePath: post.image,
            author: post.author,
            publishedTime: post.date,
            modifiedTime: post.updated ?? post.date,
            section: post.category,
            keywords: post.tags,
          }),
          breadcrumbJsonLd(siteConfig, [
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
            { name: post.title, path },
          ]),
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <PostHeader post={post} />
        <div className="mt-10">
          <PostBody source={post.body} />
        </div>
        <PostFooter
          tags={post.tags}
          onboardingHref={siteConfig.links.onboarding}
          schedulingHref={siteConfig.links.scheduling}
        />
      </article>
      <section aria-labelledby="related-title" className="bg-ink-50 py-14">
        <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
          <h2 id="related-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {blogPostCopy.relatedTitle}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {related.map((relatedPost) => (
              <li key={relatedPost.slug}>
                <PostCard post={toCardData(relatedPost)} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
