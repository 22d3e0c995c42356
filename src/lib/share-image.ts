/**
 * Each page's share image (og:image, twitter:image): a 1200×630 PNG at a path derived from the
 * page's own path, drawn at build from the page's title and section (scripts/lib/share-images.mjs
 * reads both back from the built HTML's og:image:alt). Pages kept out of search (noindex) use the default card.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "/" → "/og/home.png"; "/blog/a-post" → "/og/blog/a-post.png". */
export function shareImagePath(pagePath: string): string {
  const clean = pagePath.split(/[?#]/)[0]!.replace(/\/+$/, "");
  if (clean === "") return "/og/home.png";
  if (!/^(\/[a-z0-9][a-z0-9-]*)+$/.test(clean)) {
    throw new Error(`No share image path for "${pagePath}": expected lowercase slug segments`);
  }
  return `/og${clean}.png`;
}

/**
 * The image's text alternative: what the card shows, its section (the page registry's,
 * src/lib/page-registry.ts) first. The build's share-image step reads the card back from it.
 */
export function shareImageAlt(brand: string, title: string, section: string | null): string {
  return section ? `${brand} · ${section}: ${title}` : `${brand}: ${title}`;
}
