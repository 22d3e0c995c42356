import { load } from "js-yaml";

import { RESERVED_PATHS } from "./fixed-pages";
import { parseDataFile } from "./schemas/data-file";
import { pageBlockSchema } from "./schemas/page-blocks";
import { blockPageSchema, toBlockPage, type BlockPage } from "./schemas/pages";

/**
 * The pages made of blocks (content/pages/*.yaml), read and checked when the build loads this
 * module: synchronously, so the sitemap, the share images and every page's metadata can list
 * them beside the fixed pages (src/lib/page-registry.ts). A file the schema refuses, two files with
 * one address, or an address a fixed route owns stops the build naming the file and the field.
 */

/** Whether `path` is, or lies under, an address a fixed route uses. */
export function isReservedPath(path: string): boolean {
  return RESERVED_PATHS.some((reserved) => path === reserved || path.startsWith(`${reserved}/`));
}

/** How each kind of block ends a page, as its schema says (content/schemas/block-fields.ts). */
const ENDINGS = new Map(
  pageBlockSchema.options.map((kind) => [kind.shape.discriminant.value, kind.ending]),
);

type Block = BlockPage["sections"][number];

const endingOf = (block: Block) => ENDINGS.get(block.type);

/** The field an editor ticks to make `block` end the page, when it is ticked. */
const tickedEnding = (block: Block) => {
  const ending = endingOf(block);
  return typeof ending === "object" && (block as Record<string, unknown>)[ending.field]
    ? ending.field
    : undefined;
};

/**
 * Whether the page ends with its own closing section (so the footer shows no band): a closing
 * band, a block that ends the page when last (the enquiry form), or one its editor marked so
 * (docs/design-system.md "Calls to action": one closing section per page).
 */
export function closesItself(page: Pick<BlockPage, "sections">): boolean {
  const last = page.sections.at(-1)!;
  const ending = endingOf(last);
  return ending === "always" || ending === "when-last" || tickedEnding(last) !== undefined;
}

/** A closing section before the last one would give the page two endings. */
function checkClosing(file: string, page: BlockPage) {
  const last = page.sections.length - 1;
  page.sections.forEach((block, index) => {
    if (index === last) return;
    if (endingOf(block) === "always") {
      throw new Error(
        `${file}: sections.${index}: a closing band must be the page's last section (one closing section per page)`,
      );
    }
    const field = tickedEnding(block);
    if (field) {
      throw new Error(
        `${file}: sections.${index}.${field}: only the page's last section may end the page (one closing section per page)`,
      );
    }
  });
}

/**
 * What each of the offer's labels asks a visitor to do: a floating card's title and button must
 * ask the same ("FREE 5-Day CTO Pilot" over "Start FREE Pilot", never "List Your Project" over it).
 */
const LABEL_PURPOSES: Readonly<Record<string, "pilot" | "project" | "call">> = {
  startPilot: "pilot",
  riskFreePilot: "pilot",
  pilotOffer: "pilot",
  listProject: "project",
  getStarted: "project",
  listProjectPilot: "project",
  bookCall: "call",
};

const purposeOf = (text: string) => {
  const token = /^\{(\w+)\}$/.exec(text.trim())?.[1];
  return token ? LABEL_PURPOSES[token] : undefined;
};

function checkFloating(file: string, page: BlockPage) {
  if (page.floating?.discriminant !== "banner") return;
  const { title, button } = page.floating.value;
  const [asked, offered] = [purposeOf(title), purposeOf(button)];
  if (asked && offered && asked !== offered) {
    throw new Error(
      `${file}: floating.value.button: ${button} does not do what the title ${title} says (the floating card's title and button say the same thing)`,
    );
  }
}

/** A block page and the file it is written in. */
export type FiledBlockPage = BlockPage & { file: string };

/** Checks and reads the files ({ "content/pages/x.yaml": text }), in file-name order. */
export function readBlockPages(files: Record<string, string>): FiledBlockPage[] {
  const owners = new Map<string, string>();
  return Object.keys(files)
    .sort()
    .map((file) => {
      const page = toBlockPage(parseDataFile(file, blockPageSchema, load(files[file]!)));
      if (isReservedPath(page.path)) {
        throw new Error(`${file}: path: ${page.path} belongs to one of the site's own pages`);
      }
      const owner = owners.get(page.path);
      if (owner) throw new Error(`${file}: path: ${page.path} is already the address of ${owner}`);
      owners.set(page.path, file);
      checkClosing(file, page);
      checkFloating(file, page);
      return { ...page, file };
    });
}

const files = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("/content/pages/*.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  ).map(([file, text]) => [file.slice(1), text]),
);

/** Every block page, checked. */
export const blockPages: readonly FiledBlockPage[] = readBlockPages(files);

/** The block page at `path`, if one is. */
export function blockPageAt(path: string): FiledBlockPage | undefined {
  return blockPages.find((page) => page.path === path);
}
