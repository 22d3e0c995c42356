import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ACCEPT_ALL, CONSENT_CHANGE_EVENT, REJECT_ALL, serializeConsent } from "../consent/consent";

/**
 * The consent rules, in a stand-in browser (the unit project has no DOM): without consent
 * nothing is written; with it the visit is remembered; withdrawn, it is forgotten.
 */
class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

type FakeInput = { name: string; value: string; fixed: boolean };

function fakeBrowser(href: string, referrer: string, consent: "none" | "accepted" | "rejected") {
  const window = Object.assign(new EventTarget(), {
    location: new URL(href),
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
  });
  const inputs: FakeInput[] = [
    { name: "attribution", value: "", fixed: false },
    { name: "attribution", value: '{"from":"server"}', fixed: true },
  ];
  const choice = consent === "accepted" ? ACCEPT_ALL : REJECT_ALL;
  const document = {
    referrer,
    cookie: consent === "none" ? "" : `site_consent=${serializeConsent(choice, new Date())}`,
    querySelectorAll: (selector: string) =>
      selector.includes(":not([data-attribution-fixed])")
        ? inputs.filter((input) => !input.fixed)
        : inputs,
  };
  vi.stubGlobal("window", window);
  vi.stubGlobal("document", document);
  return { window, document, inputs };
}

const load = () => import("./attribution-store");
const AD =
  "https://site.example/?utm_source=google&utm_medium=cpc&utm_campaign=mvp-q4&gclid=Cj0abc";

describe("attribution in the browser", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("without consent writes nothing and sends only this page's address and referrer", async () => {
    const browser = fakeBrowser(AD, "https://www.google.com/", "none");
    const store = await load();
    store.startAttribution();
    expect(browser.window.localStorage.items.size).toBe(0);
    expect(browser.window.sessionStorage.items.size).toBe(0);
    expect(browser.document.cookie).toBe("");
    const sent = store.currentAttribution();
    expect(sent.first).toBeNull();
    expect(sent.last).toMatchObject({
      landingPath: "/",
      referrerHost: "www.google.com",
      utmSource: "google",
      gclid: "Cj0abc",
    });
    // The hidden field carries the same; a value the server wrote is left alone.
    expect(JSON.parse(browser.inputs[0]!.value)).toEqual(sent);
    expect(browser.inputs[1]!.value).toBe('{"from":"server"}');
  });

  it("a rejected choice writes nothing either", async () => {
    const browser = fakeBrowser(AD, "", "rejected");
    const store = await load();
    store.startAttribution();
    expect(browser.window.localStorage.items.size).toBe(0);
  });

  it("with consent remembers the landing page across pages, and forgets it when withdrawn", async () => {
    const landing = fakeBrowser(AD, "https://www.google.com/", "none");
    let store = await load();
    store.startAttribution();
    // Consent given on the landing page: this page's touch is remembered at once.
    landing.document.cookie = `site_consent=${serializeConsent(ACCEPT_ALL, new Date())}`;
    landing.window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: ACCEPT_ALL }));
    const stored = landing.window.localStorage.getItem(store.ATTRIBUTION_STORAGE_KEY);
    expect(stored).not.toBeNull();

    // The next page: /contact, reached from our own home page.
    vi.resetModules();
    const contact = fakeBrowser(
      "https://site.example/contact",
      "https://site.example/",
      "accepted",
    );
    contact.window.localStorage.setItem(store.ATTRIBUTION_STORAGE_KEY, stored!);
    store = await load();
    store.startAttribution();
    const sent = store.currentAttribution();
    expect(sent.last).toMatchObject({ landingPath: "/", utmCampaign: "mvp-q4", gclid: "Cj0abc" });
    expect(sent.first).toMatchObject({ landingPath: "/", utmSource: "google" });

    // Consent withdrawn: forgotten, and the form falls back to this page alone.
    contact.document.cookie = `site_consent=${serializeConsent(REJECT_ALL, new Date())}`;
    contact.window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: REJECT_ALL }));
    expect(contact.window.localStorage.items.size).toBe(0);
    expect(store.currentAttribution()).toMatchObject({
      first: null,
      last: { landingPath: "/contact", utmSource: null },
    });
  });

  it("allows remembering with analytics or marketing consent, not with functional alone", async () => {
    const { allowsAttributionMemory } = await load();
    expect(allowsAttributionMemory(null)).toBe(false);
    expect(allowsAttributionMemory({ ...REJECT_ALL, functional: true })).toBe(false);
    expect(allowsAttributionMemory({ ...REJECT_ALL, analytics: true })).toBe(true);
    expect(allowsAttributionMemory({ ...REJECT_ALL, marketing: true })).toBe(true);
  });
});
