/**
 * The visit-count beacon, part of the site script (which runs after the first paint): on idle,
 * one page-view beacon; when the page is hidden, one beacon of its Web Vitals (Google's
 * web-vitals, loaded on idle as its own chunk). Without analytics consent nothing is read from or
 * written to any storage; with it, a random visit id in sessionStorage, forgotten when consent is
 * withdrawn. Do Not Track / Global Privacy Control: never an id, only the anonymous counts.
 */
import type { ConsentChoice } from "@/features/consent/consent";
import { getConsent, onConsentChange } from "@/features/consent/consent-store";

import {
  allowsVisitId,
  cleanVisitId,
  COLLECT_PATH,
  optedOut,
  viewBeacon,
  VISIT_STORAGE_KEY,
  visitBeacon,
  vitalsBeacon,
  type Beacon,
  type VitalName,
} from "./beacon-payload";

const optOut = () => optedOut(navigator as Navigator & { globalPrivacyControl?: boolean });

function visitId(consent: ConsentChoice | null): string | null {
  if (!allowsVisitId(consent, optOut())) return null;
  try {
    const saved = cleanVisitId(sessionStorage.getItem(VISIT_STORAGE_KEY));
    if (saved) return saved;
    const made = crypto.randomUUID();
    sessionStorage.setItem(VISIT_STORAGE_KEY, made);
    return made;
  } catch {
    // Storage blocked: counted without an id.
    return null;
  }
}

/**
 * The id of this visit when one is allowed, for the enquiry forms (made here if the beacon has
 * not made it yet: the forms' idle work may run first).
 */
export function currentVisitId(): string | null {
  return visitId(getConsent());
}

function send(beacon: Beacon) {
  const body = JSON.stringify(beacon);
  try {
    if (navigator.sendBeacon?.(COLLECT_PATH, body)) return;
  } catch {
    // Refused (too large a queue): try fetch.
  }
  void fetch(COLLECT_PATH, {
    method: "POST",
    body,
    keepalive: true,
    credentials: "omit",
    headers: { "Content-Type": "text/plain" },
  }).catch(() => {});
}

function watchVitals(path: string) {
  const values: Partial<Record<VitalName, number>> = {};
  void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const keep = ({ name, value }: { name: VitalName; value: number }) => {
      values[name] = value;
    };
    // Every change, so the values are current whenever the page goes: leaving by a link fires
    // pagehide, and not always a visibilitychange first (web-vitals reports its final values
    // only on the latter).
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(keep, { reportAllChanges: true });
    // Hidden (another tab, the phone locked) or left: sent once per page.
    let sent = false;
    const flush = (event: Event) => {
      if (sent || (event.type === "visibilitychange" && document.visibilityState !== "hidden")) {
        return;
      }
      const beacon = vitalsBeacon(path, window.innerWidth, values);
      if (beacon) {
        sent = true;
        send(beacon);
      }
    };
    document.addEventListener("visibilitychange", flush);
    window.addEventListener("pagehide", flush);
  });
}

export function startBeacon() {
  const id = visitId(getConsent());
  const view = viewBeacon({
    href: window.location.href,
    referrer: document.referrer,
    viewportWidth: window.innerWidth,
    visitId: id,
  });
  send(view);
  watchVitals(view.path);
  let named = Boolean(view.visit);
  onConsentChange((choice) => {
    if (allowsVisitId(choice, optOut())) {
      // Consent given on this page: its view went without an id, so the visit is named now.
      const visit = named ? null : visitBeacon(view, visitId(choice));
      if (visit) send(visit);
      named = true;
      return;
    }
    try {
      sessionStorage.removeItem(VISIT_STORAGE_KEY);
    } catch {
      // Nothing stored.
    }
  });
}
