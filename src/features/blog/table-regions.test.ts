import { readFileSync } from "node:fs";
import path from "node:path";

import { markdownToHtml } from "satteri";
import { describe, expect, it } from "vitest";

import { tableRegions } from "./table-regions";

const render = (markdown: string) => markdownToHtml(markdown, { hastPlugins: [tableRegions] }).html;

describe("tables in posts (the Markdown pipeline's table-regions step)", () => {
  it("renders a GFM table as a real table in a focusable region named from its header row", () => {
    const html = render(
      "Intro\n\n|  | Full-time CTO | **Fractional** CTO |\n| --- | --- | --- |\n| Equity | 5-15% | none |\n",
    );
    expect(html).toMatch(
      /<div role="region" aria-label="Table: Full-time CTO, Fractional CTO" tabindex="0" data-article-table="" class="[^"]*overflow-x-auto[^"]*"><table>/,
    );
    expect(html).toContain("<td>5-15%</td>");
    expect(html.trim()).toMatch(/<\/table><\/div>$/);
  });

  it("names a table whose header says nothing plainly, and leaves other blocks alone", () => {
    expect(render("| |\n| - |\n| a |")).toContain('aria-label="Table"');
    expect(render("Text and `code`.").trim()).toBe("<p>Text and <code>code</code>.</p>");
  });

  it("is what the comparison post uses: a table, no longer a code block", () => {
    const post = readFileSync(
      path.join(process.cwd(), "content/blog/fractional-cto-vs-full-time-hire.mdx"),
      "utf8",
    ).replace(/^---[\s\S]*?---/, "");
    const html = render(post);
    expect(html).toContain('aria-label="Table: Cost and terms, Full-time CTO, Fractional CTO"');
    expect(html).toContain("<td>$84K at $7,000/month (20 hrs/month)</td>");
    expect(html).not.toContain("<pre");
  });
});
