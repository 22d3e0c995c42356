import { hasControlCharacters } from "@content/schemas/control-characters";
import { cutText } from "@/lib/cut-text";

/**
 * Where a visit came from (docs/decisions/0020-lead-attribution.md): the page it landed on, the
 * referring site's host (never the full referring address), the five utm_ parameters and the ad
 * platforms' click ids. Pure functions, shared by the browser (what a form sends, what consent
 * allows to be remembered) and the server (what it accepts and stores).
 */

/** Where the browser remembers the first and latest touch, only with consent (attribution-store.ts). */
export const ATTRIBUTION_STORAGE_KEY = "site_attribution";

export const UTM_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export const CLICK_ID_PARAMS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid"] as const;

/** One visit's source. Every field may be null (a direct visit has only its landing page). */
export type Touch = {
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  fbclid: string | null;
  msclkid: string | null;
};

export type TouchField = keyof Touch;

/**
 * The first visit (first touch) and this visit (last touch); first only with consent. `visit`:
 * the random id of this visit (src/features/traffic/beacon-payload.ts), only with analytics
 * consent, so the owner's funnel can link an enquiry to the visit that sent it.
 */
export type Attribution = {
  first: (Touch & { at: string }) | null;
  last: Touch;
  visit?: string | null;
};

const UTM_FIELDS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const satisfies Record<(typeof UTM_PARAMS)[number], TouchField>;

export const TOUCH_FIELDS = [
  "landingPath",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  ...CLICK_ID_PARAMS,
] as const satisfies readonly TouchField[];

/** Caps, in characters. A longer click id is not one (it is dropped, not cut). */
export const ATTRIBUTION_LIMITS = {
  landingPath: 300,
  referrerHost: 253,
  utm: 150,
  clickId: 200,
} as const;

export const EMPTY_TOUCH: Touch = Object.fromEntries(
  TOUCH_FIELDS.map((field) => [field, null]),
) as Touch;

const CLICK_ID = /^[A-Za-z0-9_.~-]+$/;
const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/;

const text = (value: unknown): string | null => (typeof value === "string" ? value.trim() : null);

/** A utm_ value: trimmed, at most 150 characters, nothing invisible; empty is none. */
export function cleanUtm(value: unknown): string | null {
  const clean = text(value);
  if (!clean || hasControlCharacters(clean)) return null;
  return cutText(clean, ATTRIBUTION_LIMITS.utm).trim() || null;
}

export function cleanClickId(value: unknown): string | null {
  const clean = text(value);
  if (!clean || clean.length > ATTRIBUTION_LIMITS.clickId || !CLICK_ID.test(clean)) return null;
  return clean;
}

