import { getEntry } from "astro:content";

import type { FounderExperiencePageCopy } from "@content/schemas/founder-experience";
import { siteConfig } from "@/config/site";
import { withOfferFigures } from "@/features/services/offer-figures";
import { offerPrices } from "@/lib/offer-prices";

/**
 * The founder's experience page's copy (content/founder-experience/page.yaml), with the offer's
 * figures it quotes ({slotsRemaining}) filled in from the offer configuration.
 */
export async function loadFounderExperiencePage(): Promise<FounderExperiencePageCopy> {
  const entry = await getEntry("founderExperiencePage", "page");
  if (!entry) throw new Error("content/founder-experience/page.yaml is missing");
  return withOfferFigures(entry.data, offerPrices(siteConfig.offer));
}
