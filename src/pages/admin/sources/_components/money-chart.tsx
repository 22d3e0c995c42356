import { ChartNumbers } from "@/features/admin/chart-numbers";
import { formatDate } from "@/features/admin/format";
import { formatRupees } from "@/features/admin/money";
import { niceMax, weekLabel } from "@/features/admin/weekly-chart";
import { cn } from "@/lib/cn";

export type MoneyChartWeek = { weekStart: string; spend: number; wonValue: number };

const SERIES = [
  { key: "spend", label: "Spend", bar: "bg-ink-400 dark:bg-ink-500" },
  { key: "wonValue", label: "Won value", bar: "bg-cta-600 dark:bg-cta-400" },
] as const;

/** "₹1.5L", "₹2Cr", "₹40K": the axis's short rupees. */
function shortRupees(value: number): string {
  if (value >= 1e7) return `₹${+(value / 1e7).toFixed(1)}Cr`;
  if (value >= 1e5) return `₹${+(value / 1e5).toFixed(1)}L`;
  if (value >= 1e3) return `₹${+(value / 1e3).toFixed(1)}K`;
  return `₹${Math.round(value)}`;
}

/**
 * Spend against won value, week by week: two bars a week in HTML boxes (no drawing to scale),
 * the axis in short rupees, and the same figures behind "Show the numbers as a table".
 */
export function MoneyChart({ weeks }: { weeks: readonly MoneyChartWeek[] }) {
  const max = niceMax(Math.max(0, ...weeks.flatMap((week) => [week.spend, week.wonValue])));
  const ticks = [1, 0.5, 0];
  // Up to six weeks (a month's period) each week is labelled under its bars, over that only the
  // axis's ends; the bars are wider the fewer the weeks (one week is two bars, not two slivers).
  const labelEach = weeks.length <= 6;
  const barWidth = weeks.length <= 4 ? "max-w-10" : weeks.length <= 13 ? "max-w-6" : "max-w-4";
  // Over a year the axis's ends need their year ("1 Jan 2024"), within one the day is enough.
  const edgeLabel = weeks.length > 52 ? formatDate : weekLabel;
  return (
    <figure className="m-0" aria-labelledby="money-chart-caption">
      <figcaption
        id="money-chart-caption"
        className="text-sm font-semibold text-ink-900 dark:text-white"
      >
        Spend and won value by week (Monday start)
      </figcaption>
      <div className="mt-3 flex gap-2">
        <ul aria-hidden="true" className="-my-2 flex h-44 w-14 shrink-0 flex-col justify-between">
          {ticks.map((tick) => (
            <li
              key={tick}
              className="text-right text-xs leading-4 text-ink-600 tabular-nums dark:text-ink-300"
            >
              {shortRupees(tick * max)}
            </li>
          ))}
        </ul>
        <div className="relative h-40 min-w-0 flex-1">
          {/* Gridlines at the top and middle ticks, behind the bars. */}
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-0 border-t border-dashed border-ink-200 dark:border-ink-700"
          />
          <span
            aria-hidden="true"
            className="absolute inset-x-0 top-1/2 border-t border-dashed border-ink-200 dark:border-ink-700"
          />
          <ol
            aria-label="Weeks"
            // A year or more of weeks has no room for gaps on a phone; bars then touch.
            className={cn(
              "relative flex h-full items-end border-b border-ink-300 dark:border-ink-500",
              weeks.length > 26 ? "gap-0" : "gap-1",
            )}
          >
            {weeks.map((week) => (
              <li key={week.weekStart} className="h-full min-w-0 flex-1">
                <div
                  role="img"
                  aria-label={`Week of ${weekLabel(week.weekStart)}: spend ${formatRupees(week.spend)}, won value ${formatRupees(week.wonValue)}`}
                  title={`Week of ${weekLabel(week.weekStart)}: spend ${formatRupees(week.spend)}, won ${formatRupees(week.wonValue)}`}
                  className="flex h-full items-end justify-center gap-px"
                >
                  {SERIES.map((series) => (
                    <span
                      key={series.key}
                      className={cn("block w-1/2 rounded-t-sm", barWidth, series.bar)}
                      style={{ height: `${max > 0 ? (week[series.key] / max) * 100 : 0}%` }}
                    />
                  ))}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
      {labelEach ? (
        <ol
          aria-hidden="true"
          className="mt-1 flex gap-1 pl-16 text-xs text-ink-600 tabular-nums dark:text-ink-300"
        >
          {weeks.map((week) => (
            <li key={week.weekStart} className="min-w-0 flex-1 text-center whitespace-nowrap">
              {weekLabel(week.weekStart)}
            </li>
          ))}
        </ol>
      ) : (
        <div className="mt-1 flex justify-between pl-16 text-xs text-ink-600 dark:text-ink-300">
          <span>{weeks[0] ? edgeLabel(weeks[0].weekStart) : ""}</span>
          <span>{weeks.length > 1 ? edgeLabel(weeks.at(-1)!.weekStart) : ""}</span>
        </div>
      )}
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700 dark:text-ink-100">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn("inline-block size-3 rounded-sm", series.bar)} />
            {series.label}
          </li>
        ))}
      </ul>
      <ChartNumbers
        className="mt-3"
        caption="Spend and won value per week, in rupees"
        columns={["Week of", "Spend", "Won value"]}
        rows={weeks.map((week) => ({
          key: week.weekStart,
          label: weekLabel(week.weekStart),
          values: [formatRupees(week.spend), formatRupees(week.wonValue)],
        }))}
      />
    </figure>
  );
}
