import { getCollection } from "astro:content";

import { byPosition, type Testimonial, type TestimonialPlace } from "./testimonials";

/** The testimonials shown on `place` (content/testimonials/*.yaml, each says where it shows). */
export async function loadTestimonials(place: TestimonialPlace): Promise<Testimonial[]> {
  return (await getCollection("testimonials"))
    .map((entry) => ({ ...entry.data, id: entry.id }))
    .filter((testimonial) => testimonial.shownOn.includes(place))
    .sort(byPosition);
}
