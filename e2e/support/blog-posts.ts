import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Astro's own frontmatter reader (js-yaml), so the tests see each post exactly as the build does.
import { parseFrontmatter } from "@astrojs/internal-helpers/frontmatter";

import {
  frontmatterProblems,
  postFrontmatterSchema,
  postFileSlug,
} from "../../content/schemas/blog";
import {
  byNewest,
  HERO_FRAME,
  toPostSummary,
  type PostSummary,
} from "../../src/features/blog/post-summary";

export type PostFile = PostSummary & { fileName: string; body: string };

/**
 * The posts in content/blog/*.mdx for tests (browser and unit), outside Astro: each file's
 * frontmatter through the collection's schema, its body as written, newest first.
 */
export function readPostFiles(dir = path.join(process.cwd(), "content", "blog")): PostFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const fileName = path.join("content", "blog", file);
      const { frontmatter, content } = parseFrontmatter(readFileSync(path.join(dir, file), "utf8"));
      const problems = frontmatterProblems(frontmatter);
      if (problems.length > 0) throw new Error(`${fileName}:\n  ${problems.join("\n  ")}`);
      const body = content.trim();
      const { image, ...data } = postFrontmatterSchema.parse(frontmatter);
      // The hero as the file names it: only a build makes the optimised one.
      const hero = { src: image, ...HERO_FRAME };
      const summary = toPostSummary(data, body, postFileSlug(fileName), hero);
      return { ...summary, fileName, body };
    })
    .sort(byNewest);
}
