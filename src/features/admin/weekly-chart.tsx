import { cn } from "@/lib/cn";

import { ChartNumbers } from "./chart-numbers";
import { formatDay } from "./format";

/**
 * Enquiries per week by service as a stacked bar chart, drawn on the server as SVG: readable
 * without JavaScript, with a legend and the same numbers as a table for screen readers and for
 * anyone who wants the figures.
 */
export type ChartWeek = { weekStart: string; counts: Record<string, number>; total: number };

/** One hue per service, distinct in both themes and against the card behind them. */
export const SERVICE_COLORS = [
  "#2450e6",
  "#15803d",
  "#d97706",
  "#7c3aed",
  "#db2777",
  "#0891b2",
  "#64748b",
];

export type ChartGeometry = {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  ticks: { value: number; y: number }[];
  bars: {
    weekStart: string;
    label: string;
    /** The week's whole column (hover and focus area). */
    slotX: number;
    slotWidth: number;
    x: number;
    width: number;
    total: number;
    segments: { service: string; color: string; y: number; height: number; count: number }[];
  }[];
};

/**
 * The axis maximum: four whole-number steps of 1, 2 or 5 times a power of ten, the smallest that
 * reaches `value` (6 → 8 in steps of 2; 13 → 20; 260 → 400), so no tick reads "2.5 enquiries".
 */
export function niceMax(value: number): number {
  const quarter = Math.max(1, value / 4);
  const power = 10 ** Math.floor(Math.log10(quarter));
  for (const step of [1, 2, 5, 10]) if (step * power >= quarter) return 4 * step * power;
  return 40 * power;
}

/** "24 Mar" for the week starting 2030-03-24 (the owner's one date formatter). */
export function weekLabel(weekStart: string): string {
  return formatDay(weekStart);
}

export function chartGeometry(
  weeks: ChartWeek[],
  services: string[],
  size: { width: number; height: number } = { width: 720, height: 240 },
): ChartGeometry {
  // The plot fills the drawing: the labels around it are HTML, at their own size at any width.
  const plot = { left: 0, top: 0, right: size.width, bottom: size.height };
  const max = niceMax(Math.max(0, ...weeks.map((week) => week.total)));
  const plotHeight = plot.bottom - plot.top;
  const slot = (plot.right - plot.left) / Math.max(1, weeks.length);
  const barWidth = Math.max(4, slot * 0.62);
  const y = (value: number) => plot.bottom - (value / max) * plotHeight;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => ({
    value: share * max,
    y: y(share * max),
  }));
  const bars = weeks.map((week, index) => {
    let running = 0;
    const segments = services.flatMap((service, serviceIndex) => {
      const count = week.counts[service] ?? 0;
      if (count === 0) return [];
      const top = y(running + count);
      const segment = {
        service,
        color: SERVICE_COLORS[serviceIndex % SERVICE_COLORS.length]!,
        y: top,
        height: y(running) - top,
        count,
      };
      running += count;
      return [segment];
    });
    return {
      weekStart: week.weekStart,
      label: weekLabel(week.weekStart),
      slotX: plot.left + index * slot,
      slotWidth: slot,
      x: plot.left + index * slot + (slot - barWidth) / 2,
      width: barWidth,
      total: week.total,
      segments,
    };
  });
  return { width: size.width, height: size.height, plot, ticks, bars };
}

