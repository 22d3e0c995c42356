import type { HomePageCopy } from "@content/schemas/home";
import { SectionHeading } from "@/components/sections/section-heading";
import { Reveal } from "@/components/sections/reveal";
import { TestimonialCards } from "@/components/sections/testimonial-cards";
import type { Testimonial } from "@content/schemas/testimonials";

/**
 * What clients said, on the page's dark band, each with the author's portrait: three in a row
 * from 1024 px, a row to swipe through on phones (the next card peeks in).
 */
export function HomeTestimonials({
  copy: homeTestimonials,
  items,
}: {
  copy: HomePageCopy["testimonials"];
  items: readonly Testimonial[];
}) {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="bg-surface-inverse py-12 sm:py-24"
    >
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow={homeTestimonials.eyebrow}
          title={homeTestimonials.heading}
          tone="dark"
        >
          <p className="text-pretty">{homeTestimonials.intro}</p>
        </SectionHeading>
        <Reveal className="mt-8 sm:mt-12">
          <TestimonialCards items={items} tone="dark" swipe="Testimonials" />
        </Reveal>
      </div>
    </section>
  );
}
