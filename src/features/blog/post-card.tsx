import { blogPage, blogPostPath } from "@content/blog-copy";

import { keepCompoundsWhole } from "@/components/ui/keep-compounds-whole";
import { OptimisedImg } from "@/components/ui/optimised-img";
import { cn } from "@/lib/cn";

import type { PostSummary } from "./post-summary";

export type PostCardData = Pick<
  PostSummary,
  "slug" | "title" | "excerpt" | "category" | "author" | "date" | "readTime" | "image" | "imageAlt"
> & { displayDate: string };

/**
 * The list item of a post card in a grid of two or more: a subgrid of the list's six rows, which
 * the card (image, category, title, excerpt, byline, Read More) shares, so in a row of cards each
 * part starts at one height and the byline and Read More sit together at the bottom.
 */
export const postCardItem = "row-span-6 grid grid-rows-subgrid gap-y-0";

/**
 * A post in a list (in an item of `postCardItem`, unless `wide`): image, category, title, excerpt, author, date, read time, Read More. `wide`
 * sets the image beside the words from 768 px up, for a list of one (a category with one post),
 * which would otherwise leave half its row empty.
 */
export function PostCard({
  post,
  headingLevel = 2,
  wide = false,
}: {
  post: PostCardData;
  headingLevel?: 2 | 3;
  wide?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = blogPostPath(post.slug);
  return (
    <article
      className={cn(
        "group relative overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-card outline-offset-2 transition-shadow duration-200 hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-brand-500",
        wide
          ? "flex h-full flex-col md:flex-row md:items-center"
          : "row-span-6 grid grid-rows-subgrid gap-y-0",
      )}
    >
      {/* Decorative here: the title link names the card. */}
      <OptimisedImg
        image={post.image}
        sizes={
          wide
            ? "(min-width: 1280px) 37.5rem, (min-width: 768px) 50vw, 100vw"
            : "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        }
        alt=""
        className={cn(
          "aspect-[40/21] w-full bg-ink-50 object-cover dark:bg-white/5",
          wide && "md:w-1/2 md:shrink-0",
        )}
      />
      <div
        className={cn(
          "p-6",
          wide
            ? "flex flex-1 flex-col md:self-stretch lg:p-10"
            : "row-span-5 grid grid-rows-subgrid gap-y-0",
        )}
      >
        <p className="w-fit self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-accent dark:bg-brand-500/15">
          {post.category}
        </p>
        <Heading className="mt-3 font-display text-xl font-bold text-balance text-fg">
          <a
            href={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {keepCompoundsWhole(post.title)}
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
          className={cn("pt-4 font-semibold text-accent group-hover:underline", wide && "mt-auto")}
        >
          {blogPage.readMore} →
        </p>
      </div>
    </article>
  );
}
