import type { OfferFigure } from "@content/schemas/blocks";
import { fillTokensIn } from "@/lib/fill-tokens";
import { offerPrices, type OfferPrices } from "@/lib/offer-prices";

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

/**
 * Every `{name}` a block page may quote (content/schemas/page-blocks.ts): the offer's figures and
 * its labels ({startPilot}, {pilotOffer}…), from the offer configuration.
 */
export function offerTokens(
  offer: Parameters<typeof offerPrices>[0] & {
    cta: Record<string, string>;
    messages: { pilotOffer: string };
  },
): Record<string, string | number> {
  return { ...offerPrices(offer), ...offer.cta, pilotOffer: offer.messages.pilotOffer };
}
