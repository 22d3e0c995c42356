import { getCollection } from "astro:content";

import { fixedSizeImage } from "@/components/ui/optimised-image";

import { byPosition, type Testimonial, type TestimonialPlace } from "./testimonials";

/** The portrait's size on the cards, in CSS pixels (src/components/sections/testimonial-cards.tsx). */
export const PORTRAIT_SIZE = 56;

/**
 * The testimonials shown on `place` (content/testimonials/*.yaml, each says where it shows), with
 * each portrait made into what the card needs: a drawing as it is, a photo as AVIF at the card's
 * size and twice it (a 4 MB upload becomes a few kilobytes).
 */
export async function loadTestimonials(place: TestimonialPlace): Promise<Testimonial[]> {
  const entries = (await getCollection("testimonials"))
    .filter((entry) => entry.data.shownOn.includes(place))
    .sort((a, b) => byPosition(a.data, b.data));
  return Promise.all(
    entries.map(async (entry) => ({
      ...entry.data,
      id: entry.id,
      portrait: await fixedSizeImage(entry.data.portrait, {
        width: PORTRAIT_SIZE,
        height: PORTRAIT_SIZE,
      }),
    })),
  );
}
