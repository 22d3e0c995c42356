import { describe, expect, it } from "vitest";

import {
  ATTRIBUTION_LIMITS,
  EMPTY_TOUCH,
  attributionLabel,
  campaignLabel,
  campaignRowLabel,
  attributionLines,
  cleanAttribution,
  cleanTouch,
  rememberTouch,
  sourceMediumLabel,
  sourceOf,
  touchFromPage,
  type Touch,
} from "./attribution";

const touch = (fields: Partial<Touch>): Touch => ({ ...EMPTY_TOUCH, ...fields });

describe("what a page carries", () => {
  it("reads the path, the utm_ values and click ids, and another site's host only", () => {
    expect(
      touchFromPage(
        "https://site.example/mvp-development?utm_source=google&utm_medium=cpc&utm_campaign=mvp-q4&utm_term=mvp+agency&utm_content=ad-2&gclid=Cj0KCQ_abc-123&fbclid=IwAR0x&other=1#form",
        "https://www.linkedin.com/feed/?trk=abc",
      ),
    ).toEqual({
      landingPath: "/mvp-development",
      referrerHost: "www.linkedin.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "mvp-q4",
      utmTerm: "mvp agency",
      utmContent: "ad-2",
      gclid: "Cj0KCQ_abc-123",
      gbraid: null,
      wbraid: null,
      fbclid: "IwAR0x",
      msclkid: null,
    });
  });

  it("never keeps a referrer from our own pages, nor the referring address beyond its host", () => {
    expect(
      touchFromPage("https://site.example/contact", "https://site.example/?utm_source=x"),
    ).toEqual(touch({ landingPath: "/contact" }));
    const other = touchFromPage("https://site.example/", "https://news.example/a/b?secret=1");
    expect(other.referrerHost).toBe("news.example");
    expect(JSON.stringify(other)).not.toContain("secret");
    expect(touchFromPage("https://site.example/", "").referrerHost).toBeNull();
    expect(touchFromPage("not a url", "").landingPath).toBeNull();
  });
});

describe("the server's checks and caps", () => {
  it("caps utm_ values at 150 characters and drops invisible characters", () => {
    const long = "a".repeat(400);
    const clean = cleanTouch({
      utmSource: long,
      utmMedium: "cpc\u202E",
      utmCampaign: "  spring  ",
      utmTerm: "",
      utmContent: 42,
    });
    expect(clean.utmSource).toHaveLength(ATTRIBUTION_LIMITS.utm);
    expect(clean.utmMedium).toBeNull();
    expect(clean.utmCampaign).toBe("spring");
    expect(clean.utmTerm).toBeNull();
    expect(clean.utmContent).toBeNull();
  });

  it("cuts a utm_ value by characters, never inside an emoji", () => {
    const campaign = `${"c".repeat(ATTRIBUTION_LIMITS.utm - 1)}🚀`;
    expect(cleanTouch({ utmCampaign: campaign }).utmCampaign).toBe(campaign);
    expect(cleanTouch({ utmCampaign: `${campaign}🚀` }).utmCampaign).toBe(campaign);
  });

  it("keeps a click id whole or not at all", () => {
    expect(cleanTouch({ gclid: "Cj0KCQiA-_x.y~z" }).gclid).toBe("Cj0KCQiA-_x.y~z");
    expect(cleanTouch({ gclid: "x".repeat(ATTRIBUTION_LIMITS.clickId + 1) }).gclid).toBeNull();
    expect(cleanTouch({ msclkid: "abc def" }).msclkid).toBeNull();
    expect(cleanTouch({ wbraid: "<script>" }).wbraid).toBeNull();
  });

  it("keeps a path on this site without its query, and a bare host", () => {
    expect(cleanTouch({ landingPath: "/blog/post?utm_source=x#top" }).landingPath).toBe(
      "/blog/post",
    );
    expect(cleanTouch({ landingPath: "//evil.example/x" }).landingPath).toBeNull();
    expect(cleanTouch({ landingPath: "https://evil.example/" }).landingPath).toBeNull();
    expect(cleanTouch({ landingPath: `/${"p".repeat(400)}` }).landingPath).toBeNull();
    expect(cleanTouch({ referrerHost: "WWW.Google.COM" }).referrerHost).toBe("www.google.com");
    expect(cleanTouch({ referrerHost: "google.com/search?q=me" }).referrerHost).toBeNull();
    expect(cleanTouch({ referrerHost: "127.0.0.1:4321" }).referrerHost).toBe("127.0.0.1:4321");
  });

  it("reads an attribution from JSON text or an object, and nothing from anything else", () => {
    const sent = {
      first: { utmSource: "linkedin", landingPath: "/", at: "2026-11-01T10:00:00.000Z" },
      last: { utmSource: "google", gclid: "abc", extra: "ignored" },
    };
    const fromText = cleanAttribution(JSON.stringify(sent));
    expect(fromText).toEqual(cleanAttribution(sent));
    expect(fromText?.first).toMatchObject({
      utmSource: "linkedin",
      at: "2026-11-01T10:00:00.000Z",
    });
    expect(fromText?.last).toEqual(touch({ utmSource: "google", gclid: "abc" }));
    // A first touch without a real time is no first touch.
    expect(
      cleanAttribution({ first: { utmSource: "x", at: "yesterday" }, last: {} })?.first,
    ).toBeNull();
    for (const junk of ["", "{", "null", "[]", 5, null, "x".repeat(9000)]) {
      const result = cleanAttribution(junk);
      expect(result === null || (result.first === null && result.last.utmSource === null)).toBe(
        true,
      );
    }
  });
});

