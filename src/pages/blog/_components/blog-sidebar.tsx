import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";

import { blogPostPath, blogSidebar, trendingTopics } from "@content/blog-copy";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import type { PostSummary } from "@/features/blog/post-summary";
import { largeFigure } from "@/components/ui/figure";
import { cn } from "@/lib/cn";

const box =
  "rounded-2xl border border-ink-100 bg-white p-6 shadow-sm dark:border-white/10 dark:bg-ink-900";

/**
 * The blog list's sidebar: newsletter, 3 popular posts, 8 trending topics, schedule a call.
 * `newsletter` is the sign-up island, placed by the route (an island cannot start inside a
 * server-rendered React component, only be handed to it as a slot).
 */
export function BlogSidebar({
  popular,
  schedulingHref,
  newsletter,
}: {
  popular: PostSummary[];
  schedulingHref: string;
  newsletter?: ReactNode;
}) {
  return (
    <aside aria-label="Blog sidebar" className="space-y-6">
      <section aria-labelledby="newsletter-title" className={box}>
        <h2 id="newsletter-title" className="font-display text-lg font-bold text-fg">
          {blogSidebar.newsletter.title}
        </h2>
        <p className="mt-2 text-sm text-fg-muted">{blogSidebar.newsletter.text}</p>
        {newsletter}
      </section>

      <section aria-labelledby="popular-title" className={box}>
        <h2 id="popular-title" className="font-display text-lg font-bold text-fg">
          {blogSidebar.popularTitle}
        </h2>
        <ol className="mt-4 space-y-4">
          {popular.map((post, index) => (
            <li key={post.slug} className="flex gap-3">
              <span
                aria-hidden="true"
                className={cn(
                  largeFigure,
                  "text-2xl leading-none text-brand-600 dark:text-brand-100",
                )}
              >
                {index + 1}
              </span>
              <div>
                <a
                  href={blogPostPath(post.slug)}
                  className="font-semibold text-ink-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-white"
                >
                  {post.title}
                </a>
                <p className="mt-1 text-sm text-fg-muted">{post.readTime}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="trending-title" className={box}>
        <h2 id="trending-title" className="font-display text-lg font-bold text-fg">
          {blogSidebar.trendingTitle}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {trendingTopics.map((topic) => (
            <li key={topic}>
              {/* A full page load: the list reads its filter from the address on load. */}
              <a
                href={`/blog?q=${encodeURIComponent(topic)}`}
                className="inline-flex min-h-11 items-center rounded-full bg-ink-100 px-4 text-sm font-medium text-ink-800 hover:bg-brand-100 hover:text-brand-700 dark:bg-white/10 dark:text-ink-100 dark:hover:bg-white/20 dark:hover:text-white"
              >
                #{topic}
              </a>
            </li>
          ))}
        </ul>
      </section>

      {/* The blog's closing section (data-closing): a reader's next step is a call, and on a phone
          this box comes last, where the footer's band would have stood beside it. Navy in both
          themes: in the dark one its edge is the cards' border, as the page is navy too. */}
      <section
        aria-labelledby="call-title"
        data-closing=""
        className="rounded-2xl border border-transparent bg-ink-900 p-6 text-white dark:border-line"
      >
        <CalendarClock aria-hidden="true" className="size-8 text-cta-100" />
        <h2 id="call-title" className="mt-3 font-display text-lg font-bold">
          {blogSidebar.call.title}
        </h2>
        <p className="mt-2 text-sm text-ink-100">{blogSidebar.call.text}</p>
        <ButtonLink href={schedulingHref} variant="primary" className="mt-4 w-full">
          {siteConfig.offer.cta.bookCall}
        </ButtonLink>
      </section>
    </aside>
  );
}
