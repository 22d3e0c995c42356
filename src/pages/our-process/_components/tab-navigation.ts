/**
 * The tab a key press moves to in a horizontal tablist (WAI-ARIA Tabs pattern): arrows move and
 * wrap around, Home and End jump to the ends. Null for any other key.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** The tab named by the address (`?tab=…`) when it is one of `ids`, otherwise null. */
export function requestedTab<Id extends string>(search: string, ids: readonly Id[]): Id | null {
  const value = new URLSearchParams(search).get("tab");
  return ids.find((id) => id === value) ?? null;
}
