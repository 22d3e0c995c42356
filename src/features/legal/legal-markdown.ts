// Relative imports: src/content.config.ts checks the files with this module while the content
// store syncs, and content/schemas must stay free of path aliases.
import type { Heading, List, Paragraph, PhrasingContent, RootContent, Table } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTable } from "micromark-extension-gfm-table";

import type { LegalBlock, LegalSection } from "../../../content/legal/types";
import { unknownLegalTokens } from "../../../content/schemas/legal";

/**
 * Reads the text of a legal page (content/legal/*.md, below the frontmatter) into the sections
 * the page shows, tokens still in braces. The conventions (content/schemas/legal.ts
 * LEGAL_BODY_HELP): `## Heading` starts a section, its id the heading's slug unless the heading is
 * a link to `#id`; paragraphs, `-` lists and pipe tables below it, each table right after its
 * caption in italics; a paragraph that is only a `mailto:` link is an email line, one that is
 * only a link to #cookie-preferences the button that opens the cookie choices. Anything else
 * (bold, other links, HTML, a deeper heading…) is refused, naming the file and the line, rather
 * than dropped from the page.
 */

export const CONSENT_BUTTON_HREF = "#cookie-preferences";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Third-Party Links" → "third-party-links". */
export function sectionSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

class LegalMarkdownError extends Error {}

type Positioned = { position?: { start: { line: number } } };

/** Every text of a section, where a token may stand. */
const textsOf = (section: LegalSection): string[] => [
  section.title,
  ...section.blocks.flatMap((block) => {
    switch (block.type) {
      case "p":
        return [block.text];
      case "list":
        return [...block.items];
      case "table":
        return [block.caption, ...block.columns, ...block.rows.flat()];
      case "email":
        return [block.label, block.email, block.subject ?? ""];
      case "consent-button":
        return [block.label];
    }
  }),
];

