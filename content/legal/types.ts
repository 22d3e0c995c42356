/**
 * The shape of the three legal documents (docs/product.md §2 "Legal pages"), as the pages show
 * them: read from content/legal/*.md by src/features/legal/legal-markdown.ts.
 */

export type LegalBlock =
  | { type: "p"; text: string }
  | { type: "list"; items: readonly string[] }
  | {
      type: "table";
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
    }
  /** A mailto link with its label, e.g. "Privacy enquiries: privacy@…". */
  | { type: "email"; label: string; email: string; subject?: string }
  /** The cookie policy's "open consent preferences" button. */
  | { type: "consent-button"; label: string };

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  title: string;
  description: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
};

/** What the documents need from the site configuration. */
export type LegalContext = {
  brand: string;
  siteUrl: string;
  city: string;
  country: string;
  contactEmail: string;
  privacyEmail: string;
  legalEmail: string;
};
