import { getImage } from "astro:assets";
import { getCollection } from "astro:content";

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
    entries.map(async (entry) => {
      const drawing = entry.data.portrait.format === "svg";
      const image = await getImage({
        src: entry.data.portrait,
        width: PORTRAIT_SIZE,
        height: PORTRAIT_SIZE,
        // A drawing scales by itself; a photo gets a file for ordinary and for sharp screens.
        ...(drawing ? { format: "svg" } : { format: "avif", densities: [1, 2] }),
      });
      return {
        ...entry.data,
        id: entry.id,
        portrait: {
          src: image.src,
          srcSet: image.srcSet.attribute || undefined,
          width: PORTRAIT_SIZE,
          height: PORTRAIT_SIZE,
        },
      };
    }),
  );
}
