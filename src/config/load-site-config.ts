import "../../content/schemas/zod-config";
import { z } from "zod";

import offerFile from "../../content/site/offer.json" with { type: "json" };
import { DEFAULT_BRAND_NAME } from "../../content/schemas/brand";
import { parseDataFile } from "../../content/schemas/data-file";
import { offerSchema } from "../../content/schemas/offer";

const OFFER_FILE = "content/site/offer.json";

/**
 * The site's identities, with environment overrides checked by zod, and the offer (a content
 * file the owner edits).
 * Pure: it takes the environment as an argument so next.config.ts, the server start-up check
 * and unit tests all use the same rules. Pages read the resolved value from `./site`.
 */

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
    message: "an absolute http(s) URL, e.g. https://www.example.com",
  });

/** An absolute URL, or a path on this site starting with "/". */
const urlOrPath = z
  .string()
  .trim()
  .refine((value) => (value.startsWith("/") && !value.startsWith("//")) || URL.canParse(value), {
    message: 'an absolute http(s) URL or a path starting with "/", e.g. /onboarding',
  });

const email = z
  .string()
  .trim()
  .pipe(z.email({ message: "an email address, e.g. hello@example.com" }));

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{8,20}$/, {
    message: 'a phone number of 8-20 digits, e.g. "+91 98765 43210"',
  });

const whatsapp = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{7,14}$/, {
    message: "an international number in digits only with country code, e.g. 919876543210",
  });

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: "lower-case words joined by hyphens, e.g. arjun-mehta",
  });

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: "a non-empty text" })
    .max(max, { message: `a text of at most ${max} characters` });

const videoId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,20}$/, { message: "a YouTube video id (6-20 letters, digits, - or _)" });

/** An IANA time zone name Intl knows ("Asia/Kolkata", "Europe/London"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z
  .string()
  .trim()
  .refine(isTimeZone, { message: 'an IANA time zone such as "Asia/Kolkata" or "Europe/London"' });

/** Each overridable setting: the environment variable, its rule and its default. */
export const envSchema = z.object({
  SITE_URL: httpUrl.default("https://www.aarambh.example"),
  BRAND_NAME: text(60).default(DEFAULT_BRAND_NAME),
  FOUNDER_NAME: text(80).default("Arjun Mehta"),
  FOUNDER_SLUG: slug.default("arjun-mehta"),
  FOUNDER_EMAIL: email.default("arjun@aarambh.example"),
  CONTACT_EMAIL: email.default("hello@aarambh.example"),
  CAREERS_EMAIL: email.optional(),
  PRIVACY_EMAIL: email.default("privacy@aarambh.example"),
  LEGAL_EMAIL: email.default("legal@aarambh.example"),
  CONTACT_PHONE: phone.default("+91 98765 43210"),
  WHATSAPP_NUMBER: whatsapp.default("919876543210"),
  OFFICE_CITY: text(80).default("Bangalore"),
  SCHEDULING_URL: urlOrPath.default("/book"),
  ONBOARDING_URL: urlOrPath.default("/onboarding"),
  LINKEDIN_URL: httpUrl.default("https://linkedin.aarambh.example/company/aarambh-tech"),
  X_URL: httpUrl.default("https://x.aarambh.example/aarambhtech"),
  GITHUB_URL: httpUrl.default("https://github.aarambh.example/aarambh-tech"),
  EXPLAINER_VIDEO_ID: videoId.default("aarambhPilot"),
  /**
   * The team's time zone: every date and week the site shows or counts by (the inbox's working
   * hours, the reports' days and weeks, the mails, the openings' dates) is in it.
   */
  TIME_ZONE: timeZone.default("Asia/Kolkata"),
  GTAG_ID: z
    .string()
    .trim()
    .regex(/^(G|AW|GT)-[A-Z0-9]{4,20}$/, {
      message: "a Google tag id such as G-XXXXXXX or AW-123456789",
    })
    .optional(),
  /** Google Ads conversions fired on /thank-you: "AW-123/labelA,AW-456/labelB". */
  GADS_CONVERSIONS: z
    .string()
    .trim()
    .regex(/^AW-[0-9]{4,15}\/[A-Za-z0-9_-]{2,60}(\s*,\s*AW-[0-9]{4,15}\/[A-Za-z0-9_-]{2,60})*$/, {
      message: 'a comma-separated list of Google Ads "id/label" pairs, e.g. AW-123456789/AbC-dEf',
    })
    .optional(),
});

