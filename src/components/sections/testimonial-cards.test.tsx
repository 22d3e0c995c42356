import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { Testimonial } from "@/features/testimonials/testimonials";

import { TestimonialCards } from "./testimonial-cards";

const testimonial = (name: string): Testimonial => ({
  id: name.toLowerCase(),
  name,
  role: "Founder",
  company: "Example Ltd",
  quote: "They shipped what they said they would, when they said they would.",
  rating: 5,
  portrait: { src: "/people/example.svg", width: 112, height: 112 },
  shownOn: ["home"],
  position: 1,
  tags: [],
  note: "Work done at previous companies.",
});

const three = [testimonial("Ada"), testimonial("Grace"), testimonial("Linus")];

describe("testimonial cards", () => {
  it("are a grid without `swipe`, as before: no region, nothing to scroll", () => {
    const html = renderToStaticMarkup(<TestimonialCards items={three} />);
    expect(html).not.toContain('role="region"');
    expect(html).not.toContain("snap-x");
    expect(html).toMatch(
      /^<ul class="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-card-grid="">/,
    );
  });

  it("with `swipe` are a row a phone swipes: a named region the keyboard can scroll", () => {
    const html = renderToStaticMarkup(<TestimonialCards items={three} swipe="Testimonials" />);
    expect(html).toMatch(
      /^<div role="region" aria-label="Testimonials" tabindex="0" class="[^"]*snap-x snap-mandatory[^"]*overflow-x-auto[^"]*md:overflow-visible[^"]*"><ul class="flex [^"]*md:grid md:grid-cols-2 lg:grid-cols-3" data-card-grid="">/,
    );
    // Each card snaps; the note shared by the row is said once, under the region, not in it.
    expect(html.match(/<li class="[^"]*snap-start/g)).toHaveLength(3);
    expect(html).toMatch(/<\/div><p class="[^"]*">Work done at previous companies\.<\/p>$/);
  });

  it("a card standing alone never swipes", () => {
    const html = renderToStaticMarkup(
      <TestimonialCards items={[testimonial("Ada")]} swipe="Testimonials" />,
    );
    expect(html).not.toContain('role="region"');
  });
});
