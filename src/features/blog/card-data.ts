import { formatPostDate, type PostSummary } from "./post-summary";
import type { PostCardData } from "./post-card";

/** Only what a card shows (and the filter reads) goes to the browser. */
export function toCardData(post: PostSummary): PostCardData & { tags: string[] } {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    date: post.date,
    displayDate: formatPostDate(post.date),
    readTime: post.readTime,
    image: post.image,
    imageAlt: post.imageAlt,
    tags: post.tags,
  };
}
