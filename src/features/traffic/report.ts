import type { REPORTED_VITALS, VitalRating } from "./vitals";

/**
 * The owner's Traffic report, as src/server/admin/reports/traffic.ts reads it and its page shows
 * it.
 */
/** A report's period; `note` says why it is not the one asked for. */
export type Period = { from: string; to: string; note?: string };

export type Totals = {
  views: number;
  entries: number;
  /** Consented visits (with a visit id) and the enquiries sent during one of them. */
  visits: number;
  enquiries: number;
  visitEnquiries: number;
  rate: number | null;
  /** Discovery calls of those enquiries: booked (not cancelled), and of those held. */
  calls: number;
  held: number;
};

export type TrafficRow = {
  key: string[];
  views: number;
  entries: number;
  /** Consented visits that started here. */
  visits: number;
  enquiries: number;
  rate: number | null;
  /** Discovery calls of its enquiries: booked (not cancelled), and of those held. */
  calls: number;
  held: number;
};

export type PageVitals = {
  path: string;
  metrics: Record<
    (typeof REPORTED_VITALS)[number],
    { p75: number | null; samples: number; rating: VitalRating | null }
  >;
  /** The worst rating of the three: failing pages are listed first. */
  worst: VitalRating | null;
};

export type TrafficReport = {
  period: Period;
  previous: Period;
  totals: Totals;
  previousTotals: Totals;
  pages: TrafficRow[];
  landing: TrafficRow[];
  sources: TrafficRow[];
  devices: TrafficRow[];
  daily: { day: string; views: number; entries: number; enquiries: number }[];
  vitals: PageVitals[];
};
