import { getCollection, type CollectionEntry } from "astro:content";

import { categoryBySlug } from "@content/blog-copy";

import { byNewest, toPostSummary, type PostSummary } from "./frontmatter";

/**
 * The posts of the blog collection (src/content.config.ts), for pages and endpoints at build
 * time. Astro-only (astro:content); the rules themselves live in ./frontmatter.ts.
 */
export type PostEntry = CollectionEntry<"blog">;

export function toSummary(entry: PostEntry): PostSummary {
  return toPostSummary(entry.data, entry.body ?? "", entry.id);
}

/** Every post entry (with its body, for render()), newest first. */
export async function getPostEntries(): Promise<PostEntry[]> {
  const entries = await getCollection("blog");
  const summaries = new Map(entries.map((entry) => [entry, toSummary(entry)]));
  return entries.sort((a, b) => byNewest(summaries.get(a)!, summaries.get(b)!));
}

/**
 * Every post's record without its body, newest first: the blog list, the feed, related posts
 * and the sitemap (slug, date, updated?, category) read this.
 */
export async function getPostSummaries(): Promise<PostSummary[]> {
  return (await getCollection("blog")).map(toSummary).sort(byNewest);
}

export async function getPostsInCategory(categorySlug: string): Promise<PostSummary[]> {
  const category = categoryBySlug(categorySlug);
  if (!category) return [];
  return (await getPostSummaries()).filter((post) => post.category === category.name);
}
