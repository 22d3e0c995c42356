import { describe, expect, it, vi } from "vitest";

import { FIRED_STORAGE_KEY, reportConversion, type ConversionSettings } from "./conversions";

const settings: ConversionSettings = {
  adsConversions: ["AW-111/labelA", "AW-222/labelB"],
  value: 1499,
  currency: "INR",
};
const all = { analytics: true, functional: true, marketing: true };

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const base = { settings, pageLocation: "https://www.example.com/thank-you" };

describe("reportConversion", () => {
  it("sends both Ads conversions, page_view and generate_lead at 1499 INR", () => {
    const gtag = vi.fn();
    const storage = memoryStorage();
    const outcome = reportConversion({ ...base, transactionId: "42", consent: all, gtag, storage });
    expect(outcome).toBe("sent");
    expect(gtag.mock.calls).toEqual([
      [
        "event",
        "conversion",
        { send_to: "AW-111/labelA", value: 1499, currency: "INR", transaction_id: "42" },
      ],
      [
        "event",
        "conversion",
        { send_to: "AW-222/labelB", value: 1499, currency: "INR", transaction_id: "42" },
      ],
      ["event", "page_view", { page_title: "Thank You", page_location: base.pageLocation }],
      ["event", "generate_lead", { value: 1499, currency: "INR", transaction_id: "42" }],
    ]);
    expect(JSON.parse(storage.data.get(FIRED_STORAGE_KEY)!)).toEqual({
      "42": ["ads", "analytics"],
    });
  });

  it("reports each transaction once", () => {
    const gtag = vi.fn();
    const storage = memoryStorage();
    reportConversion({ ...base, transactionId: "42", consent: all, gtag, storage });
    gtag.mockClear();
    expect(reportConversion({ ...base, transactionId: "42", consent: all, gtag, storage })).toBe(
      "already-sent",
    );
    expect(gtag).not.toHaveBeenCalled();
    reportConversion({ ...base, transactionId: "43", consent: all, gtag, storage });
    expect(gtag).toHaveBeenCalledTimes(4);
  });

  it("waits for consent and respects each category", () => {
    const gtag = vi.fn();
    const storage = memoryStorage();
    expect(reportConversion({ ...base, transactionId: "1", consent: null, gtag, storage })).toBe(
      "waiting-for-consent",
    );
    expect(
      reportConversion({
        ...base,
        transactionId: "1",
        consent: { analytics: false, functional: true, marketing: false },
        gtag,
        storage,
      }),
    ).toBe("waiting-for-consent");
    expect(gtag).not.toHaveBeenCalled();
    reportConversion({
      ...base,
      transactionId: "1",
      consent: { analytics: true, functional: false, marketing: false },
      gtag,
      storage,
    });
    expect(gtag.mock.calls.map((call) => call[1])).toEqual(["page_view", "generate_lead"]);
    gtag.mockClear();
    // Marketing allowed later: only the Ads conversions are still due.
    reportConversion({ ...base, transactionId: "1", consent: all, gtag, storage });
    expect(gtag.mock.calls.map((call) => call[1])).toEqual(["conversion", "conversion"]);
  });

  it("only warns when there is no gtag", () => {
    const warn = vi.fn();
    const storage = memoryStorage();
    expect(
      reportConversion({
        ...base,
        transactionId: "9",
        consent: all,
        gtag: undefined,
        storage,
        warn,
      }),
    ).toBe("no-gtag");
    expect(warn).toHaveBeenCalledOnce();
    expect(storage.data.size).toBe(0);
  });

  it("does nothing without a transaction", () => {
    const gtag = vi.fn();
    expect(
      reportConversion({
        ...base,
        transactionId: null,
        consent: all,
        gtag,
        storage: memoryStorage(),
      }),
    ).toBe("no-transaction");
    expect(gtag).not.toHaveBeenCalled();
  });
});
