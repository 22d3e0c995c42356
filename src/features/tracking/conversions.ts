import type { ConsentChoice } from "@/features/consent/consent";

/** What the thank-you page reports (docs/product.md §7): the Ads conversions, page_view, generate_lead. */
export type ConversionSettings = {
  /** `send_to` targets, e.g. "AW-123456789/AbC-dEf" (one per Ads account). */
  adsConversions: string[];
  value: number;
  currency: string;
};

type Gtag = (...args: unknown[]) => void;

type Group = "ads" | "analytics";

/** localStorage key: the transactions already reported, so a reload never reports twice. */
export const FIRED_STORAGE_KEY = "conversions:fired";
const MAX_REMEMBERED = 50;

type Fired = Record<string, Group[]>;

function readFired(storage: Pick<Storage, "getItem">): Fired {
  try {
    const value = JSON.parse(storage.getItem(FIRED_STORAGE_KEY) ?? "{}") as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Fired)
      : {};
  } catch {
    return {};
  }
}

export type ConversionOutcome =
  "sent" | "already-sent" | "waiting-for-consent" | "no-gtag" | "no-transaction";

/**
 * Reports one enquiry or booking through `window.gtag`, once per transaction id and per consent
 * group: the Ads conversions need Marketing consent, page_view and generate_lead need Analytics.
 * Without a gtag function only a console warning is written.
 */
export function reportConversion({
  transactionId,
  consent,
  settings,
  gtag,
  storage,
  pageLocation,
  warn = (message) => console.warn(message),
}: {
  transactionId: string | null;
  consent: ConsentChoice | null;
  settings: ConversionSettings;
  gtag: Gtag | undefined;
  storage: Pick<Storage, "getItem" | "setItem">;
  pageLocation: string;
  warn?: (message: string) => void;
}): ConversionOutcome {
  if (!transactionId) return "no-transaction";
  const allowed: Group[] = [];
  if (consent?.marketing) allowed.push("ads");
  if (consent?.analytics) allowed.push("analytics");
  if (allowed.length === 0) return "waiting-for-consent";

  const fired = readFired(storage);
  const done = new Set(fired[transactionId] ?? []);
  const due = allowed.filter((group) => !done.has(group));
  if (due.length === 0) return "already-sent";

  if (typeof gtag !== "function") {
    warn("Conversion not recorded: the Google tag (window.gtag) is not available.");
    return "no-gtag";
  }

  const money = { value: settings.value, currency: settings.currency };
  if (due.includes("ads")) {
    for (const sendTo of settings.adsConversions) {
      gtag("event", "conversion", { send_to: sendTo, ...money, transaction_id: transactionId });
    }
  }
  if (due.includes("analytics")) {
    gtag("event", "page_view", { page_title: "Thank You", page_location: pageLocation });
    gtag("event", "generate_lead", { ...money, transaction_id: transactionId });
  }

  const next: Fired = { ...fired, [transactionId]: [...done, ...due] };
  const keys = Object.keys(next);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED))) delete next[key];
  try {
    storage.setItem(FIRED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the events went out; a reload may repeat them.
  }
  return "sent";
}
