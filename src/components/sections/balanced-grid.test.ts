import { describe, expect, it } from "vitest";

import { balancedGrid } from "./balanced-grid";

/** Cards per row for `count` items on a grid of `columns` tracks, given each item's span. */
function rows(count: number, columns: number, span: (index: number) => number) {
  const result: number[] = [];
  let used = columns;
  for (let index = 0; index < count; index++) {
    const width = Math.min(span(index), columns);
    if (used + width > columns) {
      result.push(0);
      used = 0;
    }
    result[result.length - 1]! += 1;
    used += width;
  }
  return { result, filled: used === columns };
}

const tracks = (list: string, prefix: string) =>
  Number(new RegExp(`${prefix}grid-cols-(\\d)`).exec(list)?.[1] ?? 0);
const spanAt = (classes: string, prefix: string) =>
  Number(new RegExp(`(?:^| )${prefix}col-span-(\\d)`).exec(classes)?.[1] ?? 1);

describe("balancedGrid", () => {
  for (const max of [2, 3, 4, 5] as const) {
    for (let count = 2; count <= 9; count++) {
      it(`${count} items, up to ${max} columns: every row full at md and lg`, () => {
        const grid = balancedGrid(count, max);
        for (const width of ["md:", "lg:"]) {
          // The widest breakpoint defined at or below this one.
          const columns =
            width === "lg:"
              ? tracks(grid.list, "lg:") || tracks(grid.list, "md:") || tracks(grid.list, "sm:")
              : tracks(grid.list, "md:") || tracks(grid.list, "sm:");
          if (columns <= 1) continue;
          const span = (index: number) => {
            const classes = grid.item(index);
            return width === "lg:" && /lg:col-span/.test(classes)
              ? spanAt(classes, "lg:")
              : /md:col-span|sm:col-span/.test(classes)
                ? Math.max(spanAt(classes, "md:"), spanAt(classes, "sm:"))
                : 1;
          };
          expect(rows(count, columns, span).filled, `${width} ${grid.list}`).toBe(true);
        }
      });
    }
  }

  it("three items sit in one row of three", () => {
    expect(balancedGrid(3).list).toContain("md:grid-cols-3");
  });
});
