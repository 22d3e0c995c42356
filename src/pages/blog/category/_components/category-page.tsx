import { blogPostCopy, categoryIntro, type BlogCategory } from "@content/blog-copy";
import { toCardData } from "@/features/blog/card-data";
import type { PostSummary } from "@/features/blog/post-summary";
import { PostCard, postCardItem } from "@/features/blog/post-card";
import { cn } from "@/lib/cn";

import { BlogHero } from "../../_components/blog-hero";

/** /blog/category/{slug}: the category's posts as cards and the way back to all posts. */
export function CategoryPage({
  category,
  posts,
}: {
  category: BlogCategory;
  posts: PostSummary[];
}) {
  return (
    <>
      <BlogHero
        eyebrow="Blog category"
        title={category.name}
        intro={categoryIntro(category.name)}
      />
      <div className="mx-auto max-w-content px-4 py-12 sm:px-6 lg:px-8">
        <ul
          className={cn("grid gap-6", posts.length > 1 && "md:grid-cols-2")}
          aria-label={`${category.name} posts`}
        >
          {posts.map((post) => (
            <li key={post.slug} className={posts.length > 1 ? postCardItem : undefined}>
              <PostCard post={toCardData(post)} wide={posts.length === 1} />
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <a
            href="/blog"
            className="inline-flex min-h-11 items-center font-semibold text-accent hover:underline"
          >
            {blogPostCopy.backToAll}
          </a>
        </p>
      </div>
    </>
  );
}
