/** Words a reader gets through per minute; the usual figure for technical prose. */
export const WORDS_PER_MINUTE = 200;

/** The words a reader reads in an MDX body: code fences, JSX tags and markup left out. */
export function countWords(mdx: string): number {
  const text = mdx
    .replace(/```[\s\S]*?```/g, " ") // code blocks are skimmed, not read
    .replace(/<[^>]+>/g, " ") // JSX and HTML tags (their text content stays)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ") // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links keep their text
    .replace(/[#>*_`|~-]+/g, " ");
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,%$₹+/]*/gu);
  return words?.length ?? 0;
}

/** "N min read", rounded up, never below one minute. */
export function readTime(mdx: string, wordsPerMinute = WORDS_PER_MINUTE): string {
  const minutes = Math.max(1, Math.ceil(countWords(mdx) / wordsPerMinute));
  return `${minutes} min read`;
}
