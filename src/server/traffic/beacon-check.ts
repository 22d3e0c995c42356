import "@content/schemas/zod-config";

import { z } from "zod";

import {
  CLICK_ID_PARAMS,
  cleanHost,
  cleanPath,
  cleanUtm,
  cleanVisitId,
  EMPTY_TOUCH,
  NO_MEDIUM,
  sourceOf,
} from "@/features/attribution/attribution";
import {
  BEACON_MAX_BYTES,
  BEACON_UTM_MAX,
  DEVICE_CLASSES,
  VITAL_NAMES,
  type DeviceClass,
  type VitalName,
} from "@/features/traffic/beacon-payload";
import { VITAL_MAX } from "@/features/traffic/vitals";
import { cutText } from "@/lib/cut-text";

/**
 * What the collect endpoint accepts from a beacon (src/features/traffic/beacon-payload.ts makes
 * them): exactly its fields, each checked; an address that is not one of the site's pages counts
 * as OTHER_PAGE, so nobody can fill the owner's report with made-up addresses.
 */
export const OTHER_PAGE = "(other)";

const utm = z
  .string()
  .max(BEACON_UTM_MAX * 4)
  .optional();
const vital = (name: VitalName) => z.number().finite().min(0).max(VITAL_MAX[name]).optional();

const viewSchema = z.strictObject({
  kind: z.literal("view"),
  path: z.string().max(300),
  device: z.enum(DEVICE_CLASSES),
  entry: z.boolean(),
  ref: z.string().max(253).optional(),
  source: utm,
  medium: utm,
  campaign: utm,
  click: z.enum(CLICK_ID_PARAMS).optional(),
  visit: z.string().max(36).optional(),
});

const vitalsSchema = z.strictObject({
  kind: z.literal("vitals"),
  path: z.string().max(300),
  device: z.enum(DEVICE_CLASSES),
  ...(Object.fromEntries(VITAL_NAMES.map((name) => [name, vital(name)])) as Record<
    VitalName,
    ReturnType<typeof vital>
  >),
});

/** The visit of a view counted before consent was given on its page (visitBeacon). */
const visitSchema = viewSchema.extend({ kind: z.literal("visit"), visit: z.string().max(36) });

const beaconSchema = z.discriminatedUnion("kind", [viewSchema, visitSchema, vitalsSchema]);

/**
 * A page view as counted: the row it adds to (traffic_counts) and its visit id, if any; or, as
 * kind "visit", only the visit of a view counted before.
 */
export type CheckedView = {
  kind: "view" | "visit";
  path: string;
  device: DeviceClass;
  entry: boolean;
  source: string;
  medium: string;
  campaign: string;
  visit: string | null;
};

export type CheckedVitals = {
  kind: "vitals";
  path: string;
  values: Partial<Record<VitalName, number>>;
};

export type BeaconCheck =
  | { ok: true; beacon: CheckedView | CheckedVitals }
  | { ok: false; status: 400 | 413; error: string };

/** The page a beacon names: a known page, or OTHER_PAGE. */
export function pageOf(path: string, known: ReadonlySet<string>): string {
  const clean = cleanPath(path);
  if (!clean) return OTHER_PAGE;
  // "/blog/" and "/blog" are one page.
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, "") : clean;
  return known.has(trimmed) ? trimmed : OTHER_PAGE;
}

const cap = (value: string | undefined) => {
  const clean = cleanUtm(value);
  return clean ? cutText(clean, BEACON_UTM_MAX).trim() || null : null;
};

/** Check a beacon's body text; never throws. */
export function checkBeacon(text: string, known: ReadonlySet<string>): BeaconCheck {
  if (Buffer.byteLength(text) > BEACON_MAX_BYTES) {
    return { ok: false, status: 413, error: "Too large." };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: "Not JSON." };
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return { ok: false, status: 400, error: "Not a beacon." };
  const beacon = parsed.data;
  const path = pageOf(beacon.path, known);
  if (beacon.kind === "vitals") {
    const values: Partial<Record<VitalName, number>> = {};
    for (const name of VITAL_NAMES) if (beacon[name] !== undefined) values[name] = beacon[name];
    return { ok: true, beacon: { kind: "vitals", path, values } };
  }
  let source = "";
  let medium = "";
  let campaign = "";
  if (beacon.entry) {
    // The Sources page's rule (sourceOf), on what the beacon may say: a click id's presence only.
    const touch = {
      ...EMPTY_TOUCH,
      referrerHost: cleanHost(beacon.ref),
      utmSource: cap(beacon.source),
      utmMedium: cap(beacon.medium),
      utmCampaign: cap(beacon.campaign),
      ...(beacon.click ? { [beacon.click]: "present" } : {}),
    };
    ({ source, medium } = sourceOf(touch));
    campaign = touch.utmCampaign ?? NO_MEDIUM;
  }
  return {
    ok: true,
    beacon: {
      kind: beacon.kind,
      path,
      device: beacon.device,
      entry: beacon.entry,
      source,
      medium,
      campaign,
      visit: cleanVisitId(beacon.visit),
    },
  };
}
