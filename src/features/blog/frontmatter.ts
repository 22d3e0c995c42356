import "@/lib/zod-config";
import { z } from "zod";

import { BLOG_CATEGORY_NAMES } from "@content/blog-copy";

import { countWords, readTime } from "./read-time";

/**
 * The rules of a post's frontmatter (content/blog/*.mdx). Plain TypeScript with no Astro import:
 * src/content.config.ts gives this schema to the blog collection (a bad post stops the build,
 * Astro naming the file and each bad field), and the unit tests check the same rules directly.
 * Each message completes "<field>: must be …".
 */

/** A calendar date as YAML writes it (unquoted dates arrive as Date objects). */
const DATE_FORMAT = "must be a date written YYYY-MM-DD, e.g. 2025-01-14";
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string({ message: DATE_FORMAT })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_FORMAT, abort: true })
    // 2026-02-31 would roll over to March: a real date reads back the same.
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      },
      { message: "must be a real calendar date" },
    ),
);

const nonEmpty = (max: number) =>
  z
    .string({ message: "must be a text" })
    .trim()
    .min(1, { message: "must be a non-empty text" })
    .max(max, { message: `must be a text of at most ${max} characters` });

/**
 * A post's page is titled "<title> | Tech Blog" (12 characters), within the 60 a search result
 * shows; its excerpt is the meta description, 50-160 characters (src/lib/site-pages.ts).
 */
const TITLE_MAX = 48;
const EXCERPT_MIN = 50;
const EXCERPT_MAX = 160;

export const postFrontmatterSchema = z.object({
  id: z
    .number({ message: "must be a whole number" })
    .int({ message: "must be a whole number" })
    .positive({ message: "must be a whole number above 0" }),
  title: nonEmpty(TITLE_MAX),
  slug: z.string({ message: "must be a text" }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: "must be lower-case words joined by hyphens, e.g. mvp-to-1m-arr-lessons",
  }),
  excerpt: nonEmpty(EXCERPT_MAX).refine((text) => text.length >= EXCERPT_MIN, {
    message: `must be a text of at least ${EXCERPT_MIN} characters (it is the page's meta description)`,
  }),
  category: z.enum(BLOG_CATEGORY_NAMES, {
    message: `must be one of: ${BLOG_CATEGORY_NAMES.join(", ")}`,
  }),
  author: nonEmpty(80),
  date: isoDate,
  updated: isoDate.optional(),
  image: z
    .string({ message: "must be a text" })
    .regex(/^\/blog\/[a-z0-9-]+\.(svg|png|jpe?g|webp|avif)$/, {
      message: "must be a local image path under /blog/, e.g. /blog/my-post.svg",
    }),
  imageAlt: nonEmpty(200),
  tags: z
    .array(nonEmpty(40), { message: "must be a list of tags" })
    .min(1, { message: "must be at least one tag" })
    .max(8, { message: "must be at most 8 tags" }),
});

export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;

/** A post's record (docs/product.md §3 "blog post"): its frontmatter plus what is computed from the body. */
export type PostSummary = PostFrontmatter & { readTime: string; wordCount: number };

/** The frontmatter's problems as "field: must be …" lines, for tests and tools. */
export function frontmatterProblems(data: unknown): string[] {
  const result = postFrontmatterSchema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`,
  );
}

/** Frontmatter that passed the schema plus the read time and word count of its MDX body. */
export function toPostSummary(data: PostFrontmatter, body: string): PostSummary {
  return { ...data, readTime: readTime(body), wordCount: countWords(body) };
}

/** The file name without its folder and extension: what a post's slug must equal. */
export function postFileSlug(fileName: string): string {
  return fileName.replace(/^.*[\\/]/, "").replace(/\.mdx?$/, "");
}

/**
 * The rules that span files, checked once every post has passed the schema: the slug equals
 * the file name, ids and slugs are unique, and the hero image exists under public/.
 * Returns one line per problem, each naming the file.
 */
export function postSetProblems(
  posts: readonly { fileName: string; data: Pick<PostFrontmatter, "id" | "slug" | "image"> }[],
  imageExists: (imagePath: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const { fileName, data } of posts) {
    const expected = postFileSlug(fileName);
    if (data.slug !== expected) {
      problems.push(
        `${fileName}: slug must match the file name ("${expected}"), got "${data.slug}"`,
      );
    }
    if (!imageExists(data.image)) {
      problems.push(`${fileName}: image ${data.image} does not exist under public/`);
    }
  }
  for (const key of ["id", "slug"] as const) {
    const seen = new Map<unknown, string>();
    for (const { fileName, data } of posts) {
      const other = seen.get(data[key]);
      if (other)
        problems.push(`${fileName}: duplicate post ${key} ${data[key]} (also in ${other})`);
      else seen.set(data[key], fileName);
    }
  }
  return problems;
}

/** Newest first; the same day by id, so the order never depends on the file system. */
export function byNewest(a: PostSummary, b: PostSummary): number {
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
