import matter from "gray-matter";
import "@/lib/zod-config";
import { z } from "zod";

import { BLOG_CATEGORY_NAMES } from "@content/blog-copy";

import { countWords, readTime } from "./read-time";

/** A calendar date as YAML writes it (unquoted dates arrive as Date objects). */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "a date written YYYY-MM-DD, e.g. 2025-01-14" })
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: "a real calendar date" }),
);

const nonEmpty = (max: number) =>
  z
    .string({ message: "a text" })
    .trim()
    .min(1, { message: "a non-empty text" })
    .max(max, { message: `a text of at most ${max} characters` });

export const postFrontmatterSchema = z.object({
  id: z.number({ message: "a whole number" }).int({ message: "a whole number" }).positive(),
  title: nonEmpty(120),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: "lower-case words joined by hyphens, e.g. mvp-to-1m-arr-lessons",
  }),
  excerpt: nonEmpty(260),
  category: z.enum(BLOG_CATEGORY_NAMES, {
    message: `one of: ${BLOG_CATEGORY_NAMES.join(", ")}`,
  }),
  author: nonEmpty(80),
  date: isoDate,
  updated: isoDate.optional(),
  image: z.string().regex(/^\/blog\/[a-z0-9-]+\.(svg|png|jpe?g|webp|avif)$/, {
    message: "a local image path under /blog/, e.g. /blog/my-post.svg",
  }),
  imageAlt: nonEmpty(200),
  tags: z
    .array(nonEmpty(40), { message: "a list of tags" })
    .min(1, { message: "at least one tag" })
    .max(8, { message: "at most 8 tags" }),
});

export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;

/** A post's record (SPEC §3 "blog post") plus its MDX body. */
export type Post = PostFrontmatter & {
  readTime: string;
  wordCount: number;
  body: string;
};

/** A post without its body: what lists, cards, the feed and the browser get. */
export type PostSummary = Omit<Post, "body">;

export class PostFrontmatterError extends Error {
  constructor(fileName: string, details: string[]) {
    super(`Invalid frontmatter in ${fileName}:\n${details.map((d) => `  ${d}`).join("\n")}`);
    this.name = "PostFrontmatterError";
  }
}

/**
 * Reads one MDX file's text. Throws with the file name and every bad field, so a broken post
 * stops the build with a message that says what to fix.
 */
export function parsePost(fileName: string, source: string): Post {
  const { data, content } = matter(source);
  const result = postFrontmatterSchema.safeParse(data);
  if (!result.success) {
    throw new PostFrontmatterError(
      fileName,
      result.error.issues.map(
        (issue) => `${issue.path.join(".") || "(frontmatter)"} must be ${issue.message}`,
      ),
    );
  }
  const expectedSlug = fileName.replace(/^.*[\\/]/, "").replace(/\.mdx$/, "");
  if (result.data.slug !== expectedSlug) {
    throw new PostFrontmatterError(fileName, [
      `slug must match the file name ("${expectedSlug}"), got "${result.data.slug}"`,
    ]);
  }
  const body = content.trim();
  return { ...result.data, readTime: readTime(body), wordCount: countWords(body), body };
}

export function toSummary({ body: _body, ...summary }: Post): PostSummary {
  void _body;
  return summary;
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

/** SPEC: the post page's title is its slug with hyphens as spaces, words capitalised. */
export function slugInWords(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
