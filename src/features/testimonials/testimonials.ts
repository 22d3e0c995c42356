import type { Testimonial } from "@content/schemas/testimonials";

export type { Testimonial, TestimonialPlace } from "@content/schemas/testimonials";

/** By position, then by name: the order a page shows its testimonials in. */
export function byPosition(a: Testimonial, b: Testimonial): number {
  return a.position - b.position || a.name.localeCompare(b.name);
}
