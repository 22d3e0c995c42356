import type { VitalName } from "./beacon-payload";

/**
 * Real visitors' speed (docs/decisions/0026-first-party-visit-counts.md): each measurement is
 * counted in a bucket of its metric, so the 75th percentile of any period and page can be read
 * back from the counts (a sum or an average cannot give a percentile). Bucket edges fall on
 * Google's thresholds, so the rating of a p75 read as its bucket's upper edge is exact.
 */
export const REPORTED_VITALS = ["LCP", "INP", "CLS"] as const satisfies readonly VitalName[];

/** Google's "good" and "poor" limits (web.dev/articles/vitals): good ≤ first, poor > second. */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** Bucket width and the last bucket (everything above falls in it). */
const BUCKETS: Record<VitalName, { width: number; last: number }> = {
  LCP: { width: 100, last: 200 }, // 0-20 s in 100 ms steps
  FCP: { width: 100, last: 200 },
  TTFB: { width: 100, last: 200 },
  INP: { width: 25, last: 200 }, // 0-5 s in 25 ms steps
  CLS: { width: 0.01, last: 200 }, // 0-2 in 0.01 steps
};

/** The largest value a beacon may report; anything above is not a measurement. */
export const VITAL_MAX: Record<VitalName, number> = {
  LCP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
  INP: 60_000,
  CLS: 100,
};

/** The bucket a value counts in: bucket n holds values in (n-1, n] widths (0 holds 0). */
export function vitalBucket(name: VitalName, value: number): number {
  const { width, last } = BUCKETS[name];
  // Rounded first so 0.1 / 0.01 is 10, not 10.000000000000002.
  const steps = Math.ceil(Math.round((value / width) * 1e6) / 1e6);
  return Math.min(Math.max(steps, 0), last);
}

/** A bucket's upper edge, in the metric's unit. */
export function bucketValue(name: VitalName, bucket: number): number {
  const { width } = BUCKETS[name];
  return name === "CLS" ? Math.round(bucket * width * 100) / 100 : bucket * width;
}

/**
 * The 75th percentile of counted buckets (the value at least 75% of samples are at or below,
 * to the bucket's upper edge); null without samples.
 */
export function p75(name: VitalName, counts: readonly { bucket: number; samples: number }[]) {
  const total = counts.reduce((sum, row) => sum + row.samples, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const row of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += row.samples;
    if (seen >= rank) return bucketValue(name, row.bucket);
  }
  return null;
}

export type VitalRating = "good" | "needs-improvement" | "poor";

export function vitalRating(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** Enquiries per entry (the first page of a visit); null when nothing entered. */
export function conversionRate(enquiries: number, entries: number): number | null {
  return entries > 0 ? enquiries / entries : null;
}
