import { ATTRIBUTION_STORAGE_KEY } from "@/features/attribution/attribution";
import {
  ADMIN_SESSION_DAYS,
  CONSENT_COOKIE_MONTHS,
  PRESENTATION_SESSION_HOURS,
  formatPeriod,
} from "@/lib/retention";

import type { LegalContext, LegalDocument } from "./types";

export type CookieType = {
  name: "Essential" | "Analytics" | "Functional" | "Marketing";
  description: string;
  examples: string;
  /** Essential cookies cannot be switched off; the rest wait for consent. */
  optional: boolean;
};

/** The four cookie types (docs/product.md §3 "cookie type"), matching the consent banner's categories. */
export const cookieTypes = [
  {
    name: "Essential",
    description:
      "Needed for the website to work and to remember your cookie choice. They are always on and contain no advertising identifiers.",
    examples: `Your consent choice (first-party, ${formatPeriod(CONSENT_COOKIE_MONTHS, "month")}); the signed session cookie of the sales presentation (HttpOnly, ${formatPeriod(PRESENTATION_SESSION_HOURS, "hour")}); for our own team members only, the session cookie of the owner's view (HttpOnly, at most ${formatPeriod(ADMIN_SESSION_DAYS, "day")}).`,
    optional: false,
  },
  {
    name: "Analytics",
    description:
      "Count visits and show which pages people use, so we can improve the website. Set only after you accept analytics.",
    examples: `Google Analytics: _ga and _ga_<container-id> (up to 2 years). Our own record of where your first and latest visits came from (${ATTRIBUTION_STORAGE_KEY}, in your browser's local storage, sent only with a form you send, deleted when you withdraw this consent).`,
    optional: true,
  },
  {
    name: "Functional",
    description:
      "Remember choices that make the website more convenient, such as preferences you set. Set only after you accept functional cookies.",
    examples:
      "None at present: the website sets no functional cookies today. If we add any, they will appear here and wait for your consent.",
    optional: true,
  },
  {
    name: "Marketing",
    description:
      "Measure whether our Google Ads lead to enquiries and bookings, and limit how often you see our adverts. Set only after you accept marketing.",
    examples: `Google Ads conversion measurement: _gcl_au (3 months) and Google's ad cookies. The same record of where your visits came from (${ATTRIBUTION_STORAGE_KEY}, local storage), kept with marketing consent too.`,
    optional: true,
  },
] as const satisfies readonly CookieType[];

/** Where to manage cookies in each browser (section "Managing Cookies"). */
export const browserCookieHelp = [
  { browser: "Google Chrome", path: "Settings → Privacy and security → Third-party cookies" },
  { browser: "Mozilla Firefox", path: "Settings → Privacy & Security → Cookies and Site Data" },
  { browser: "Apple Safari", path: "Settings → Privacy → Manage Website Data" },
  { browser: "Microsoft Edge", path: "Settings → Cookies and site permissions" },
  { browser: "Opera", path: "Settings → Privacy & security → Third-party cookies" },
  { browser: "Samsung Internet", path: "Settings → Privacy → Cookies and site data" },
] as const;

/** Cookie Policy: 7 sections (docs/product.md §2). */
export function cookiePolicy(ctx: LegalContext): LegalDocument {
  return {
    title: "Cookie Policy",
    description: `Which cookies the ${ctx.brand} website sets, why, for how long, and how to accept, refuse or change them at any time.`,
    lastUpdated: "December 2024",
    intro: `This policy explains how ${ctx.brand} uses cookies on ${ctx.siteUrl}. We set only what the website needs unless you choose otherwise, and you can change your choice at any time.`,
    sections: [
      {
        id: "what-are-cookies",
        title: "What Are Cookies",
        blocks: [
          {
            type: "p",
            text: "Cookies are small text files a website stores in your browser so that it can recognise your browser on a later visit. First-party cookies are set by the website you visit; third-party cookies are set by another company's service that the website uses. Browsers also offer similar storage, such as session storage, which this policy covers too.",
          },
        ],
      },
      {
        id: "types-of-cookies",
        title: "Types of Cookies We Use",
        blocks: [
          {
            type: "table",
            caption: "The four cookie types, what they do and examples",
            columns: ["Type", "Description", "Examples"],
            rows: cookieTypes.map((type) => [type.name, type.description, type.examples]),
          },
          {
            type: "p",
            text: "Besides cookies, the thank-you page keeps the details of a call you just booked in your browser's session storage so that they survive a reload; it is cleared when you close the tab and is never sent to us.",
          },
        ],
      },
      {
        id: "third-party-cookies",
        title: "Third-Party Cookies",
        blocks: [
          {
            type: "p",
            text: "The only third party whose cookies can be set on this website is Google, through the Google tag for Analytics and Ads. The tag is not loaded at all until you accept analytics or marketing cookies; before that, no request goes to Google. Pages that embed our explainer video use YouTube's privacy-enhanced mode, which sets no cookies until you play the video. Our scheduling page, WhatsApp and LinkedIn are separate websites with their own cookie policies.",
          },
        ],
      },
      {
        id: "cookie-consent",
        title: "Cookie Consent",
        blocks: [
          {
            type: "p",
            text: `On your first visit a banner asks for your choice: Accept all, Reject all, or Preferences to choose Analytics, Functional and Marketing one by one. Essential cookies are always on. We remember your choice for ${formatPeriod(CONSENT_COOKIE_MONTHS, "month")} and then ask again. When you withdraw consent, the non-essential cookies are removed and the Google tag stops.`,
          },
          { type: "consent-button", label: "Open Cookie Preferences" },
        ],
      },
      {
        id: "managing-cookies",
        title: "Managing Cookies",
        blocks: [
          {
            type: "p",
            text: "You can also block or delete cookies in your browser's settings. Blocking essential cookies means the website forgets your consent choice and you cannot stay signed in to the sales presentation. Where to find the settings:",
          },
          {
            type: "list",
            items: browserCookieHelp.map((entry) => `${entry.browser}: ${entry.path}`),
          },
        ],
      },
      {
        id: "changes-to-this-policy",
        title: "Changes to This Policy",
        blocks: [
          {
            type: "p",
            text: "When we add or remove a cookie we update this page and its date. If a change needs your consent, the banner asks you again.",
          },
        ],
      },
      {
        id: "contact-us",
        title: "Contact Us",
        blocks: [
          {
            type: "p",
            text: `Questions about cookies: ${ctx.brand}, ${ctx.city}, ${ctx.country}. We reply within 5 business days.`,
          },
          {
            type: "email",
            label: "Cookie and privacy enquiries",
            email: ctx.privacyEmail,
            subject: "Cookie Policy",
          },
        ],
      },
    ],
  };
}
