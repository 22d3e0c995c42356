export type { Service, ServiceIcon } from "@content/schemas/services";

/** By position, then by title: the order the home page shows the service cards in. */
export function byPosition<T extends { position: number; title: string }>(a: T, b: T): number {
  return a.position - b.position || a.title.localeCompare(b.title);
}
