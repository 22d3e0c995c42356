import { getCollection, type CollectionEntry } from "astro:content";

import { categoryBySlug } from "@content/blog-copy";
import { responsiveImage } from "@/components/ui/optimised-image";

import { byNewest, HERO_FRAME, toPostSummary, type PostSummary } from "./post-summary";

/**
 * The posts of the blog collection (src/content.config.ts), for pages and endpoints at build
 * time. Astro-only (astro:content); the rules themselves live in content/schemas/blog.ts.
 */
export type PostEntry = CollectionEntry<"blog">;

/**
 * The widths a hero is made at: a card (about 380 px wide, twice on sharp screens) up to the top
 * of its page (768 px, twice).
 */
const HERO_WIDTHS = [400, 800, 1200, 1600];

export async function toSummary(entry: PostEntry): Promise<PostSummary> {
  const { image, ...data } = entry.data;
  const hero = await responsiveImage(image, { ...HERO_FRAME, widths: HERO_WIDTHS });
  return toPostSummary(data, entry.body ?? "", entry.id, hero);
}

/** Every post's record and entry (with its body, for render()), newest first. */
export async function getPostEntries(): Promise<{ entry: PostEntry; post: PostSummary }[]> {
  const entries = await getCollection("blog");
  const posts = await Promise.all(
    entries.map(async (entry) => ({ entry, post: await toSummary(entry) })),
  );
  return posts.sort((a, b) => byNewest(a.post, b.post));
}

/**
 * Every post's record without its body, newest first: the blog list, the feed, related posts
 * and the sitemap (slug, date, updated?, category) read this.
 */
export async function getPostSummaries(): Promise<PostSummary[]> {
  return (await getPostEntries()).map(({ post }) => post);
}

export async function getPostsInCategory(categorySlug: string): Promise<PostSummary[]> {
  const category = categoryBySlug(categorySlug);
  if (!category) return [];
  return (await getPostSummaries()).filter((post) => post.category === category.name);
}
