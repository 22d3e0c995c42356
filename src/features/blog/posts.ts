
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { categoryBySlug } from "@content/blog-copy";

import { parsePost, toSummary, type Post, type PostSummary } from "./frontmatter";

/**
 * The posts in content/blog/*.mdx, read once per build. Every file is checked: a bad field,
 * a duplicate id or slug, or a missing hero image stops the build naming the file.
 */
const CONTENT_DIR = path.join(process.cwd(), "content", "blog");
const PUBLIC_DIR = path.join(process.cwd(), "public");

let cache: Post[] | undefined;

export function loadPosts(dir = CONTENT_DIR, publicDir = PUBLIC_DIR): Post[] {
  // Read at build only (every blog page is prerendered): the paths need no output tracing.
  const files = readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((file) => file.endsWith(".mdx"))
    .sort();
  const posts = files.map((file) => {
    const fileName = path.join("content", "blog", file);
    const post = parsePost(
      fileName,
      readFileSync(path.join(/*turbopackIgnore: true*/ dir, file), "utf8"),
    );
    if (!existsSync(path.join(/*turbopackIgnore: true*/ publicDir, post.image))) {
      throw new Error(`Invalid frontmatter in ${fileName}:\n  image ${post.image} does not exist`);
    }
    return post;
  });
  for (const key of ["id", "slug"] as const) {
    const seen = new Map<unknown, string>();
    for (const post of posts) {
      const other = seen.get(post[key]);
      if (other) throw new Error(`Duplicate post ${key} ${post[key]}: ${other} and ${post.slug}`);
      seen.set(post[key], post.slug);
    }
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

function allPosts(): Post[] {
  cache ??= loadPosts();
  return cache;
}

/** Every post's record without its body, newest first. */
export function getPostSummaries(): PostSummary[] {
  return allPosts().map(toSummary);
}

export function getPost(slug: string): Post | undefined {
  return allPosts().find((post) => post.slug === slug);
}

export function getPostsInCategory(categorySlug: string): PostSummary[] {
  const category = categoryBySlug(categorySlug);
  if (!category) return [];
  return getPostSummaries().filter((post) => post.category === category.name);
}
