import type { OfferFigure } from "@content/schemas/blocks";
import { fillTokensIn } from "@/lib/fill-tokens";
import type { OfferPrices } from "@/lib/offer-prices";

/**
 * The page's copy with every `{figure}` of the offer (content/schemas/blocks.ts OFFER_FIGURES)
 * replaced by its value from the offer configuration (src/config/load-site-config.ts `offer`,
 * formatted by src/lib/offer-prices.ts). The schemas refuse any other name in braces, so a
 * price changed in the settings reaches every text that quotes it.
 */
export function withOfferFigures<T>(copy: T, prices: OfferPrices): T {
  const figures: Record<OfferFigure, string | number> = prices;
  return fillTokensIn(copy, figures);
}
