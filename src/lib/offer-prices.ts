import type { SiteConfig } from "@/config/load-site-config";

import { formatMoney } from "./format-money";

/** The ongoing-service figures of the offer configuration (docs/product.md §9), formatted once for copy. */
export function offerPrices(offer: SiteConfig["offer"]) {
  const { pricing, launchOffer } = offer;
  return {
    discounted: formatMoney(pricing.discountedRate, pricing.currency),
    standard: formatMoney(pricing.standardRate, pricing.currency),
    pilot: formatMoney(pricing.pilotPrice, pricing.currency),
    discountPercentage: launchOffer.discountPercentage,
    hoursPerMonth: pricing.hoursPerMonth,
    slotsRemaining: launchOffer.slotsRemaining,
  };
}

export type OfferPrices = ReturnType<typeof offerPrices>;
