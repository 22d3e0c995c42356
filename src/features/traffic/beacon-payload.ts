import type { ConsentChoice } from "@/features/consent/consent";
import { CLICK_ID_PARAMS, cleanVisitId } from "@/features/attribution/attribution";
import { cutText } from "@/lib/cut-text";

export { cleanVisitId };

/**
 * What the visit-count beacon sends (docs/decisions/0026-first-party-visit-counts.md). Pure rules,
 * shared by the browser script (beacon.ts) and the server that checks them (src/server/traffic):
 * the page's address without its query or fragment, the referring site's host, three utm_ values
 * and whether a click id was present (never its value), whether the page opens a visit, a device
 * class, and, only with analytics consent and neither Do Not Track nor Global Privacy Control, a
 * random visit id. Nothing else about the visitor is sent.
 */
export const COLLECT_PATH = "/api/collect";

/** Where a consented visit's random id lives: sessionStorage, gone when the tab closes. */
export const VISIT_STORAGE_KEY = "site_visit";

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Each utm_ value is cut to this many characters by the browser and refused longer by the server. */
export const BEACON_UTM_MAX = 100;

/** The largest body the server reads; a beacon is far below it. */
export const BEACON_MAX_BYTES = 768;

export type ViewBeacon = {
  /** "visit": the page's view was counted already; this names its visit (see visitBeacon). */
  kind: "view" | "visit";
  path: string;
  device: DeviceClass;
  /** The first page of a visit: the referrer is not one of our pages. */
  entry: boolean;
  ref?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  /** The click id's name ("gclid") when the address carried one; its value never leaves. */
  click?: (typeof CLICK_ID_PARAMS)[number];
  visit?: string;
};

export type VitalsBeacon = {
  kind: "vitals";
  path: string;
  device: DeviceClass;
} & Partial<Record<VitalName, number>>;

export type Beacon = ViewBeacon | VitalsBeacon;

/** Phones under 768 px, tablets under 1024 px, the rest desktops (the site's md and lg breakpoints). */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return "mobile";
  if (viewportWidth < 1024) return "tablet";
  return "desktop";
}

/** Do Not Track or Global Privacy Control: the visitor asked not to be followed. */
export function optedOut(nav: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) {
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

/** A visit id may exist only with analytics consent and no opt-out signal. */
export function allowsVisitId(consent: ConsentChoice | null, optOut: boolean): boolean {
  return Boolean(consent?.analytics) && !optOut;
}

export type PageContext = {
  href: string;
  referrer: string;
  viewportWidth: number;
  /** The visit id, already null when consent or an opt-out does not allow one. */
  visitId: string | null;
};

const utm = (value: string | null) =>
  value ? cutText(value.trim(), BEACON_UTM_MAX).trim() || undefined : undefined;

/** The page-view beacon of this page. */
export function viewBeacon({ href, referrer, viewportWidth, visitId }: PageContext): ViewBeacon {
  const url = new URL(href);
  let ref: string | undefined;
  try {
    const from = new URL(referrer);
    if (/^https?:$/.test(from.protocol)) ref = from.host;
  } catch {
    // No referrer: a direct visit (or one whose referrer was withheld).
  }
  const internal = ref === url.host;
  const beacon: ViewBeacon = {
    kind: "view",
    path: url.pathname,
    device: deviceClass(viewportWidth),
    entry: !internal,
  };
  // Where the visit came from only matters on its first page.
  if (!internal) {
    if (ref) beacon.ref = ref;
    const source = utm(url.searchParams.get("utm_source"));
    const medium = utm(url.searchParams.get("utm_medium"));
    const campaign = utm(url.searchParams.get("utm_campaign"));
    if (source) beacon.source = source;
    if (medium) beacon.medium = medium;
    if (campaign) beacon.campaign = campaign;
    const click = CLICK_ID_PARAMS.find((name) => url.searchParams.get(name));
    if (click) beacon.click = click;
  }
  if (visitId) beacon.visit = visitId;
  return beacon;
}

/**
 * A visitor who gives analytics consent on a page whose view went out without a visit id (the
 * first page of most visits: the banner is answered there) names the visit then: the same fields
 * as the view, as kind "visit", which the server counts as a visit of that page and entry and
 * not as a second view. Without it the visit would start on its second page, with no source, and
 * an enquiry sent from the first page would be missing from the funnel. Null when the view
 * already carried an id, or none is allowed.
 */
export function visitBeacon(view: ViewBeacon, visitId: string | null): ViewBeacon | null {
  if (view.visit || !visitId) return null;
  return { ...view, kind: "visit", visit: visitId };
}

/** The vitals beacon: the values measured so far, rounded (CLS to 4 places, the rest to ms). */
export function vitalsBeacon(
  path: string,
  viewportWidth: number,
  values: Partial<Record<VitalName, number>>,
): VitalsBeacon | null {
  const beacon: VitalsBeacon = { kind: "vitals", path, device: deviceClass(viewportWidth) };
  let any = false;
  for (const name of VITAL_NAMES) {
    const value = values[name];
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) continue;
    beacon[name] = name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
    any = true;
  }
  return any ? beacon : null;
}
