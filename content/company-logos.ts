/** docs/product.md §3 "company logo": name, url (a local SVG), alt. */
export type CompanyLogo = { name: string; url: string; alt: string };

/**
 * Companies the founder and team worked for or with before this brand existed. Every name is
 * fictional (docs/product.md §10.8); each logo is a local SVG in public/logos/.
 */
const logo = (name: string, file: string): CompanyLogo => ({
  name,
  url: `/logos/${file}.svg`,
  alt: `${name} logo`,
});

/** Large technology companies (docs/product.md §9: 6+ large companies). */
export const enterpriseLogos = [
  logo("Orbitel Systems", "orbitel-systems"),
  logo("Meridian Software", "meridian-software"),
  logo("Helix Data", "helix-data"),
  logo("Kestrel Cloud", "kestrel-cloud"),
  logo("Vantage Networks", "vantage-networks"),
  logo("Quantora", "quantora"),
] as const satisfies readonly CompanyLogo[];

/** Startups behind the three featured case studies. */
export const startupLogos = [
  logo("SafeSight", "safesight"),
  logo("LabSphere", "labsphere"),
  logo("TradeWeave", "tradeweave"),
] as const satisfies readonly CompanyLogo[];

export const allCompanyLogos = [
  ...enterpriseLogos,
  ...startupLogos,
] as const satisfies readonly CompanyLogo[];
