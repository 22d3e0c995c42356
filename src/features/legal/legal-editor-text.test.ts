import type { Node, Parent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmTableFromMarkdown, gfmTableToMarkdown } from "mdast-util-gfm-table";
import { mdxFromMarkdown, mdxToMarkdown } from "mdast-util-mdx";
import { toMarkdown } from "mdast-util-to-markdown";
import { gfmTable } from "micromark-extension-gfm-table";
import { mdxjs } from "micromark-extension-mdxjs";
import { describe, expect, it } from "vitest";

import { LEGAL_PAGES } from "@content/schemas/legal-pages";

import { readContentBody } from "../../../test/content-files";
import { parseLegalMarkdown } from "./legal-markdown";

/**
 * The editor's text field (keystatic.config.ts, `fields.mdx` with the extension "md") reads a
 * legal page as MDX with pipe tables and writes it back with the same libraries. Each file must
 * open there as plain Markdown (a bare `{brand}` would be code to it), and what it writes back
 * must read as the same page.
 */

const types = (node: Node): string[] => [
  node.type,
  ...("children" in node ? (node as Parent).children.flatMap(types) : []),
];

describe("the legal pages in the editor's text field", () => {
  for (const page of LEGAL_PAGES) {
    it(`${page}: opens as Markdown and saves back to the same page`, () => {
      const file = `content/legal/${page}.md`;
      const body = readContentBody(file);
      const tree = fromMarkdown(body, {
        extensions: [mdxjs(), gfmTable()],
        mdastExtensions: [mdxFromMarkdown(), gfmTableFromMarkdown()],
      });
      expect(types(tree).filter((type) => type.startsWith("mdx"))).toEqual([]);
      const saved = toMarkdown(tree, {
        extensions: [gfmTableToMarkdown(), mdxToMarkdown()],
        rule: "-",
      });
      expect(parseLegalMarkdown(file, saved)).toEqual(parseLegalMarkdown(file, body));
    });
  }
});
