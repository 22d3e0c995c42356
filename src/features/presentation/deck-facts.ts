import type { DeckToken } from "@content/schemas/presentation";
import { siteConfig, type SiteConfig } from "@/config/site";
import { formatMoney } from "@/lib/format-money";

/** The site's settings the slides' words name in braces (content/schemas/presentation.ts). */
export type DeckFacts = {
  brand: string;
  tagline: string;
  founder: string;
  founderFirstName: string;
  founderEmail: string;
  phone: string;
  /** The discounted monthly price, formatted ("$7,000"). */
  monthlyPrice: string;
  /** The standard monthly price it replaces ("$10,000"). */
  standardPrice: string;
  hoursPerMonth: number;
  discountPercentage: number;
  slotsRemaining: number;
  pilotOffer: string;
};

/** Checked against the schema's tokens: one the schema allows but no fact fills would reach a
 * slide as written. */
export function deckFacts(config: SiteConfig = siteConfig): DeckFacts {
  const { pricing, launchOffer, messages } = config.offer;
  return {
    brand: config.brand.name,
    tagline: config.brand.tagline,
    founder: config.founder.name,
    founderFirstName: config.founder.firstName,
    founderEmail: config.founder.email,
    phone: config.phone,
    monthlyPrice: formatMoney(pricing.discountedRate, pricing.currency),
    standardPrice: formatMoney(pricing.standardRate, pricing.currency),
    hoursPerMonth: pricing.hoursPerMonth,
    discountPercentage: launchOffer.discountPercentage,
    slotsRemaining: launchOffer.slotsRemaining,
    pilotOffer: messages.pilotOffer,
  } satisfies Record<DeckToken, string | number>;
}
