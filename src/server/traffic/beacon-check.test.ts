import { describe, expect, it } from "vitest";

import { checkBeacon, OTHER_PAGE, pageOf } from "./beacon-check";
import { isAutomated } from "./bots";
import { tokenBuckets } from "./token-bucket";

const KNOWN = new Set(["/", "/contact", "/blog"]);
const check = (beacon: unknown) => checkBeacon(JSON.stringify(beacon), KNOWN);
const VIEW = { kind: "view", path: "/contact", device: "mobile", entry: false };

describe("the collect endpoint's checks", () => {
  it("counts a known page as itself and anything else as other", () => {
    expect(pageOf("/contact", KNOWN)).toBe("/contact");
    expect(pageOf("/blog/", KNOWN)).toBe("/blog");
    expect(pageOf("/contact?x=1", KNOWN)).toBe("/contact");
    expect(pageOf("/wp-admin", KNOWN)).toBe(OTHER_PAGE);
    expect(pageOf("//evil.example/x", KNOWN)).toBe(OTHER_PAGE);
    expect(pageOf("contact", KNOWN)).toBe(OTHER_PAGE);
  });

  it("accepts a view and applies the Sources page's rule to an entry", () => {
    expect(check(VIEW)).toEqual({
      ok: true,
      beacon: { ...VIEW, source: "", medium: "", campaign: "", visit: null },
    });
    const entry = check({ ...VIEW, entry: true, ref: "www.google.com" });
    expect(entry.ok && entry.beacon).toMatchObject({
      source: "www.google.com",
      medium: "referral",
      campaign: "(none)",
    });
    const ad = check({ ...VIEW, entry: true, click: "gclid", campaign: " Q4 " });
    expect(ad.ok && ad.beacon).toMatchObject({ source: "google", medium: "cpc", campaign: "Q4" });
    const direct = check({ ...VIEW, entry: true });
    expect(direct.ok && direct.beacon).toMatchObject({ source: "(direct)", medium: "(none)" });
  });

  it("cleans and caps utm_ values", () => {
    const result = check({ ...VIEW, entry: true, source: "a".repeat(300), medium: "e\u0000mail" });
    expect(result.ok && result.beacon).toMatchObject({ source: "a".repeat(100), medium: "(none)" });
  });

  it("keeps a 99-letter utm_ value ending in an emoji whole (it was stored ending in U+FFFD)", () => {
    const campaign = `${"c".repeat(99)}🚀`;
    const result = check({ ...VIEW, entry: true, source: "news", campaign });
    expect(result.ok && result.beacon).toMatchObject({ campaign });
    const longer = check({ ...VIEW, entry: true, source: "news", campaign: `${campaign}🚀` });
    expect(longer.ok && longer.beacon).toMatchObject({ campaign });
  });

  it("keeps a well-formed visit id only", () => {
    const id = "0b6f7a52-9d0c-4f5e-8a41-3c2d1e0f9a8b";
    const good = check({ ...VIEW, visit: id });
    expect(good.ok && good.beacon.kind === "view" && good.beacon.visit).toBe(id);
    const bad = check({ ...VIEW, visit: "x".repeat(36) });
    expect(bad.ok && bad.beacon.kind === "view" && bad.beacon.visit).toBeNull();
  });

  it("accepts a visit beacon only with a visit id", () => {
    const id = "0b6f7a52-9d0c-4f5e-8a41-3c2d1e0f9a8b";
    const named = check({ ...VIEW, kind: "visit", visit: id });
    expect(named.ok && named.beacon).toMatchObject({ kind: "visit", visit: id });
    expect(check({ ...VIEW, kind: "visit" })).toMatchObject({ ok: false, status: 400 });
  });

  it("accepts vitals within range", () => {
    expect(check({ kind: "vitals", path: "/", device: "desktop", LCP: 1800, CLS: 0.02 })).toEqual({
      ok: true,
      beacon: { kind: "vitals", path: "/", values: { LCP: 1800, CLS: 0.02 } },
    });
  });

  it("refuses anything that is not a beacon with a 4xx", () => {
    const refused = [
      "not json",
      "[]",
      "null",
      JSON.stringify({ ...VIEW, kind: "click" }),
      JSON.stringify({ ...VIEW, device: "watch" }),
      JSON.stringify({ ...VIEW, entry: "yes" }),
      JSON.stringify({ ...VIEW, email: "a@b.example" }),
      JSON.stringify({ ...VIEW, click: "abc123" }),
      JSON.stringify({ kind: "vitals", path: "/", device: "mobile", LCP: -1 }),
      JSON.stringify({ kind: "vitals", path: "/", device: "mobile", CLS: 1e9 }),
      JSON.stringify({ kind: "vitals", path: "/", device: "mobile", FID: 3 }),
    ];
    for (const text of refused) {
      const result = checkBeacon(text, KNOWN);
      expect(result.ok, text).toBe(false);
      expect(!result.ok && result.status).toBe(400);
    }
    const big = checkBeacon(JSON.stringify({ ...VIEW, ref: "x".repeat(2000) }), KNOWN);
    expect(!big.ok && big.status).toBe(413);
  });

  it("drops bots, automated browsers and link checkers by user agent", () => {
    const people = [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
    ];
    const machines = [
      null,
      "",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "W3C-checklink/4.81 libwww-perl/6.77",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
    ];
    for (const agent of people) expect(isAutomated(agent), agent).toBe(false);
    for (const agent of machines) expect(isAutomated(agent), String(agent)).toBe(true);
  });

  it("limits each client with a token bucket keyed by a salted hash, never the address", () => {
    const buckets = tokenBuckets(3, Buffer.alloc(32, 7));
    const t0 = 1_000_000;
    expect([1, 2, 3, 4].map(() => buckets.take("203.0.113.9", t0))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(buckets.take("198.51.100.1", t0)).toBe(true);
    // 3 a minute: one token back after 20 s.
    expect(buckets.take("203.0.113.9", t0 + 20_000)).toBe(true);
    expect(buckets.take("203.0.113.9", t0 + 20_001)).toBe(false);
    expect(buckets.size()).toBe(2);
  });
});