describe("first and last touch (remembered only with consent)", () => {
  const now = new Date("2026-11-20T08:00:00.000Z");
  const ad = touch({ landingPath: "/", utmSource: "google", utmMedium: "cpc", gclid: "abc" });

  it("keeps the first visit for good and the latest visit that came from somewhere", () => {
    const first = rememberTouch(null, ad, now);
    expect(first).toEqual({ first: { ...ad, at: now.toISOString() }, last: ad });
    // Browsing on to /contact (no source of its own) keeps the ad as the last touch.
    const browsing = rememberTouch(first, touch({ landingPath: "/contact" }), now);
    expect(browsing.last).toEqual(ad);
    // A later visit from LinkedIn becomes the last touch; the first stays the ad.
    const linkedin = touch({ landingPath: "/blog", referrerHost: "www.linkedin.com" });
    const later = rememberTouch(browsing, linkedin, new Date("2026-11-22T08:00:00Z"));
    expect(later).toEqual({ first: { ...ad, at: now.toISOString() }, last: linkedin });
  });
});

describe("the source an owner's report groups by", () => {
  it.each([
    [touch({ utmSource: "newsletter" }), "newsletter", "(none)"],
    [touch({ utmSource: "google", utmMedium: "cpc" }), "google", "cpc"],
    [touch({ gclid: "abc" }), "google", "cpc"],
    [touch({ wbraid: "abc", referrerHost: "www.google.com" }), "google", "cpc"],
    [touch({ msclkid: "abc" }), "bing", "cpc"],
    [touch({ fbclid: "abc", referrerHost: "l.facebook.com" }), "l.facebook.com", "referral"],
    [touch({ referrerHost: "www.linkedin.com" }), "www.linkedin.com", "referral"],
    [touch({ landingPath: "/" }), "(direct)", "(none)"],
  ])("%o is %s / %s", (value, source, medium) => {
    expect(sourceOf(value)).toEqual({ source, medium });
  });

  it("describes an attribution in labelled lines, leaving out what is empty", () => {
    expect(
      attributionLines({
        first: {
          ...touch({ referrerHost: "www.linkedin.com", landingPath: "/blog" }),
          at: "2026-11-01T05:00:00.000Z",
        },
        last: touch({
          landingPath: "/",
          utmSource: "google",
          utmMedium: "cpc",
          utmCampaign: "mvp-q4",
          gclid: "abc",
        }),
      }),
    ).toEqual([
      ["Source / medium", "google / cpc"],
      ["Campaign", "mvp-q4"],
      ["Landing page", "/"],
      ["Click id", "gclid abc"],
      ["First visit", "www.linkedin.com / referral · /blog · 2026-11-01"],
    ]);
    expect(attributionLines({ first: null, last: EMPTY_TOUCH })).toEqual([
      ["Source / medium", "Direct"],
    ]);
  });

  it("names a direct visit and a missing medium or campaign in words, not as stored", () => {
    expect(attributionLabel("(direct)")).toBe("Direct");
    expect(attributionLabel("(none)")).toBe("—");
    expect(attributionLabel("google")).toBe("google");
    expect(sourceMediumLabel("(direct)", "(none)")).toBe("Direct");
    expect(sourceMediumLabel("newsletter", "(none)")).toBe("newsletter");
    expect(sourceMediumLabel("google", "cpc")).toBe("google / cpc");
    const names = new Map([["21436587901", "Brand, India"]]);
    expect(campaignLabel("21436587901", names)).toBe("Brand, India");
    expect(campaignLabel("spring-sale", names)).toBe("spring-sale");
    expect(campaignLabel("(none)", names)).toBe("—");
    expect(
      campaignRowLabel({ source: "google", medium: "cpc", campaign: "21436587901" }, names),
    ).toEqual({ name: "Brand, India", detail: "google / cpc", hasCampaign: true });
    expect(
      campaignRowLabel({ source: "(direct)", medium: "(none)", campaign: "(none)" }, names),
    ).toEqual({ name: "Direct", detail: "No campaign", hasCampaign: false });
  });
});

describe("the visit id travels with the attribution", () => {
  it("keeps a well-formed visit id and drops anything else", () => {
    const id = "0b6f7a52-9d0c-4f5e-8a41-3c2d1e0f9a8b";
    expect(cleanAttribution({ last: {}, visit: id })?.visit).toBe(id);
    expect(cleanAttribution({ last: {}, visit: "x; drop table" })).not.toHaveProperty("visit");
  });
});
