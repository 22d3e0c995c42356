import { categoryBySlug } from "@content/blog-copy";

export type BlogFilter = { query: string; categorySlug: string | null };

type Filterable = { title: string; excerpt: string; tags: readonly string[]; category: string };

const normalise = (text: string) =>
  text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The blog list's filter (docs/product.md §10.5): every word of the query must appear in the
 * title, excerpt or tags; the category must match exactly. An unknown category matches nothing.
 */
export function filterPosts<T extends Filterable>(posts: readonly T[], filter: BlogFilter): T[] {
  const words = normalise(filter.query).split(" ").filter(Boolean);
  const category = filter.categorySlug ? categoryBySlug(filter.categorySlug) : null;
  if (filter.categorySlug && !category) return [];
  return posts.filter((post) => {
    if (category && post.category !== category.name) return false;
    if (words.length === 0) return true;
    const haystack = normalise([post.title, post.excerpt, ...post.tags].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** Reads ?q= and ?category= (a category slug); an unknown category is dropped. */
export function readFilter(search: string): BlogFilter {
  const params = new URLSearchParams(search);
  const slug = params.get("category");
  return {
    query: params.get("q") ?? "",
    categorySlug: slug && categoryBySlug(slug) ? slug : null,
  };
}

/** The query string for a filter: empty values are left out so the plain URL stays /blog. */
export function writeFilter(filter: BlogFilter): string {
  const params = new URLSearchParams();
  if (filter.query.trim()) params.set("q", filter.query);
  if (filter.categorySlug) params.set("category", filter.categorySlug);
  const text = params.toString();
  return text ? `?${text}` : "";
}
