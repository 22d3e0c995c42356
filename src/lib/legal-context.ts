import type { LegalContext } from "@content/legal";
import type { SiteConfig } from "@/config/load-site-config";

/** The configured identities the legal documents print (brand, city, addresses). */
export function legalContext(config: SiteConfig): LegalContext {
  return {
    brand: config.brand.name,
    siteUrl: config.siteUrl,
    city: config.office.city,
    country: config.office.country,
    contactEmail: config.emails.contact,
    privacyEmail: config.emails.privacy,
    legalEmail: config.emails.legal,
  };
}
