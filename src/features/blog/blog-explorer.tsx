import { Search, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";

import { ALL_POSTS_LABEL, blogCategories, blogPage } from "@content/blog-copy";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

import { filterPosts, readFilter, writeFilter, type BlogFilter } from "./filter";
import { PostCard, postCardItem, type PostCardData } from "./post-card";
import { useUrlSearch } from "./use-url-search";

type ExplorerPost = PostCardData & { tags: string[] };

/**
 * The blog list's search box, category chips and two-column grid: an island that wakes on first
 * interaction (client:interaction), or at once when the address already holds a filter. The filter
 * lives in the URL (?q=…&category=…); the prerendered HTML lists every post.
 */
export function BlogExplorer({ posts }: { posts: ExplorerPost[] }) {
  const [search, setSearch] = useUrlSearch();
  const filter = readFilter(search);
  const visible = filterPosts(posts, filter);
  const searchId = useId();
  const resultsId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const update = (next: Partial<BlogFilter>) => setSearch(writeFilter({ ...filter, ...next }));

  // Letters typed while the island was waking up are in the box but not yet in the filter.
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    const current = readFilter(window.location.search);
    if (typed !== "" && typed !== current.query)
      setSearch(writeFilter({ ...current, query: typed }));
  }, [setSearch]);
  const filtered = filter.query.trim() !== "" || filter.categorySlug !== null;
  const chips = [
    { name: ALL_POSTS_LABEL, slug: null },
    ...blogCategories.map((c) => ({ name: c.name, slug: c.slug })),
  ];

  return (
    <div>
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="relative no-script:hidden"
      >
        <label htmlFor={searchId} className="sr-only">
          {blogPage.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-500 min-[360px]:left-4 dark:text-ink-300"
        />
        <input
          ref={inputRef}
          id={searchId}
          type="search"
          value={filter.query}
          onChange={(event) => update({ query: event.target.value })}
          placeholder={blogPage.searchPlaceholder}
          aria-controls={resultsId}
          autoComplete="off"
          className="min-h-12 w-full rounded-xl border border-ink-300 bg-white py-3 pr-3 pl-11 text-base text-ink-900 placeholder:text-sm placeholder:text-ink-500 focus-visible:border-brand-600 min-[360px]:pr-4 min-[360px]:pl-12 min-[360px]:placeholder:text-base dark:border-white/20 dark:bg-ink-900 dark:text-white"
        />
      </form>

      <div
        role="group"
        aria-label={blogPage.categoriesLabel}
        className="mt-5 flex flex-wrap gap-2 no-script:hidden"
      >
        {chips.map((chip) => {
          const active = filter.categorySlug === chip.slug;
          return (
            <button
              key={chip.name}
              type="button"
              aria-pressed={active}
              onClick={() => update({ categorySlug: chip.slug })}
              className={cn(
                "min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
                active
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-700 dark:border-white/20 dark:bg-ink-900 dark:text-ink-100 dark:hover:text-white",
              )}
            >
              {chip.name}
            </button>
          );
        })}
      </div>

      <p className="sr-only" role="status">
        {filtered ? `${visible.length} of ${posts.length} posts shown` : ""}
      </p>

      <div id={resultsId} className="mt-8">
        {visible.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2" aria-label="Posts">
            {visible.map((post) => (
              <li key={post.slug} className={postCardItem}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-ink-300 bg-ink-50 px-6 py-12 text-center dark:border-white/20 dark:bg-white/5">
            <h2 className="font-display text-xl font-bold text-fg">{blogPage.noResultsTitle}</h2>
            <p className="mt-2 text-fg-muted">{blogPage.noResultsHint}</p>
            <Button
              variant="outline"
              className="mt-6"
              onClick={() => update({ query: "", categorySlug: null })}
            >
              <X aria-hidden="true" className="size-4" />
              {blogPage.clearFilters}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
