import { blogPostCopy } from "@content/blog-copy";
import { toCardData } from "@/features/blog/card-data";
import type { PostSummary } from "@/features/blog/post-summary";
import { PostCard, postCardItem } from "@/features/blog/post-card";

/** The three related articles under a post (chosen by relatedPosts). */
export function RelatedPosts({ posts }: { posts: PostSummary[] }) {
  return (
    <section aria-labelledby="related-title" className="bg-ink-50 py-14 dark:bg-white/5">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <h2
          id="related-title"
          className="font-display text-2xl font-bold text-ink-900 sm:text-3xl dark:text-white"
        >
          {blogPostCopy.relatedTitle}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className={postCardItem}>
              <PostCard post={toCardData(post)} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
