import type { ConsentChoice } from "@content/schemas/consent-categories";

/**
 * The visitor's cookie choice (docs/product.md §10.7): Essential is always on; Analytics,
 * Functional and Marketing are opt-in. Pure helpers, shared by the banner and its tests.
 */
export type { ConsentCategory, ConsentChoice } from "@content/schemas/consent-categories";

/** First-party cookie holding the choice, kept for 6 months. */
export const CONSENT_COOKIE = "site_consent";
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 183;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, functional: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, functional: false, marketing: false };

/**
 * The consent banner is open while the root element has this attribute (set before the first
 * paint by the head script when no choice is saved); CSS shows the banner from it.
 */
export const CONSENT_OPEN_ATTRIBUTE = "data-consent";
/** Its value when the visitor reopened the settings ("open": a first visit, set by the head). */
export const CONSENT_SETTINGS = "settings";

export function consentBannerOpen(root: Element): boolean {
  return root.hasAttribute(CONSENT_OPEN_ATTRIBUTE);
}

/** Window events: anything may ask for the settings; the banner announces each new choice. */
export const CONSENT_OPEN_EVENT = "consent:open";
export const CONSENT_CHANGE_EVENT = "consent:change";

export function serializeConsent(choice: ConsentChoice, savedAt: Date): string {
  const flag = (value: boolean) => (value ? "1" : "0");
  return `v1.a${flag(choice.analytics)}.f${flag(choice.functional)}.m${flag(choice.marketing)}.${Math.floor(savedAt.getTime() / 1000)}`;
}

export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  const match = /^v1\.a([01])\.f([01])\.m([01])\.\d+$/.exec(value ?? "");
  if (!match) return null;
  return { analytics: match[1] === "1", functional: match[2] === "1", marketing: match[3] === "1" };
}

export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

export function readConsent(cookieString: string): ConsentChoice | null {
  return parseConsent(readCookie(cookieString, CONSENT_COOKIE));
}

export function consentCookie(choice: ConsentChoice, savedAt: Date, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(choice, savedAt)}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export type ConsentSignal =
  | "security_storage"
  | "functionality_storage"
  | "personalization_storage"
  | "analytics_storage"
  | "ad_storage"
  | "ad_user_data"
  | "ad_personalization";

export type ConsentSignals = Record<ConsentSignal, "granted" | "denied">;

/** Consent Mode v2 defaults: all seven signals denied until the visitor chooses. */
export const DENIED_SIGNALS: ConsentSignals = {
  security_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

/** Essential → security; Functional → functionality and personalisation; Analytics →
 * analytics; Marketing → the three advertising signals. */
export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const state = (value: boolean) => (value ? "granted" : "denied");
  return {
    security_storage: "granted",
    functionality_storage: state(choice.functional),
    personalization_storage: state(choice.functional),
    analytics_storage: state(choice.analytics),
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
  };
}

/** The Google tag loads only for a visitor who allowed analytics or marketing. */
export function allowsGoogleTag(choice: ConsentChoice | null): boolean {
  return Boolean(choice && (choice.analytics || choice.marketing));
}

const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid|_gat|_gat_.+)$/;
const MARKETING_COOKIE = /^(_gcl_.+|_gac_.+|IDE|test_cookie)$/;

/** Cookies the choice no longer allows, by name, from `document.cookie`. */
export function cookiesToRemove(cookieString: string, choice: ConsentChoice): string[] {
  const names = cookieString
    .split(";")
    .map((part) => part.trim().split("=")[0] ?? "")
    .filter(Boolean);
  return names.filter(
    (name) =>
      (!choice.analytics && ANALYTICS_COOKIE.test(name)) ||
      (!choice.marketing && MARKETING_COOKIE.test(name)),
  );
}

/** Set-Cookie strings that expire `name` on this host and each parent domain (Google's tag
 * writes its cookies on the widest domain it can). */
export function expireCookieStrings(name: string, hostname: string): string[] {
  const expire = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  const strings = [expire];
  const labels = hostname.split(".");
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(":");
  if (!isIp) {
    for (let i = 0; i < labels.length - 1; i += 1) {
      strings.push(`${expire}; Domain=.${labels.slice(i).join(".")}`);
    }
  }
  return strings;
}
