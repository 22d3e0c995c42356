import type { Slide } from "./slides";

/**
 * The slides as the Deck island receives them (its server-rendered children): one section per
 * slide, the first one current until the island reads the address's #slide-n. Rendered on the
 * server only; the island toggles `data-active`, CSS shows the current slide (every slide when
 * printing). stage.css makes each a 1280×720 stage scaled to fit a wide screen, and a page when
 * printed; on a phone it is a column.
 */
export function DeckSlides({ slides }: { slides: Slide[] }) {
  return slides.map((slide, i) => (
    <section
      key={slide.id}
      id={`deck-slide-${i + 1}`}
      aria-roledescription="slide"
      aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
      data-slide={i + 1}
      data-active={i === 0 ? "true" : undefined}
      className="hidden shrink-0 grow flex-col rounded-2xl shadow-raised data-active:flex data-active:motion-safe:animate-fade-up print:flex print:shadow-none"
    >
      {slide.content}
    </section>
  ));
}