/** A path on this site ("/", "/contact"), without its query or fragment; else null. */
export function cleanPath(value: unknown): string | null {
  const clean = text(value)?.split(/[?#]/)[0];
  if (!clean || !clean.startsWith("/") || clean.startsWith("//") || hasControlCharacters(clean)) {
    return null;
  }
  if (clean.length > ATTRIBUTION_LIMITS.landingPath) return null;
  return clean;
}

/** A host name (lower case, an optional port), never a path or query; else null. */
export function cleanHost(value: unknown): string | null {
  const clean = text(value)?.toLowerCase();
  if (!clean || clean.length > ATTRIBUTION_LIMITS.referrerHost || !HOST.test(clean)) return null;
  return clean;
}

const CLEANERS: Record<TouchField, (value: unknown) => string | null> = {
  landingPath: cleanPath,
  referrerHost: cleanHost,
  utmSource: cleanUtm,
  utmMedium: cleanUtm,
  utmCampaign: cleanUtm,
  utmTerm: cleanUtm,
  utmContent: cleanUtm,
  gclid: cleanClickId,
  gbraid: cleanClickId,
  wbraid: cleanClickId,
  fbclid: cleanClickId,
  msclkid: cleanClickId,
};

/** Any object to a Touch: each field validated and capped, anything else dropped. */
export function cleanTouch(value: unknown): Touch {
  const record =
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const touch = { ...EMPTY_TOUCH };
  for (const field of TOUCH_FIELDS) touch[field] = CLEANERS[field](record[field]);
  return touch;
}

const VISIT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A visit id as the browser makes it (crypto.randomUUID), else null. */
export function cleanVisitId(value: unknown): string | null {
  return typeof value === "string" && VISIT_ID.test(value) ? value : null;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/** What a form sent (JSON, or the JSON text of its hidden field) as an Attribution; never throws. */
export function cleanAttribution(value: unknown): Attribution | null {
  let record = value;
  if (typeof value === "string") {
    if (value.length === 0 || value.length > 8192) return null;
    try {
      record = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof record !== "object" || record === null) return null;
  const { first, last } = record as { first?: unknown; last?: unknown };
  const firstTouch = first && typeof first === "object" ? cleanTouch(first) : null;
  const at = firstTouch ? (first as { at?: unknown }).at : null;
  const visit = cleanVisitId((record as { visit?: unknown }).visit);
  return {
    ...(visit ? { visit } : {}),
    first:
      firstTouch && typeof at === "string" && ISO_TIME.test(at) && !Number.isNaN(Date.parse(at))
        ? { ...firstTouch, at }
        : null,
    last: cleanTouch(last),
  };
}

/**
 * What a page's own address and `document.referrer` say: the path, the utm_ parameters and
 * click ids of its query, and the referrer's host when it is another site (a click from one of
 * our pages to the next is no source).
 */
export function touchFromPage(href: string, referrer: string): Touch {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { ...EMPTY_TOUCH };
  }
  const raw: Record<string, string | null> = { landingPath: url.pathname };
  for (const param of UTM_PARAMS) raw[UTM_FIELDS[param]] = url.searchParams.get(param);
  for (const param of CLICK_ID_PARAMS) raw[param] = url.searchParams.get(param);
  try {
    const from = new URL(referrer);
    if (/^https?:$/.test(from.protocol) && from.host !== url.host) raw.referrerHost = from.host;
  } catch {
    // No referrer, or not an address: a direct visit.
  }
  return cleanTouch(raw);
}

/** A visit that came from somewhere: a campaign, an ad click or another site. */
export function hasSource(touch: Touch): boolean {
  return TOUCH_FIELDS.some((field) => field !== "landingPath" && touch[field] !== null);
}

/**
 * The remembered attribution after a page view (only ever called with consent): the first touch
 * is kept for good; the last touch is replaced by a visit that came from somewhere, so browsing
 * from page to page (or a later direct visit) never hides the campaign that brought the visitor.
 */
export function rememberTouch(stored: Attribution | null, page: Touch, now: Date): Attribution {
  if (!stored) return { first: { ...page, at: now.toISOString() }, last: page };
  return {
    first: stored.first ?? { ...page, at: now.toISOString() },
    last: hasSource(page) ? page : stored.last,
  };
}

/**
 * The source and medium the owner's reports group by (the SQL in
 * src/server/admin/reports/sources.ts is the same rule): the utm_ values when the link had them;
 * else a Google or Microsoft Ads click id means that network's paid click (auto-tagging adds no
 * utm_ values); else the referring host; else a direct visit. An fbclid alone says nothing:
 * Facebook adds it to unpaid shares too.
 */
export function sourceOf(touch: Touch): { source: string; medium: string } {
  const paid =
    touch.gclid || touch.gbraid || touch.wbraid ? "google" : touch.msclkid ? "bing" : null;
  if (touch.utmSource) return { source: touch.utmSource, medium: touch.utmMedium ?? NO_MEDIUM };
  if (paid) return { source: paid, medium: touch.utmMedium ?? "cpc" };
  if (touch.referrerHost)
    return { source: touch.referrerHost, medium: touch.utmMedium ?? "referral" };
  return { source: DIRECT_SOURCE, medium: touch.utmMedium ?? NO_MEDIUM };
}

export const DIRECT_SOURCE = "(direct)";
export const NO_MEDIUM = "(none)";

/**
 * A source, medium or campaign as a person reads it: the stored "(direct)" (typed address,
 * bookmark, an app that sends no referrer) is "Direct", and "(none)" a dash. The stored values
 * stay as they are: filters and exports use them.
 */
export function attributionLabel(value: string): string {
  if (value === DIRECT_SOURCE) return "Direct";
  if (value === NO_MEDIUM) return "—";
  return value;
}

/**
 * A campaign as a person reads it: a Google Ads campaign id by its name (`names`, from the
 * imported reports), "(none)" as a dash.
 */
export function campaignLabel(value: string, names: ReadonlyMap<string, string>): string {
  return names.get(value) ?? attributionLabel(value);
}

/**
 * A report's row of one source / medium / campaign, named for a person: the campaign (by its
 * name) over how it came ("google / cpc"); without a campaign, how it came over "No campaign".
 */
export function campaignRowLabel(
  row: { source: string; medium: string; campaign: string },
  names: ReadonlyMap<string, string>,
): { name: string; detail: string; hasCampaign: boolean } {
  const how = sourceMediumLabel(row.source, row.medium);
  return row.campaign === NO_MEDIUM
    ? { name: how, detail: "No campaign", hasCampaign: false }
    : { name: campaignLabel(row.campaign, names), detail: how, hasCampaign: true };
}

/** "google / cpc", "Direct", "newsletter" (no medium): a source and its medium in one phrase. */
export function sourceMediumLabel(source: string, medium: string): string {
  if (medium === NO_MEDIUM) return attributionLabel(source);
  return `${attributionLabel(source)} / ${medium}`;
}

/** The click id a touch carries, named ("gclid abc…"), the Google Ads one first. */
export function clickIdOf(
  touch: Touch,
): { name: (typeof CLICK_ID_PARAMS)[number]; value: string } | null {
  for (const name of CLICK_ID_PARAMS) {
    const value = touch[name];
    if (value) return { name, value };
  }
  return null;
}

/**
 * The attribution as labelled lines, for the team's email, the webhook's text and the owner's
 * enquiry page; empty values are left out, a direct visit says so.
 */
export function attributionLines(attribution: Attribution): [label: string, value: string][] {
  const { first, last } = attribution;
  const { source, medium } = sourceOf(last);
  const click = clickIdOf(last);
  const lines: [string, string | null][] = [
    ["Source / medium", sourceMediumLabel(source, medium)],
    ["Campaign", last.utmCampaign],
    ["Term", last.utmTerm],
    ["Content", last.utmContent],
    ["Landing page", last.landingPath],
    ["Referrer", last.referrerHost],
    ["Click id", click ? `${click.name} ${click.value}` : null],
  ];
  if (first) {
    const origin = sourceOf(first);
    const parts = [
      sourceMediumLabel(origin.source, origin.medium),
      first.utmCampaign,
      first.landingPath,
      first.at.slice(0, 10),
    ];
    lines.push(["First visit", parts.filter(Boolean).join(" · ")]);
  }
  return lines.filter((line): line is [string, string] => line[1] !== null);
}
