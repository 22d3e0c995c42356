import { blogCategoryPath, categoryByName } from "@content/blog-copy";
import { OptimisedImg } from "@/components/ui/optimised-img";
import { formatPostDate, type PostSummary } from "@/features/blog/post-summary";
import { ShareButton } from "@/features/blog/share-button";
import { keepCompoundsWhole } from "@/components/ui/keep-compounds-whole";

/** Category badge, title, excerpt, author, date, read time, Share and the hero image. */
export function PostHeader({ post }: { post: PostSummary }) {
  const category = categoryByName(post.category);
  return (
    <header>
      {category ? (
        <a
          href={blogCategoryPath(category.slug)}
          className="inline-flex min-h-11 items-center"
          aria-label={`Category: ${post.category}`}
        >
          <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-accent hover:bg-brand-600 hover:text-white dark:bg-brand-500/15">
            {post.category}
          </span>
        </a>
      ) : null}
      <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl dark:text-white">
        {keepCompoundsWhole(post.title)}
      </h1>
      <p className="mt-4 text-xl text-fg-muted">{post.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-ink-100 py-4 dark:border-white/10">
        <p className="text-ink-700 dark:text-ink-100">
          By <span className="font-semibold text-fg">{post.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.readTime}</span>
        </p>
        <ShareButton title={post.title} text={post.excerpt} />
      </div>
      <OptimisedImg
        image={post.image}
        sizes="(min-width: 768px) 48rem, 100vw"
        alt={post.imageAlt}
        loading="eager"
        fetchPriority="high"
        className="mt-8 aspect-[40/21] w-full rounded-2xl bg-ink-50 object-cover dark:bg-white/5"
      />
    </header>
  );
}
