import type { PostFrontmatter } from "@content/schemas/blog";
import type { OptimisedImage } from "@/components/ui/optimised-image";

import { countWords, readTime } from "./read-time";

/**
 * A post's record (docs/product.md §3 "blog post"): its frontmatter, its slug (the file's name)
 * and what is computed from the body. The frontmatter's rules: content/schemas/blog.ts.
 */
export type PostSummary = Omit<PostFrontmatter, "slug" | "image"> & {
  slug: string;
  /** The hero as the build made it (src/components/ui/optimised-image.ts). */
  image: OptimisedImage;
  readTime: string;
  wordCount: number;
};

/**
 * Frontmatter that passed the schema, the post's slug, its hero as the build made it, and its
 * body's read time and words.
 */
export function toPostSummary(
  data: Omit<PostFrontmatter, "image">,
  body: string,
  slug: string,
  image: OptimisedImage,
): PostSummary {
  return { ...data, slug, image, readTime: readTime(body), wordCount: countWords(body) };
}

/** The hero's size on the page: wide, 40:21, as a shared link's picture. */
export const HERO_FRAME = { width: 1200, height: 630 } as const;

/** Newest first; the same day by id, so the order never depends on the file system. */
export function byNewest(
  a: Pick<PostSummary, "date" | "id">,
  b: Pick<PostSummary, "date" | "id">,
): number {
  return b.date.localeCompare(a.date) || a.id - b.id;
}

/** "January 14, 2025" for a YYYY-MM-DD date, independent of the server's time zone. */
export function formatPostDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}
