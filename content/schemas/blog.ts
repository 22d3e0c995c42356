// Relative imports: the editor's schemas are computed from this file when Vite starts
// (src/features/editor/editor-schemas-plugin.ts), before path aliases exist.
import "./zod-config";

import { z } from "zod";

import { BLOG_CATEGORY_NAMES } from "../blog-copy";
import { assetImage, calendarDate } from "./fields";

/**
 * The rules of a post's frontmatter (content/blog/*.mdx). Plain TypeScript with no Astro import:
 * src/content.config.ts gives this schema to the blog collection (a bad post stops the build,
 * Astro naming the file and each bad field), and the unit tests check the same rules directly.
 * Each message completes "<field>: must be …".
 */

const nonEmpty = (max: number) =>
  z
    .string({ message: "must be a text" })
    .trim()
    .min(1, { message: "must be a non-empty text" })
    .max(max, { message: `must be a text of at most ${max} characters` });

/**
 * A post's page is titled "<title> | Tech Blog" (12 characters), within the 60 a search result
 * shows; its excerpt is the meta description, 50-160 characters (src/lib/site-pages.ts). The
 * post as the blog shows it (read time, optimised hero): src/features/blog/post-summary.ts.
 */
const TITLE_MAX = 48;

/** A post's address, its file's name: lower-case words joined by hyphens. */
const POST_ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EXCERPT_MIN = 50;
const EXCERPT_MAX = 160;

export const postFrontmatterSchema = z.object({
  title: nonEmpty(TITLE_MAX).meta({
    title: "Title",
    description: `At most ${TITLE_MAX} characters: search results show it with “| Tech Blog”.`,
  }),
  id: z
    .number({ message: "must be a whole number" })
    .int({ message: "must be a whole number" })
    .positive({ message: "must be a whole number above 0" })
    .meta({
      title: "Post number",
      description: "A number no other post has: one more than the newest post's.",
    }),
  // The file's name is the post's address: a slug written in the file would be a second one
  // (and the editor refuses to open a file with a field it does not know).
  slug: z
    .never({ message: "must not be written: the file's name is the post's address" })
    .optional()
    .meta({ hidden: true }),
  excerpt: nonEmpty(EXCERPT_MAX)
    .refine((text) => text.length >= EXCERPT_MIN, {
      message: `must be a text of at least ${EXCERPT_MIN} characters (it is the page's meta description)`,
    })
    .meta({
      title: "Summary",
      description: `${EXCERPT_MIN}-${EXCERPT_MAX} characters: shown on the blog's cards and to search engines.`,
      multiline: true,
    }),
  category: z
    .enum(BLOG_CATEGORY_NAMES, {
      message: `must be one of: ${BLOG_CATEGORY_NAMES.join(", ")}`,
    })
    .meta({ title: "Category" }),
  author: nonEmpty(80).meta({ title: "Author" }),
  date: calendarDate().meta({ title: "Published on", description: "Newest posts come first." }),
  updated: calendarDate().optional().meta({ title: "Updated on", description: "Optional." }),
  // The editor uploads it into src/assets/blog/<post>/; the build optimises it (posts.ts).
  image: assetImage("blog", 2).meta({
    title: "Picture at the top",
    description:
      "Wide, 1200 × 630 pixels or larger: a drawing (SVG) or a photo, which the site resizes.",
  }),
  imageAlt: nonEmpty(200).meta({
    title: "What the picture shows",
    description: "One sentence for people who cannot see it.",
  }),
  tags: z
    .array(nonEmpty(40).meta({ title: "Tag" }), { message: "must be a list of tags" })
    .min(1, { message: "must be at least one tag" })
    .max(8, { message: "must be at most 8 tags" })
    .meta({ title: "Tags" }),
});

export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;

/** The frontmatter's problems as "field: must be …" lines, for tests and tools. */
export function frontmatterProblems(data: unknown): string[] {
  const result = postFrontmatterSchema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${issue.path.join(".") || "(frontmatter)"}: ${issue.message}`,
  );
}

/** The file name without its folder and extension: what a post's slug must equal. */
export function postFileSlug(fileName: string): string {
  return fileName.replace(/^.*[\\/]/, "").replace(/\.mdx?$/, "");
}

/**
 * The rules that span files, checked once every post has passed the schema: the file name is an
 * address (lower-case words joined by hyphens), ids are unique, and the hero image exists (its
 * path is relative to the post's file). Returns one line per problem, each naming the file.
 */
export function postSetProblems(
  posts: readonly { fileName: string; data: Pick<PostFrontmatter, "id" | "image"> }[],
  imageExists: (imagePath: string, fileName: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const { fileName, data } of posts) {
    if (!POST_ADDRESS.test(postFileSlug(fileName))) {
      problems.push(
        `${fileName}: the file name must be lower-case words joined by hyphens, e.g. mvp-to-1m-arr-lessons.mdx`,
      );
    }
    if (!imageExists(data.image, fileName)) {
      problems.push(`${fileName}: image ${data.image} does not exist`);
    }
  }
  const seen = new Map<number, string>();
  for (const { fileName, data } of posts) {
    const other = seen.get(data.id);
    if (other) problems.push(`${fileName}: duplicate post id ${data.id} (also in ${other})`);
    else seen.set(data.id, fileName);
  }
  return problems;
}
