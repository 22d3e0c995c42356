/**
 * The related posts under an article: same category first, then the posts sharing the most
 * tags, then the newest. Never the post itself.
 */
type Relatable = { slug: string; category: string; tags: readonly string[]; date: string };

export function relatedPosts<T extends Relatable>(current: T, posts: readonly T[], count = 3): T[] {
  const tags = new Set(current.tags.map((tag) => tag.toLowerCase()));
  const shared = (post: T) => post.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
  return posts
    .filter((post) => post.slug !== current.slug)
    .map((post) => ({ post, sameCategory: post.category === current.category ? 1 : 0 }))
    .sort(
      (a, b) =>
        b.sameCategory - a.sameCategory ||
        shared(b.post) - shared(a.post) ||
        b.post.date.localeCompare(a.post.date) ||
        a.post.slug.localeCompare(b.post.slug),
    )
    .slice(0, count)
    .map(({ post }) => post);
}
