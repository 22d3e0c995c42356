/**
 * Column classes for a grid of cards that never leaves a lone card on its last row (issue 13:
 * "a 2 + 1 card gap"): the column count at each width is chosen from the number of items, and
 * where no count divides them (5 items in three columns) the last row's cards widen to fill it.
 * Never five in a row (issue 23): at 1280 px five cards leave lines of about 20 characters, so
 * five items are a row of three and a row of two, and rows hold 2, 3 or 4 cards.
 */
export type GridColumns = 2 | 3 | 4;

export function balancedGrid(count: number, max: GridColumns = 3) {
  if (max === 2 || count <= 2) {
    return {
      list: count === 1 ? "grid gap-6" : "grid gap-6 md:grid-cols-2",
      item: (index: number) => (count % 2 === 1 && index === count - 1 ? "md:col-span-2" : ""),
    };
  }
  if (count === 3) {
    return { list: "grid gap-6 md:grid-cols-3", item: () => "" };
  }
  if (count % 4 === 0 && max >= 4) {
    return { list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4", item: () => "" };
  }
  if (count % 3 === 0) {
    return {
      list:
        count % 2 === 0 ? "grid gap-6 md:grid-cols-2 lg:grid-cols-3" : "grid gap-6 md:grid-cols-3",
      item: () => "",
    };
  }
  if (count % 2 === 0) {
    // 4, 8, 10… in two columns (three would leave one or two alone).
    return { list: "grid gap-6 md:grid-cols-2", item: () => "" };
  }
  // 5, 7, 11…: two columns (the last card full width) and three on wide screens (a six-track
  // grid), where a last row of two shares the row half and half, and a last card alone spans it.
  return {
    list: "grid gap-6 md:grid-cols-2 lg:grid-cols-6",
    item: (index: number) => {
      const last = index === count - 1;
      const inLastRow = index >= count - (count % 3);
      const wide = !inLastRow
        ? "lg:col-span-2"
        : count % 3 === 2
          ? "lg:col-span-3"
          : "lg:col-span-6";
      return last ? `md:col-span-2 ${wide}` : wide;
    },
  };
}
