import type { OfferFigure } from "@content/schemas/blocks";
import type { OfferPrices } from "@/lib/offer-prices";

/** `{discounted}`, `{standard}`…: a figure of the offer as content writes it (OFFER_FIGURES). */
const FIGURE = /\{(\w+)\}/g;

/**
 * The page's copy with every `{figure}` of the offer (content/schemas/blocks.ts OFFER_FIGURES)
 * replaced by its value from the offer configuration (src/config/load-site-config.ts `offer`,
 * formatted by src/lib/offer-prices.ts). The schemas refuse any other name in braces, so a
 * price changed in the settings reaches every text that quotes it.
 */
export function withOfferFigures<T>(copy: T, prices: OfferPrices): T {
  const figures: Record<OfferFigure, string | number> = prices;
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") {
      return value.replace(FIGURE, (placeholder, name: string) =>
        Object.hasOwn(figures, name) ? String(figures[name as OfferFigure]) : placeholder,
      );
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    }
    return value;
  };
  return fill(copy) as T;
}
