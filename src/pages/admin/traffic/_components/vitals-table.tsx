import type { PageVitals } from "@/features/traffic/report";
import { REPORTED_VITALS, VITAL_THRESHOLDS, type VitalRating } from "@/features/traffic/vitals";
import { cn } from "@/lib/cn";

import { TrafficTable } from "./traffic-table";

/**
 * Real visitors' speed per page: the 75th percentile of LCP, INP and CLS, rated by Google's
 * thresholds in words and colour (never colour alone), with the number of samples; pages that
 * fall short first.
 */
export const RATING_LABELS: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

const RATING_CLASSES: Record<VitalRating, string> = {
  good: "bg-cta-50 text-cta-800 ring-cta-700/20 dark:bg-cta-400/10 dark:text-cta-400 dark:ring-cta-400/30",
  "needs-improvement":
    "bg-amber-50 text-amber-900 ring-amber-700/25 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-300/30",
  poor: "bg-red-50 text-danger-700 ring-danger-700/20 dark:bg-red-400/10 dark:text-red-200 dark:ring-red-300/30",
};

export function formatVital(name: (typeof REPORTED_VITALS)[number], value: number): string {
  if (name === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value} ms`;
}

function Metric({ name, page }: { name: (typeof REPORTED_VITALS)[number]; page: PageVitals }) {
  const metric = page.metrics[name];
  if (metric.p75 === null || metric.rating === null) {
    return <span className="text-ink-500 dark:text-ink-400">No samples</span>;
  }
  return (
    <span className="inline-flex flex-col items-end gap-1 max-sm:flex-row max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2">
      <span
        className={cn(
          "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
          RATING_CLASSES[metric.rating],
        )}
        data-rating={metric.rating}
      >
        {formatVital(name, metric.p75)}
        <span className="font-medium"> · {RATING_LABELS[metric.rating]}</span>
      </span>
      <span className="text-xs font-normal text-ink-600 dark:text-ink-300">
        {metric.samples.toLocaleString("en-IN")} {metric.samples === 1 ? "sample" : "samples"}
      </span>
    </span>
  );
}

const thresholds = REPORTED_VITALS.map((name) => {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return `${name} good ≤ ${formatVital(name, good)}, poor > ${formatVital(name, poor)}`;
}).join("; ");

export function VitalsTable({ pages }: { pages: PageVitals[] }) {
  return (
    <TrafficTable
      id="vitals-heading"
      title="Real visitors' speed"
      caption="75th percentile of each page's Web Vitals, pages that fall short first"
      note={`The 75th percentile of what visitors' browsers measured (Google's thresholds: ${thresholds}). Pages that fall short come first.`}
      rows={pages}
      rowKey={(page) => page.path}
      phoneFigures="grid-cols-1"
      columns={[
        { label: "Page", cell: (page) => page.path },
        ...REPORTED_VITALS.map((name) => ({
          label: `${name} (p75)`,
          numeric: true,
          cell: (page: PageVitals) => <Metric name={name} page={page} />,
        })),
      ]}
    />
  );
}
