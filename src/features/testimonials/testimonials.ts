export type {
  Portrait,
  Testimonial,
  TestimonialPlace,
  TestimonialRecord,
} from "@content/schemas/testimonials";

/** By position, then by name: the order a page shows its testimonials in. */
export function byPosition<T extends { position: number; name: string }>(a: T, b: T): number {
  return a.position - b.position || a.name.localeCompare(b.name);
}
