import { describe, expect, it } from "vitest";

import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE_SECONDS,
  REJECT_ALL,
  allowsGoogleTag,
  consentCookie,
  consentSignals,
  cookiesToRemove,
  expireCookieStrings,
  parseConsent,
  readConsent,
  serializeConsent,
} from "./consent";

describe("consent cookie", () => {
  it("round-trips a choice", () => {
    const choice = { analytics: true, functional: false, marketing: true };
    const value = serializeConsent(choice, new Date("2025-01-01T00:00:00Z"));
    expect(value).toBe("v1.a1.f0.m1.1735689600");
    expect(parseConsent(value)).toEqual(choice);
    expect(readConsent(`other=1; site_consent=${value}; x=y`)).toEqual(choice);
  });

  it("ignores anything else", () => {
    expect(parseConsent("yes")).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(readConsent("a=b")).toBeNull();
  });

  it("is a first-party cookie kept about six months", () => {
    const cookie = consentCookie(ACCEPT_ALL, new Date(), false);
    expect(cookie).toMatch(
      /^site_consent=v1\.a1\.f1\.m1\.\d+; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    expect(CONSENT_MAX_AGE_SECONDS / 86400).toBeGreaterThanOrEqual(180);
    expect(CONSENT_MAX_AGE_SECONDS / 86400).toBeLessThanOrEqual(186);
    expect(consentCookie(ACCEPT_ALL, new Date(), true)).toMatch(/; Secure$/);
  });
});

describe("consent mode signals", () => {
  it("maps each category to its signals; essential is always granted", () => {
    expect(consentSignals(REJECT_ALL)).toEqual({
      security_storage: "granted",
      functionality_storage: "denied",
      personalization_storage: "denied",
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(consentSignals({ analytics: false, functional: true, marketing: false })).toMatchObject({
      functionality_storage: "granted",
      personalization_storage: "granted",
      analytics_storage: "denied",
    });
    expect(consentSignals({ analytics: true, functional: false, marketing: false })).toMatchObject({
      analytics_storage: "granted",
      ad_storage: "denied",
    });
    expect(consentSignals({ analytics: false, functional: false, marketing: true })).toMatchObject({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
  });

  it("loads the Google tag only for analytics or marketing", () => {
    expect(allowsGoogleTag(null)).toBe(false);
    expect(allowsGoogleTag(REJECT_ALL)).toBe(false);
    expect(allowsGoogleTag({ ...REJECT_ALL, functional: true })).toBe(false);
    expect(allowsGoogleTag({ ...REJECT_ALL, analytics: true })).toBe(true);
    expect(allowsGoogleTag({ ...REJECT_ALL, marketing: true })).toBe(true);
  });
});

describe("withdrawing consent", () => {
  const jar = "_ga=GA1.1; _ga_ABC=GS1; _gid=GA1.2; _gcl_au=1.1; site_consent=v1.a1.f1.m1.1; own=1";

  it("removes the cookies the choice no longer allows", () => {
    expect(cookiesToRemove(jar, REJECT_ALL)).toEqual(["_ga", "_ga_ABC", "_gid", "_gcl_au"]);
    expect(cookiesToRemove(jar, { ...REJECT_ALL, analytics: true })).toEqual(["_gcl_au"]);
    expect(cookiesToRemove(jar, ACCEPT_ALL)).toEqual([]);
  });

  it("expires a cookie on the host and every parent domain", () => {
    expect(expireCookieStrings("_ga", "www.aarambh.example")).toEqual([
      "_ga=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
      "_ga=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=.www.aarambh.example",
      "_ga=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=.aarambh.example",
    ]);
    expect(expireCookieStrings("_ga", "127.0.0.1")).toHaveLength(1);
  });
});
