import { ChartNumbers } from "@/features/admin/chart-numbers";
import { formatDay } from "@/features/admin/format";
import { niceMax } from "@/features/admin/weekly-chart";
import { cn } from "@/lib/cn";

/**
 * Views per day as bars, with each day's enquiries marked, drawn on the server as SVG in the
 * weekly chart's style (src/features/admin/weekly-chart.tsx): text in HTML over the drawing, one
 * focusable column per day that names its numbers, and the same figures as a table.
 */
export type ChartDay = { day: string; views: number; entries: number; enquiries: number };

const WIDTH = 720;
const HEIGHT = 240;
const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

export function dayDescription(day: ChartDay): string {
  const n = (count: number, one: string, many: string) =>
    `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;
  return `${formatDay(day.day)}: ${n(day.views, "view", "views")}, ${n(day.entries, "entry", "entries")}, ${n(day.enquiries, "enquiry", "enquiries")}`;
}

export function DailyChart({ days }: { days: ChartDay[] }) {
  const max = niceMax(Math.max(0, ...days.map((day) => day.views)));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.62);
  const y = (value: number) => HEIGHT - (value / max) * HEIGHT;
  const ticks = [0, 0.5, 1].map((share) => share * max);
  // A label every few days so they never collide (the latest always).
  const every = Math.max(1, Math.ceil(days.length / 8));
  return (
    <figure className="m-0" aria-labelledby="daily-chart-caption">
      <figcaption id="daily-chart-caption" className="text-sm text-ink-600 dark:text-ink-300">
        Views per day (bars); the days with enquiries are marked with a dot above their bar.
      </figcaption>
      <div className="relative mt-4 pt-2 pr-2 pb-8 pl-10">
        <div className="relative h-48 sm:h-56">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
            aria-hidden="true"
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={y(tick)}
                y2={y(tick)}
                vectorEffect="non-scaling-stroke"
                strokeWidth={1}
                className={
                  tick === 0
                    ? "stroke-ink-300 dark:stroke-ink-500"
                    : "stroke-ink-100 dark:stroke-ink-800"
                }
              />
            ))}
            {days.map((day, index) => (
              <rect
                key={day.day}
                x={index * slot + (slot - barWidth) / 2}
                y={y(day.views)}
                width={barWidth}
                height={HEIGHT - y(day.views)}
                className="fill-brand-600 dark:fill-brand-400"
                rx={1}
              />
            ))}
          </svg>
          <ul aria-hidden="true">
            {ticks.map((tick) => (
              <li
                key={tick}
                className="absolute right-full mr-2 -translate-y-1/2 text-xs text-ink-600 tabular-nums dark:text-ink-300"
                style={{ top: pct(y(tick), HEIGHT) }}
              >
                {tick.toLocaleString("en-IN")}
              </li>
            ))}
          </ul>
          <ol aria-label="Days" className="absolute inset-0">
            {days.map((day, index) => (
              <li
                key={day.day}
                className="group absolute inset-y-0"
                style={{ left: pct(index * slot, WIDTH), width: pct(slot, WIDTH) }}
              >
                <div
                  role="img"
                  tabIndex={0}
                  aria-label={dayDescription(day)}
                  data-day={day.day}
                  className="size-full rounded-sm transition-colors duration-150 hover:bg-ink-500/10 focus-visible:bg-ink-500/10"
                />
                {day.enquiries > 0 ? (
                  <span
                    aria-hidden="true"
                    className="absolute left-1/2 size-2 -translate-x-1/2 -translate-y-3 rounded-full bg-cta-700 ring-2 ring-white dark:bg-cta-400 dark:ring-ink-900"
                    style={{ top: pct(y(day.views), HEIGHT) }}
                  />
                ) : null}
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-full left-1/2 mt-2 -translate-x-1/2 text-xs whitespace-nowrap text-ink-600 dark:text-ink-300",
                    (days.length - 1 - index) % every !== 0 && "invisible",
                    // A phone has room for half as many dates.
                    (days.length - 1 - index) % (every * 2) !== 0 && "max-sm:invisible",
                    index === days.length - 1 && "right-0 left-auto translate-x-0",
                  )}
                >
                  {formatDay(day.day)}
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    "pointer-events-none invisible absolute top-0 z-10 w-40 rounded-lg bg-ink-900 px-3 py-2 text-xs text-white opacity-0 shadow-lg transition-opacity duration-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 sm:w-max dark:bg-white dark:text-ink-900",
                    index < days.length / 2 ? "left-full ml-2" : "right-full mr-2",
                  )}
                >
                  {dayDescription(day)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <ChartNumbers
        className="mt-2"
        caption="Views, entries and enquiries per day"
        columns={["Day", "Views", "Entries", "Enquiries"]}
        rows={days.map((day) => ({
          key: day.day,
          label: formatDay(day.day),
          values: [day.views, day.entries, day.enquiries],
        }))}
      />
    </figure>
  );
}
