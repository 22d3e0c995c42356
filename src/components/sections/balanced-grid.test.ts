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
  for (const max of [2, 3, 4] as const) {
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

  // Issue 23: five cards in a row leave lines of about 20 characters at 1280 px.
  for (const max of [2, 3, 4] as const) {
    for (let count = 1; count <= 12; count++) {
      it(`${count} items, up to ${max} columns: never five cards in a row at desktop widths`, () => {
        const grid = balancedGrid(count, max);
        const columns =
          tracks(grid.list, "lg:") || tracks(grid.list, "md:") || tracks(grid.list, "sm:") || 1;
        expect(columns).not.toBe(5);
        const span = (index: number) => {
          const classes = grid.item(index);
          return /lg:col-span/.test(classes)
            ? spanAt(classes, "lg:")
            : /md:col-span|sm:col-span/.test(classes)
              ? Math.max(spanAt(classes, "md:"), spanAt(classes, "sm:"))
              : 1;
        };
        const perRow = rows(count, columns, span).result;
        expect(Math.max(...perRow), grid.list).toBeLessThanOrEqual(4);
        expect(perRow, grid.list).not.toContain(5);
      });
    }
  }

  it("five items are a row of three and a row of two on wide screens", () => {
    const grid = balancedGrid(5, 4);
    const spans = [0, 1, 2, 3, 4].map((index) => spanAt(grid.item(index), "lg:"));
    expect(tracks(grid.list, "lg:")).toBe(6);
    expect(rows(5, 6, (index) => spans[index]!).result).toEqual([3, 2]);
  });

  it("three items sit in one row of three", () => {
    expect(balancedGrid(3).list).toContain("md:grid-cols-3");
  });
});
