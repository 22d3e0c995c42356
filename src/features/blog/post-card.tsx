import { blogPage, blogPostPath } from "@content/blog-copy";

import { OptimisedImg } from "@/components/ui/optimised-img";

import type { PostSummary } from "./post-summary";

export type PostCardData = Pick<
  PostSummary,
  "slug" | "title" | "excerpt" | "category" | "author" | "date" | "readTime" | "image" | "imageAlt"
> & { displayDate: string };

/** A post in a list: image, category, title, excerpt, author, date, read time, Read More. */
export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = blogPostPath(post.slug);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-card outline-offset-2 transition-shadow duration-200 hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-brand-500">
      {/* Decorative here: the title link names the card. */}
      <OptimisedImg
        image={post.image}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        alt=""
        className="aspect-[40/21] w-full bg-ink-50 object-cover dark:bg-white/5"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-accent dark:bg-brand-500/15">
          {post.category}
        </p>
        <Heading className="mt-3 font-display text-xl font-bold text-balance text-fg">
          <a
            href={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </a>
        </Heading>
        <p className="mt-2 text-fg-muted">{post.excerpt}</p>
        <p className="mt-4 text-sm text-fg-muted">
          <span>{post.author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.date}>{post.displayDate}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.readTime}</span>
        </p>
        <p
          aria-hidden="true"
          className="mt-auto pt-4 font-semibold text-accent group-hover:underline"
        >
          {blogPage.readMore} →
        </p>
      </div>
    </article>
  );
}
