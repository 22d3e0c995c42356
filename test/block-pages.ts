import type { BlockOf, PageBlock } from "../content/schemas/page-blocks";
import { blockPageSchema, toBlockPage, type BlockPage } from "../content/schemas/pages";

import { contentFolderFiles, readContentFile } from "./content-files";

/**
 * A page made of blocks (content/pages/<name>.yaml) as its route reads it, outside Astro (unit
 * and browser tests): checked, each block's kind as `type`.
 */
export function readBlockPage(name: string): BlockPage {
  return toBlockPage(readContentFile(`content/pages/${name}.yaml`, blockPageSchema));
}

/** Every page made of blocks (content/pages/*.yaml), in file-name order. */
export function readBlockPages(): BlockPage[] {
  return contentFolderFiles("content/pages").map((file) =>
    toBlockPage(readContentFile(file, blockPageSchema)),
  );
}

/** The page's block of kind `type` whose anchor is `id`; a missing one fails the test. */
export function blockOf<K extends PageBlock["type"]>(
  page: BlockPage,
  type: K,
  id: string,
): BlockOf<K> {
  const block = page.sections.find((item) => item.type === type && item.id === id);
  if (!block) throw new Error(`${page.path} has no ${type} block #${id}`);
  return block as BlockOf<K>;
}
