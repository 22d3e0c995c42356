import { PanelLabel, ProductBand } from "@/components/illustrations/frame";
import type { HealthDashboard as Dashboard } from "@content/schemas/drawings";
import { largeFigure } from "@/components/ui/figure";
import { cn } from "@/lib/cn";

/** Four small trend lines, one per measure (decoration: the value and its change are text). */
const sparks = [
  "M0 20 L10 17 L20 18 L30 12 L40 13 L50 8 L60 5",
  "M0 5 L10 7 L20 6 L30 11 L40 12 L50 16 L60 18",
  "M0 8 L10 14 L20 11 L30 18 L40 19 L50 20 L60 20",
  "M0 17 L10 14 L20 15 L30 10 L40 9 L50 6 L60 4",
] as const;

/**
 * /cto-services' product band: what a founder sees of their part-time CTO, drawn in markup. The
 * engineering-health dashboard (four measures with their change and a trend line) over the CTO's
 * week (one ritual a day). Every word is real text; trend lines and the dot are decoration.
 */
export function HealthDashboard({ dashboard }: { dashboard: Dashboard }) {
  return (
    <ProductBand
      name="health"
      title={dashboard.title}
      aside={
        <span className="inline-flex items-center gap-1.5 rounded-full bg-cta-100 px-2.5 py-0.5 text-xs font-semibold text-cta-800 dark:bg-cta-700/30 dark:text-cta-100">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-cta-600" />
          {dashboard.status}
        </span>
      }
      caption={
        <>
          {dashboard.title}: {dashboard.status}
        </>
      }
      glowClassName="from-cta-100 to-brand-100 dark:from-cta-600/15 dark:to-brand-600/25"
    >
      <div className="p-4 sm:p-6">
        <dl className="grid grid-cols-2 gap-2 sm:gap-3">
          {dashboard.metrics.map((metric, index) => (
            <div
              key={metric.label}
              className="flex min-w-0 flex-col rounded-xl border border-line bg-surface-tinted p-3 sm:p-4"
            >
              <dt className="text-xs font-semibold text-fg-muted sm:text-sm">{metric.label}</dt>
              {/* The trend line is part of the value (a <dl>'s groups hold only dt and dd). */}
              <dd className="mt-1">
                <div className="flex items-end justify-between gap-2">
                  <span className={cn(largeFigure, "text-xl text-fg sm:text-2xl")}>
                    {metric.value}
                  </span>
                  <span className="mb-1 text-xs font-semibold text-cta-800 dark:text-cta-100">
                    {metric.change}
                  </span>
                </div>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 60 24"
                  preserveAspectRatio="none"
                  className="mt-2 h-6 w-full"
                >
                  <path
                    d={`${sparks[index % sparks.length]} L60 24 L0 24Z`}
                    className="fill-brand-500/10 dark:fill-brand-400/15"
                  />
                  <path
                    d={sparks[index % sparks.length]}
                    fill="none"
                    strokeWidth="2"
                    vectorEffect="non-scaling-stroke"
                    strokeLinejoin="round"
                    className="stroke-brand-600 dark:stroke-brand-300"
                  />
                </svg>
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 border-t border-line pt-4">
          <PanelLabel>{dashboard.weekTitle}</PanelLabel>
          <ol className="mt-3 grid gap-2 sm:grid-cols-5">
            {dashboard.week.map((entry, index) => (
              <li
                key={entry.day}
                className="flex items-center gap-3 sm:flex-col sm:items-stretch sm:gap-1.5"
              >
                <span className="w-9 shrink-0 text-xs font-bold text-fg-subtle uppercase sm:w-auto">
                  {entry.day}
                </span>
                <span
                  className={
                    index === 3
                      ? "flex-1 rounded-lg border-l-4 border-cta-600 bg-cta-100 px-2.5 py-2 text-xs leading-snug font-semibold text-cta-800 sm:min-h-14 dark:bg-cta-700/25 dark:text-cta-100"
                      : "flex-1 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-2.5 py-2 text-xs leading-snug font-semibold text-ink-800 sm:min-h-14 dark:border-brand-400 dark:bg-brand-500/15 dark:text-ink-100"
                  }
                >
                  {entry.what}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </ProductBand>
  );
}
