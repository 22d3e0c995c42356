import { describe, expect, it } from "vitest";

import { ACCEPT_ALL, REJECT_ALL } from "@/features/consent/consent";

import {
  allowsVisitId,
  BEACON_MAX_BYTES,
  BEACON_UTM_MAX,
  cleanVisitId,
  deviceClass,
  optedOut,
  viewBeacon,
  visitBeacon,
  vitalsBeacon,
} from "./beacon-payload";

const VISIT = "0b6f7a52-9d0c-4f5e-8a41-3c2d1e0f9a8b";

describe("the beacon's payload rules", () => {
  it("keeps only the address's path, the referrer's host and three utm_ values on an entry", () => {
    const beacon = viewBeacon({
      href: "https://site.example/blog/post?utm_source=news&utm_medium=email&utm_campaign=nov&utm_term=x&gclid=abc&email=a@b.c#top",
      referrer: "https://mail.example.org/inbox/123?u=me",
      viewportWidth: 390,
      visitId: null,
    });
    expect(beacon).toEqual({
      kind: "view",
      path: "/blog/post",
      device: "mobile",
      entry: true,
      ref: "mail.example.org",
      source: "news",
      medium: "email",
      campaign: "nov",
      click: "gclid",
    });
    expect(JSON.stringify(beacon)).not.toContain("abc");
    expect(JSON.stringify(beacon)).not.toContain("a@b.c");
  });

  it("a page reached from our own page is no entry and carries no source", () => {
    const beacon = viewBeacon({
      href: "https://site.example/contact?utm_source=x",
      referrer: "https://site.example/",
      viewportWidth: 1280,
      visitId: null,
    });
    expect(beacon).toEqual({ kind: "view", path: "/contact", device: "desktop", entry: false });
  });

  it("no referrer is a direct entry", () => {
    expect(
      viewBeacon({
        href: "https://site.example/",
        referrer: "",
        viewportWidth: 800,
        visitId: null,
      }),
    ).toEqual({ kind: "view", path: "/", device: "tablet", entry: true });
  });

  it("caps utm_ values so a beacon stays small", () => {
    const long = "x".repeat(5000);
    const beacon = viewBeacon({
      href: `https://site.example/?utm_source=${long}&utm_medium=${long}&utm_campaign=${long}`,
      referrer: "",
      viewportWidth: 400,
      visitId: VISIT,
    });
    expect(beacon.source).toHaveLength(BEACON_UTM_MAX);
    expect(new TextEncoder().encode(JSON.stringify(beacon)).length).toBeLessThanOrEqual(
      BEACON_MAX_BYTES,
    );
  });

  it("a visit id only with analytics consent and without DNT or GPC", () => {
    expect(allowsVisitId(null, false)).toBe(false);
    expect(allowsVisitId(REJECT_ALL, false)).toBe(false);
    expect(allowsVisitId({ ...REJECT_ALL, marketing: true }, false)).toBe(false);
    expect(allowsVisitId(ACCEPT_ALL, false)).toBe(true);
    expect(allowsVisitId(ACCEPT_ALL, true)).toBe(false);
    expect(optedOut({ doNotTrack: "1" })).toBe(true);
    expect(optedOut({ globalPrivacyControl: true })).toBe(true);
    expect(optedOut({ doNotTrack: "0", globalPrivacyControl: false })).toBe(false);
    expect(optedOut({})).toBe(false);
  });

  it("sends the visit id it is given, and none without", () => {
    const page = { href: "https://site.example/", referrer: "", viewportWidth: 1400 };
    expect(viewBeacon({ ...page, visitId: VISIT }).visit).toBe(VISIT);
    expect(viewBeacon({ ...page, visitId: null })).not.toHaveProperty("visit");
    expect(cleanVisitId(VISIT)).toBe(VISIT);
    expect(cleanVisitId("not-an-id")).toBeNull();
    expect(cleanVisitId(42)).toBeNull();
  });

  it("names the visit once when consent comes after the view went out without an id", () => {
    const page = {
      href: "https://site.example/mvp?utm_source=google&utm_medium=cpc",
      referrer: "https://www.google.com/",
      viewportWidth: 390,
    };
    const view = viewBeacon({ ...page, visitId: null });
    expect(visitBeacon(view, VISIT)).toEqual({ ...view, kind: "visit", visit: VISIT });
    // The view already named its visit, or no id is allowed: nothing more to send.
    expect(visitBeacon(viewBeacon({ ...page, visitId: VISIT }), VISIT)).toBeNull();
    expect(visitBeacon(view, null)).toBeNull();
  });

  it("classes devices by viewport width", () => {
    expect([320, 767, 768, 1023, 1024].map(deviceClass)).toEqual([
      "mobile",
      "mobile",
      "tablet",
      "tablet",
      "desktop",
    ]);
  });

  it("rounds vitals and leaves out what was not measured", () => {
    expect(vitalsBeacon("/", 400, { LCP: 1234.56, CLS: 0.123456, INP: Number.NaN })).toEqual({
      kind: "vitals",
      path: "/",
      device: "mobile",
      LCP: 1235,
      CLS: 0.1235,
    });
    expect(vitalsBeacon("/", 400, {})).toBeNull();
  });
});