/** "1 enquiry", "7 enquiries". */
export function enquiriesCount(count: number): string {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "enquiry" : "enquiries"}`;
}

/**
 * What a bar says, in words: its name for screen readers and the lines of its tooltip.
 * "Week of 11 Mar: 7 enquiries (MVP Development 5, AI Automation 2)".
 */
export function barDescription(bar: ChartGeometry["bars"][number]): string {
  const parts = bar.segments.map((segment) => `${segment.service} ${segment.count}`);
  return `Week of ${bar.label}: ${enquiriesCount(bar.total)}${parts.length ? ` (${parts.join(", ")})` : ""}`;
}

export function WeeklyChart({ weeks, services }: { weeks: ChartWeek[]; services: string[] }) {
  const geometry = chartGeometry(weeks, services);
  const { plot } = geometry;
  const shown = services.filter((service) => weeks.some((week) => (week.counts[service] ?? 0) > 0));
  const legend = shown.length > 0 ? shown : services;
  const first = weeks[0];
  const last = weeks.at(-1);
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const summary =
    first && last
      ? `${enquiriesCount(total)} in the ${weeks.length} weeks from ${weekLabel(first.weekStart)} to the week of ${weekLabel(last.weekStart)}, by service.`
      : "No weeks to show.";
  return (
    // Below sm the chart fits the card instead of scrolling sideways (a scroller that opened on
    // the latest weeks had the y-axis numbers off-screen): smaller labels, every third week's
    // date (the latest always) and three ticks (0, half, top).
    <figure
      className="m-0 max-sm:[&_[data-axis=x]]:text-[0.625rem] max-sm:[&_[data-axis=y]>li]:mr-1.5 max-sm:[&_[data-axis=y]>li]:text-[0.6875rem] max-sm:[&_[data-axis=y]>li:nth-child(even)]:hidden max-sm:[&_[dir=ltr]]:min-w-0 max-sm:[&_[dir=ltr]]:pl-12 max-sm:[&_ol>li:not(:nth-last-child(3n+1))_[data-axis=x]]:invisible max-sm:[&_ol>li:nth-last-child(3n+1)_[data-axis=x]]:visible"
      aria-labelledby="weekly-chart-caption"
    >
      <figcaption id="weekly-chart-caption" className="text-sm text-ink-600 dark:text-ink-300">
        {summary}
      </figcaption>
      <p className="mt-1 text-xs text-ink-600 dark:text-ink-300">
        Point at a bar, or move to it with Tab, for its numbers.
      </p>
      {/*
        The drawing stretches to the box (bars and lines only); ticks, week labels, axis titles
        and the numbers' cards are HTML over it, so text keeps its size at any width. From sm to a
        narrow card it scrolls sideways (rtl on the scroller only: it opens on the latest weeks,
        older ones to the left); below sm it fits (see the figure's classes).
      */}
      <div dir="rtl" className="mt-4 overflow-x-auto pb-1">
        <div dir="ltr" className="@container relative min-w-[34rem] pt-2 pr-2 pb-14 pl-14">
          <div className="relative h-56 sm:h-64">
            <svg
              viewBox={`0 0 ${geometry.width} ${geometry.height}`}
              preserveAspectRatio="none"
              className="absolute inset-0 size-full overflow-visible"
              aria-hidden="true"
            >
              {geometry.ticks.map((tick) => (
                <line
                  key={tick.value}
                  x1={plot.left}
                  x2={plot.right}
                  y1={tick.y}
                  y2={tick.y}
                  vectorEffect="non-scaling-stroke"
                  strokeWidth={1}
                  className={
                    tick.value === 0
                      ? "stroke-ink-300 dark:stroke-ink-500"
                      : "stroke-ink-100 dark:stroke-ink-800"
                  }
                />
              ))}
              {geometry.bars.map((bar) => (
                <g key={bar.weekStart}>
                  {bar.segments.map((segment) => (
                    <rect
                      key={segment.service}
                      x={bar.x}
                      y={segment.y}
                      width={bar.width}
                      height={segment.height}
                      fill={segment.color}
                    />
                  ))}
                </g>
              ))}
            </svg>
            <ul aria-hidden="true" data-axis="y">
              {geometry.ticks.map((tick) => (
                <li
                  key={tick.value}
                  className="absolute right-full mr-3 -translate-y-1/2 text-xs text-ink-600 tabular-nums dark:text-ink-300"
                  style={{ top: pct(tick.y - plot.top, plot.bottom - plot.top) }}
                >
                  {tick.value}
                </li>
              ))}
            </ul>
            {/* One focusable column per week: hover or Tab shows its numbers. */}
            <ol aria-label="Weeks" className="absolute inset-0">
              {geometry.bars.map((bar, index) => (
                <li
                  key={bar.weekStart}
                  className="group absolute inset-y-0"
                  style={{
                    left: pct(bar.slotX - plot.left, plot.right - plot.left),
                    width: pct(bar.slotWidth, plot.right - plot.left),
                  }}
                >
                  <div
                    role="img"
                    tabIndex={0}
                    aria-label={barDescription(bar)}
                    data-week={bar.weekStart}
                    className="size-full rounded-md transition-colors duration-150 hover:bg-ink-500/10 focus-visible:bg-ink-500/10"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      "absolute top-full left-1/2 mt-2 -translate-x-1/2 text-xs whitespace-nowrap text-ink-600 dark:text-ink-300",
                      // Every other week (the latest always) where columns are too narrow for all.
                      (geometry.bars.length - 1 - index) % 2 === 1 && "@max-[44rem]:invisible",
                      // On a phone the latest week's date ends at the plot's edge, not past it.
                      index === geometry.bars.length - 1 &&
                        "max-sm:right-0 max-sm:left-auto max-sm:translate-x-0",
                    )}
                    data-axis="x"
                  >
                    {bar.label}
                  </span>
                  <WeekCard bar={bar} side={index < geometry.bars.length / 2 ? "right" : "left"} />
                </li>
              ))}
            </ol>
          </div>
          <p
            aria-hidden="true"
            className="absolute top-2 bottom-14 left-0 flex w-6 items-center justify-center text-xs font-semibold text-ink-700 dark:text-ink-100"
          >
            <span className="-rotate-90 whitespace-nowrap">Enquiries</span>
          </p>
          <p
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 pr-2 pl-14 text-right text-xs font-semibold text-ink-700 @min-[44rem]:text-center dark:text-ink-100"
          >
            Week starting (Monday)
          </p>
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700 dark:text-ink-100">
        {legend.map((service) => (
          <li key={service} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{
                backgroundColor: SERVICE_COLORS[services.indexOf(service) % SERVICE_COLORS.length],
              }}
            />
            {service}
          </li>
        ))}
      </ul>
      <ChartNumbers
        className="mt-4"
        caption="Enquiries per week by service"
        columns={["Week of", ...legend, "Total"]}
        rows={weeks.map((week) => ({
          key: week.weekStart,
          label: weekLabel(week.weekStart),
          values: [...legend.map((service) => week.counts[service] ?? 0), week.total],
        }))}
        totalLast
      />
    </figure>
  );
}

const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

/**
 * A week's numbers, shown while the pointer is on its column or the column has keyboard focus;
 * hidden from screen readers, which read the same words from the column's name.
 */
function WeekCard({
  bar,
  side,
}: {
  bar: ChartGeometry["bars"][number];
  /** Beside its column, towards the middle of the chart: never over its own bar. */
  side: "left" | "right";
}) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "pointer-events-none invisible absolute top-0 z-10 w-max max-w-60 rounded-lg bg-ink-900 px-3 py-2 text-xs text-white opacity-0 shadow-lg ring-1 ring-white/10 transition-opacity duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:bg-white dark:text-ink-900 dark:ring-ink-900/10",
        side === "right" ? "left-full ml-2" : "right-full mr-2",
      )}
      data-week-card
    >
      <p className="text-ink-200 dark:text-ink-600">Week of {bar.label}</p>
      <p className="mt-0.5 text-sm font-bold">{enquiriesCount(bar.total)}</p>
      {bar.segments.length > 0 ? (
        <ul className="mt-1.5 space-y-1">
          {bar.segments.map((segment) => (
            <li key={segment.service} className="flex items-center gap-2">
              <span
                className="size-2.5 shrink-0 rounded-sm"
                style={{ backgroundColor: segment.color }}
              />
              <span className="flex-1">{segment.service}</span>
              <span className="pl-2 font-semibold tabular-nums">{segment.count}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