export type SiteEnv = z.input<typeof envSchema>;

/** Every variable that changes what the build prints; a change means a rebuild before start. */
export const SITE_ENV_KEYS = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export class SiteConfigError extends Error {
  constructor(readonly issues: { variable: string; expected: string; received: string }[]) {
    super(
      [
        "Invalid site configuration:",
        ...issues.map(
          (issue) =>
            `  ${issue.variable} must be ${issue.expected} (got ${JSON.stringify(issue.received)})`,
        ),
      ].join("\n"),
    );
    this.name = "SiteConfigError";
  }
}

function parseEnv(env: Record<string, string | undefined>) {
  // Empty strings count as "not set", as they do in most .env files.
  const input = Object.fromEntries(
    SITE_ENV_KEYS.map((key) => [key, env[key]?.trim() ? env[key] : undefined]),
  );
  const result = envSchema.safeParse(input);
  if (!result.success) {
    throw new SiteConfigError(
      result.error.issues.map((issue) => {
        const variable = String(issue.path[0]);
        return { variable, expected: issue.message, received: String(input[variable] ?? "") };
      }),
    );
  }
  return result.data;
}

export function loadSiteConfig(env: Record<string, string | undefined>) {
  const e = parseEnv(env);
  const siteUrl = e.SITE_URL.replace(/\/+$/, "");
  const founderFirstName = e.FOUNDER_NAME.split(/\s+/)[0] ?? e.FOUNDER_NAME;

  return {
    siteUrl,
    brand: {
      name: e.BRAND_NAME,
      tagline: "New Brand. Proven Experience.",
      foundingYear: 2024,
      country: "India",
    },
    founder: {
      name: e.FOUNDER_NAME,
      firstName: founderFirstName,
      slug: e.FOUNDER_SLUG,
      email: e.FOUNDER_EMAIL,
      experiencePath: `/ctos/${e.FOUNDER_SLUG}/experience`,
    },
    emails: {
      contact: e.CONTACT_EMAIL,
      careers: e.CAREERS_EMAIL ?? e.FOUNDER_EMAIL,
      privacy: e.PRIVACY_EMAIL,
      legal: e.LEGAL_EMAIL,
    },
    phone: e.CONTACT_PHONE,
    whatsapp: {
      number: e.WHATSAPP_NUMBER,
      url: `https://wa.me/${e.WHATSAPP_NUMBER}`,
    },
    office: { city: e.OFFICE_CITY, country: "India" },
    timeZone: e.TIME_ZONE,
    links: {
      /** The 30-minute discovery call: our own /book unless an external scheduler is configured (then a new tab). */
      scheduling: e.SCHEDULING_URL,
      /** List Your Project: our own /onboarding unless an external page is configured. */
      onboarding: e.ONBOARDING_URL,
    },
    social: {
      linkedin: e.LINKEDIN_URL,
      x: e.X_URL,
      github: e.GITHUB_URL,
    },
    video: { explainerId: e.EXPLAINER_VIDEO_ID },
    analytics: {
      gtagId: e.GTAG_ID ?? null,
      /** `send_to` targets of the thank-you page's Ads conversions (docs/product.md §7: two accounts). */
      adsConversions: (e.GADS_CONVERSIONS ?? "")
        .split(",")
        .map((target) => target.trim())
        .filter(Boolean),
      /** Value of every enquiry or booking conversion (docs/product.md §7, §9: 1499 INR). */
      conversionValue: { value: 1499, currency: "INR" },
    },
    /**
     * docs/product.md §3 "Offer configuration": the owner's file, content/site/offer.json (the
     * editor's "Offer and prices"), checked here so a bad price stops the build naming the field.
     */
    offer: parseDataFile(OFFER_FILE, offerSchema, offerFile),
  };
}

export type SiteConfig = ReturnType<typeof loadSiteConfig>;
