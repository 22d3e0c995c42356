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

/** "24 Mar" for the week starting 2030-03-24. */
export function weekLabel(weekStart: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${weekStart}T00:00:00Z`));
}

export function chartGeometry(
  weeks: ChartWeek[],
  services: string[],
  size: { width: number; height: number } = { width: 720, height: 260 },
): ChartGeometry {
  const plot = { left: 40, top: 12, right: size.width - 8, bottom: size.height - 28 };
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
      x: plot.left + index * slot + (slot - barWidth) / 2,
      width: barWidth,
      total: week.total,
      segments,
    };
  });
  return { width: size.width, height: size.height, plot, ticks, bars };
}

export function WeeklyChart({ weeks, services }: { weeks: ChartWeek[]; services: string[] }) {
  const geometry = chartGeometry(weeks, services);
  const shown = services.filter((service) => weeks.some((week) => (week.counts[service] ?? 0) > 0));
  const legend = shown.length > 0 ? shown : services;
  const first = weeks[0];
  const last = weeks.at(-1);
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const summary =
    first && last
      ? `${total} enquiries in the ${weeks.length} weeks from ${weekLabel(first.weekStart)} to the week of ${weekLabel(last.weekStart)}, by service.`
      : "No weeks to show.";
  return (
    <figure className="m-0">
      <figcaption id="weekly-chart-caption" className="text-sm text-ink-600 dark:text-ink-300">
        {summary}
      </figcaption>
      {/* Scrolls sideways on a phone rather than shrinking the labels out of legibility. */}
      <div className="mt-4 overflow-x-auto">
        <svg
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          className="h-auto w-full min-w-[540px]"
          role="img"
          aria-labelledby="weekly-chart-caption"
        >
          {geometry.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={geometry.plot.left}
                x2={geometry.plot.right}
                y1={tick.y}
                y2={tick.y}
                className="stroke-ink-100 dark:stroke-ink-700"
                strokeWidth={1}
              />
              <text
                x={geometry.plot.left - 8}
                y={tick.y + 4}
                textAnchor="end"
                className="fill-ink-500 text-[11px] dark:fill-ink-300"
              >
                {tick.value}
              </text>
            </g>
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
                >
                  <title>{`${bar.label}: ${segment.count} ${segment.service}`}</title>
                </rect>
              ))}
              <text
                x={bar.x + bar.width / 2}
                y={geometry.height - 8}
                textAnchor="middle"
                className="fill-ink-500 text-[11px] dark:fill-ink-300"
              >
                {bar.label}
              </text>
            </g>
          ))}
        </svg>
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
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">
          Show the numbers as a table
        </summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Enquiries per week by service</caption>
            <thead>
              <tr className="border-b border-ink-100 dark:border-ink-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Week of
                </th>
                {legend.map((service) => (
                  <th key={service} scope="col" className="py-2 pr-4 font-semibold">
                    {service}
                  </th>
                ))}
                <th scope="col" className="py-2 font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart} className="border-b border-ink-100 dark:border-ink-800">
                  <th scope="row" className="py-1.5 pr-4 font-normal whitespace-nowrap">
                    {weekLabel(week.weekStart)}
                  </th>
                  {legend.map((service) => (
                    <td key={service} className="py-1.5 pr-4 tabular-nums">
                      {week.counts[service] ?? 0}
                    </td>
                  ))}
                  <td className="py-1.5 font-semibold tabular-nums">{week.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
