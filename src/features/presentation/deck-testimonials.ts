import {
  DECK_QUOTE_MAX,
  DECK_QUOTES,
  type DeckQuote,
  type PresentationCopy,
  type PresentationFile,
} from "@content/schemas/presentation";
import type { TestimonialRecord } from "@content/schemas/testimonials";
import { byPosition } from "@/features/testimonials/testimonials";

type QuotedPerson = Pick<
  TestimonialRecord,
  "name" | "role" | "company" | "quote" | "position" | "shownOn"
> & { id?: string };

/**
 * The testimonials slide's quotes: the testimonial records marked "Sales presentation"
 * (content/testimonials/), in their positions' order, so the deck and the site quote one record
 * per person (issue 23). Exactly three, each short enough for the slide's columns; anything
 * else stops the build or the request naming the records, rather than draw a broken slide.
 */
export function deckQuotes(records: readonly QuotedPerson[]): DeckQuote[] {
  const chosen = records.filter((record) => record.shownOn.includes("deck")).sort(byPosition);
  if (chosen.length !== DECK_QUOTES) {
    throw new Error(
      `The sales presentation shows exactly ${DECK_QUOTES} testimonials; ${chosen.length} are marked “Sales presentation” (content/testimonials/): ${chosen.map((record) => record.name).join(", ") || "none"}.`,
    );
  }
  const long = chosen.filter((record) => record.quote.length > DECK_QUOTE_MAX);
  if (long.length > 0) {
    throw new Error(
      `A quote on the sales presentation holds at most ${DECK_QUOTE_MAX} characters: ${long.map((record) => `${record.name} (${record.quote.length})`).join(", ")}.`,
    );
  }
  return chosen.map((record) => ({
    quote: record.quote,
    name: record.name,
    role: `${record.role}, ${record.company}`,
  }));
}

/** The deck's words with the testimonials slide's quotes read from the records. */
export function withDeckQuotes<Copy extends PresentationFile>(
  copy: Copy,
  records: readonly QuotedPerson[],
): Omit<Copy, "testimonials"> & PresentationCopy {
  return { ...copy, testimonials: { ...copy.testimonials, quotes: deckQuotes(records) } };
}
