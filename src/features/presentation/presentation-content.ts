import { getCollection, getEntry } from "astro:content";

import type { PresentationCopy } from "@content/schemas/presentation";
import { siteConfig, type SiteConfig } from "@/config/site";
import { fillTokensIn } from "@/lib/fill-tokens";

import { deckFacts } from "./deck-facts";
import { withDeckQuotes } from "./deck-testimonials";

/**
 * The words of the CTO presentation (content/presentation/deck.yaml), with the site's settings
 * their texts name ({brand}, {monthlyPrice}…) filled in, and the testimonials slide's quotes read
 * from the testimonial records marked for it (content/testimonials/: one record per person, the
 * same the home page quotes). Only the deck's route calls it, on the server and for an unlocked
 * visitor: the words never reach a script (docs/product.md §10.4).
 */
export async function loadPresentation(config: SiteConfig = siteConfig): Promise<PresentationCopy> {
  const entry = await getEntry("presentation", "deck");
  if (!entry) throw new Error("content/presentation/deck.yaml is missing");
  const testimonials = (await getCollection("testimonials")).map(({ id, data }) => ({
    ...data,
    id,
  }));
  return fillTokensIn(withDeckQuotes(entry.data, testimonials), deckFacts(config));
}
