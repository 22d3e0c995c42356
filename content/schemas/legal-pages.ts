/** The three legal pages, by address: each is the file content/legal/<page>.md. */
export const LEGAL_PAGES = ["privacy-policy", "terms-of-service", "cookie-policy"] as const;

export type LegalPage = (typeof LEGAL_PAGES)[number];