export function parseLegalMarkdown(file: string, markdown: string): LegalSection[] {
  const root = fromMarkdown(markdown, {
    extensions: [gfmTable()],
    mdastExtensions: [gfmTableFromMarkdown()],
  });
  const fail: (node: Positioned | undefined, message: string) => never = (node, message) => {
    const at = node?.position ? `:${node.position.start.line}` : "";
    throw new LegalMarkdownError(`${file}${at}: ${message}`);
  };

  /** Plain text only: a soft line break reads as a space, as on the page. */
  const plain = (nodes: PhrasingContent[], where: string, parent?: RootContent): string => {
    const parts = nodes.map((node) => {
      if (node.type === "text") return node.value;
      if (node.type === "break") return " ";
      return fail(node, `${where}: only plain text here, not ${describe(node)}`);
    });
    const text = parts
      .join("")
      .replace(/\s*\n\s*/g, " ")
      .trim();
    if (!text) fail(parent, `${where} is empty`);
    return text;
  };

  const heading = (node: Heading): Pick<LegalSection, "id" | "title"> => {
    if (node.depth !== 2) fail(node, "a section starts with a level-2 heading (## Title)");
    const [only] = node.children;
    if (node.children.length === 1 && only!.type === "link") {
      const id = only.url.startsWith("#") ? only.url.slice(1) : "";
      if (!SLUG.test(id)) {
        fail(node, "a heading can only link to its own address, e.g. (#data-retention)");
      }
      return { id, title: plain(only.children, "a heading", node) };
    }
    const title = plain(node.children, "a heading", node);
    return { id: sectionSlug(title), title };
  };

  const list = (node: List): LegalBlock => {
    if (node.ordered) fail(node, "lists are bullet lists (- item)");
    const items = node.children.map((item) => {
      const [only] = item.children;
      if (item.children.length !== 1 || only!.type !== "paragraph") {
        return fail(item, "a list item is one paragraph of text");
      }
      return plain(only.children, "a list item", only);
    });
    return { type: "list", items };
  };

  const table = (node: Table, caption: string | undefined): LegalBlock => {
    if (caption === undefined) {
      fail(node, "a table needs its caption, in italics, on the line right above it");
    }
    const [head, ...body] = node.children.map((row) =>
      row.children.map((cell) => plain(cell.children, "a table cell", row)),
    );
    if (body.length === 0) fail(node, "a table needs a heading row and at least one row");
    for (const [index, row] of body.entries()) {
      if (row.length !== head!.length) {
        fail(node.children[index + 1], `a table row needs ${head!.length} cells`);
      }
    }
    return { type: "table", caption: caption!, columns: head!, rows: body };
  };

  /** A table's caption: the paragraph right above it, all in italics. */
  const captionOf = (node: RootContent | undefined): string | undefined => {
    if (node?.type !== "paragraph" || node.children.length !== 1) return undefined;
    const [only] = node.children;
    return only!.type === "emphasis" ? plain(only.children, "a table's caption", node) : undefined;
  };

  /** A part of a mailto: link, its %20s decoded; a stray % is the file's mistake, named. */
  const decoded = (node: Paragraph, value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return fail(node, `a broken %-escape in the link: ${value}`);
    }
  };

  /** A paragraph: text, an email line, the consent button, or a table's caption (`null`). */
  const paragraph = (node: Paragraph, next: RootContent | undefined): LegalBlock | null => {
    const [only] = node.children;
    if (node.children.length === 1 && only!.type === "emphasis") {
      if (next?.type !== "table") fail(node, "italics are a table's caption, right above it");
      return null;
    }
    if (node.children.length === 1 && only!.type === "link") {
      const label = plain(only.children, "a link's text", node);
      if (only.url === CONSENT_BUTTON_HREF) return { type: "consent-button", label };
      const mailto = /^mailto:([^?]+)(?:\?subject=([^&]*))?$/.exec(only.url);
      if (!mailto) {
        return fail(
          node,
          `a link on its own is an email (mailto:…?subject=…) or the cookie button (${CONSENT_BUTTON_HREF}), not ${only.url}`,
        );
      }
      const subject = mailto[2] === undefined ? undefined : decoded(node, mailto[2]);
      return {
        type: "email",
        label,
        email: decoded(node, mailto[1]!),
        ...(subject ? { subject } : {}),
      };
    }
    return { type: "p", text: plain(node.children, "a paragraph", node) };
  };

  const sections: Array<{ id: string; title: string; blocks: LegalBlock[] }> = [];
  for (const [index, node] of root.children.entries()) {
    if (node.type === "heading") {
      sections.push({ ...heading(node), blocks: [] });
      continue;
    }
    if (node.type === "definition") fail(node, "link definitions are not used here");
    const section = sections.at(-1);
    if (!section) return fail(node, "the text starts with a section heading (## Title)");
    switch (node.type) {
      case "paragraph": {
        const block = paragraph(node, root.children[index + 1]);
        if (block) section.blocks.push(block);
        break;
      }
      case "list":
        section.blocks.push(list(node));
        break;
      case "table":
        section.blocks.push(table(node, captionOf(root.children[index - 1])));
        break;
      default:
        fail(node, `not used on a legal page: ${describe(node)}`);
    }
  }
  if (sections.length === 0) fail(undefined, "no sections (## Title)");
  for (const section of sections) {
    if (section.blocks.length === 0) fail(undefined, `section “${section.title}” is empty`);
  }
  const ids = sections.map((section) => section.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) fail(undefined, `two sections have the address #${repeated[0]}`);

  const texts = sections.flatMap(textsOf);
  const unknown = [...new Set(texts.flatMap(unknownLegalTokens))];
  if (unknown.length > 0) {
    fail(undefined, `unknown ${unknown.map((name) => `{${name}}`).join(", ")} in braces`);
  }
  if (texts.some((text) => /[{}]/.test(text.replace(/\{[^{}]*\}/g, "")))) {
    fail(undefined, "a brace without its pair: braces hold a value's name, e.g. {brand}");
  }
  return sections;
}

function describe(node: RootContent): string {
  const names: Partial<Record<RootContent["type"], string>> = {
    emphasis: "italics",
    strong: "bold text",
    link: "a link",
    inlineCode: "code",
    html: "HTML",
    image: "an image",
    code: "a code block",
    blockquote: "a quote",
    thematicBreak: "a horizontal line",
  };
  return names[node.type] ?? node.type;
}
