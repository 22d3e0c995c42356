import type { Element, ElementContent } from "hast";
import { defineHastPlugin } from "satteri";

/**
 * A step of the Markdown pipeline (Sätteri's HTML tree; astro.config.mjs, MDX posts inherit it):
 * every GFM table is put in a box of its own that scrolls sideways on a phone, never the page.
 * The box is a region named from the table's header row, which the keyboard can focus and scroll
 * (axe: scrollable-region-focusable); its edges show a shadow while more is off to that side
 * (article-table.css). Here and not in the MDX components: Astro hands a component its children
 * as finished HTML, so a `table` component could not read its header to name itself.
 */

function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  return "children" in node ? node.children.map(textOf).join("") : "";
}

const elements = (nodes: readonly ElementContent[], tagName: string) =>
  nodes.filter((node): node is Element => node.type === "element" && node.tagName === tagName);

/** The region's name: "Table: " and the header row's cells that say something. */
export function tableLabel(table: Element): string {
  const [head] = elements(table.children, "thead");
  const [row] = head ? elements(head.children, "tr") : [];
  const cells = row
    ? row.children
        .filter((cell) => cell.type === "element")
        .map((cell) => textOf(cell).replace(/\s+/g, " ").trim())
        .filter(Boolean)
    : [];
  return cells.length ? `Table: ${cells.join(", ")}` : "Table";
}

/** The scroll box around one table. */
export function tableRegion(table: Element): Element {
  return {
    type: "element",
    tagName: "div",
    properties: {
      role: "region",
      ariaLabel: tableLabel(table),
      tabIndex: 0,
      dataArticleTable: "",
      className: ["mt-6 overflow-x-auto rounded-xl border border-line"],
    },
    children: [],
  };
}

export const tableRegions = defineHastPlugin({
  name: "table-regions",
  element: {
    filter: ["table"],
    visit(table, ctx) {
      ctx.wrapNode(table, tableRegion(table as Element));
    },
  },
});
