import { blockPageAt } from "@content/block-pages";
import { FIXED_PAGES } from "@content/fixed-pages";

import { BLOCK_PAGES, COLLECTIONS } from "./routes";

/**
 * A page's share-image section, from its address alone (the metadata builder knows no more):
 * fixed pages by their entry, block pages, then the collections' address patterns. Its own module
 * so that the metadata builder reads the table of routes, not the page registry built on it.
 */
export function shareSection(pagePath: string): string | null {
  const path = cleanPath(pagePath);
  const fixed = FIXED_PAGES.find((page) => page.path === path);
  if (fixed) return fixed.section;
  if (blockPageAt(path)) return BLOCK_PAGES.section;
  return Object.values(COLLECTIONS).find(({ pattern }) => pattern.test(path))?.section ?? null;
}

/** "/blog/" and "/blog?x#y" are "/blog". */
export const cleanPath = (pagePath: string) =>
  pagePath.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
