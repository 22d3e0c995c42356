import "./zod-config";

import { z } from "zod";

import { line, tokenText } from "./fields";

/**
 * The legal pages (/privacy-policy, /terms-of-service, /cookie-policy): one Markdown file each,
 * content/legal/<page>.md, read by src/features/legal/legal-markdown.ts. The frontmatter is
 * checked here; the text below it by that reader, with the conventions of LEGAL_BODY_HELP.
 */

/**
 * What a legal text may name in braces: values that live in code or in the site's settings, so
 * the pages never state a retention period, a parameter or an address the site does not use.
 * src/features/legal/legal-tokens.ts fills them.
 */
export const LEGAL_TOKENS = {
  brand: "the brand name",
  siteUrl: "the site's address (https://…)",
  city: "the office's city",
  country: "the office's country",
  contactEmail: "the contact address",
  privacyEmail: "the privacy address",
  legalEmail: "the legal address",
  utmParams: "the campaign labels kept with an enquiry (utm_source, …)",
  clickIdParams: "the advertising click identifiers kept with an enquiry (gclid, …)",
  attributionStorageKey: "the name of the browser record of where visits came from",
  enquiryRetention: "how long enquiries are kept (“3 years”)",
  outboxRetention: "how long copies of sent emails and alerts are kept (“30 days”)",
  accessLogRetention: "how long the presentation's access log is kept",
  rateLimitRetention: "how long the hashed network address of a form is kept",
  purgeInterval: "how often expired data is deleted (“24 hours”)",
  consentCookieLifetime: "how long the cookie choice is remembered (“6 months”)",
  presentationSessionLifetime: "how long the presentation's session cookie lasts",
  signInLinkLifetime: "how long the owner's view sign-in link works",
  sessionIdleTimeout: "after how long unused an owner's view session ends",
  sessionLifetime: "the longest an owner's view session lasts",
  signInRetention: "how long ended sign-in links and sessions are kept",
  visitStorageKey: "the name of the browser's random id of a consented visit",
  trafficHourly: "how long visit counts are kept by the hour (“30 days”)",
  trafficRetention: "how long daily visit counts are kept (“13 months”)",
  visitIdRetention: "how long the server keeps a consented visit's random id",
} as const;

export type LegalToken = keyof typeof LEGAL_TOKENS;

const TOKEN_NAMES = Object.keys(LEGAL_TOKENS) as LegalToken[];

/** The unknown `{words}` of a text (a typo would reach the page as written). */
export function unknownLegalTokens(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => !Object.hasOwn(LEGAL_TOKENS, name));
}

const TOKENS_HELP = `Values from the site's settings and code are written in braces and filled in by the page: ${Object.entries(
  LEGAL_TOKENS,
)
  .map(([name, what]) => `{${name}} for ${what}`)
  .join(", ")}.`;

/** The fields' short form of TOKENS_HELP: the whole list once, under the text, is enough. */
const TOKENS_HINT =
  "Values from the site's settings go in braces, e.g. {brand}, {privacyEmail}, {enquiryRetention}; the text's help lists them all.";

/** A frontmatter text that may name LEGAL_TOKENS in braces (the editor refuses any other). */
const legalText = (
  min: number,
  max: number,
  meta: { title: string; description: string; multiline?: boolean },
) => tokenText(TOKEN_NAMES, min, max, { ...meta, tokensHelp: TOKENS_HINT });

export const legalDocumentSchema = z.object({
  title: line(3, 50).meta({ title: "Title", description: "The page's heading and search title." }),
  description: legalText(40, 150, {
    title: "Search description",
    description: "Shown by search engines under the title: 50 to 160 characters once filled in.",
  }),
  lastUpdated: line(4, 30).meta({
    title: "Last updated",
    description: "Shown as “Last updated: …”, e.g. December 2024.",
  }),
  intro: legalText(40, 800, {
    title: "Introduction",
    description: "The paragraph under the title.",
    multiline: true,
  }),
});

export type LegalFrontmatter = z.output<typeof legalDocumentSchema>;

/** The editor's help for the text below the fields: the conventions the reader knows. */
export const LEGAL_BODY_HELP = [
  "Each section starts with a level-2 heading; its address on the page (#…) is the heading in lower case with dashes (“Data Retention” is #data-retention).",
  "To keep an address when you rename a heading, make the heading a link to it: “## [How We Use Your Information](#how-we-use-information)”.",
  "Under a heading: paragraphs, bullet lists and tables.",
  "A table needs a caption, for screen readers: an italic line right above it.",
  "An email address is a paragraph holding only a link: “[Privacy enquiries](mailto:{privacyEmail}?subject=Privacy%20request)” shows “Privacy enquiries: ” and the address.",
  "The cookie policy's button that opens the cookie choices is a paragraph holding only a link to #cookie-preferences: “[Open Cookie Preferences](#cookie-preferences)”.",
  "No other links, bold or italic text.",
  `${TOKENS_HELP} In the file a brace in the text is written \\{ (the editor does this).`,
].join(" ");
