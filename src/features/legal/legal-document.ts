import type { LegalBlock, LegalContext, LegalDocument } from "@content/legal";
import type { LegalFrontmatter } from "@content/schemas/legal";
import { fillTokens } from "@/lib/fill-tokens";

import { parseLegalMarkdown } from "./legal-markdown";
import { legalTokenValues } from "./legal-tokens";

/**
 * A legal page as the page shows it, from its file's checked frontmatter and its Markdown text,
 * with every `{token}` filled from the site's settings and code. Plain TypeScript: the route
 * reads the file through Astro (legal-content.ts), the tests from disk (test/legal-files.ts).
 */
export function legalDocument(
  file: string,
  frontmatter: LegalFrontmatter,
  body: string,
  ctx: LegalContext,
): LegalDocument {
  const values = legalTokenValues(ctx);
  const fill = (text: string) => fillTokens(text, values);
  const fillBlock = (block: LegalBlock): LegalBlock => {
    switch (block.type) {
      case "p":
        return { type: "p", text: fill(block.text) };
      case "list":
        return { type: "list", items: block.items.map(fill) };
      case "table":
        return {
          type: "table",
          caption: fill(block.caption),
          columns: block.columns.map(fill),
          rows: block.rows.map((row) => row.map(fill)),
        };
      case "email":
        return {
          type: "email",
          label: fill(block.label),
          email: fill(block.email),
          ...(block.subject ? { subject: fill(block.subject) } : {}),
        };
      case "consent-button":
        return { type: "consent-button", label: fill(block.label) };
    }
  };
  return {
    title: frontmatter.title,
    description: fill(frontmatter.description),
    lastUpdated: frontmatter.lastUpdated,
    intro: fill(frontmatter.intro),
    sections: parseLegalMarkdown(file, body).map((section) => ({
      id: section.id,
      title: fill(section.title),
      blocks: section.blocks.map(fillBlock),
    })),
  };
}
