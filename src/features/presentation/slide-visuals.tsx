import { ChevronRight, Rocket } from "lucide-react";

import type { PresentationCopy } from "@content/schemas/presentation";
import { cn } from "@/lib/cn";

/**
 * The drawn visuals of the slides that had only their icon (problem, solution, pricing,
 * timeline), in the deck's style: markup and small inline SVG, themed by the semantic colours,
 * no script. Each is its slide's `data-slide-visual`; words come from the deck's copy.
 */

type Chart = PresentationCopy["problem"]["chart"];

// The plan rises steadily; reality stalls four times (the four cards) and ends well below it.
const PLAN = { from: [12, 232], to: [348, 40] } as const;
const REALITY =
  "M12 232 L58 206 L96 206 L128 188 L166 188 L192 170 L212 198 L250 190 L286 176 L318 176 L348 160";
const STALLS = [
  [96, 206],
  [166, 188],
  [212, 198],
  [318, 176],
] as const;

/** Problem: the first year as planned against the year without a CTO, and the gap between. */
export function StallChart({ chart }: { chart: Chart }) {
  return (
    <div className="rounded-2xl border border-line bg-surface-tinted p-5 shadow-card">
      <p className="text-sm font-semibold text-fg">{chart.title}</p>
      <svg viewBox="0 0 360 260" className="mt-3 h-auto w-full" aria-hidden="true">
        <g className="stroke-line-strong" strokeWidth="1" opacity="0.6">
          {[40, 88, 136, 184].map((y) => (
            <line key={y} x1="12" x2="348" y1={y} y2={y} strokeDasharray="2 4" />
          ))}
        </g>
        <line x1="12" x2="348" y1="240" y2="240" className="stroke-line-strong" strokeWidth="1.5" />
        {/* The gap: between the plan and reality, from the rewrite on. */}
        <path
          d={`M212 ${232 - ((212 - 12) * 192) / 336} L348 40 L348 160 L318 176 L286 176 L250 190 L212 198Z`}
          className="fill-danger-400/15 dark:fill-danger-400/20"
        />
        <line
          x1={PLAN.from[0]}
          y1={PLAN.from[1]}
          x2={PLAN.to[0]}
          y2={PLAN.to[1]}
          strokeWidth="3"
          strokeDasharray="7 6"
          strokeLinecap="round"
          className="stroke-brand-600 dark:stroke-brand-300"
        />
        <path
          d={REALITY}
          fill="none"
          strokeWidth="3.5"
          strokeLinejoin="round"
          strokeLinecap="round"
          className="stroke-danger-600 dark:stroke-danger-400"
        />
        {STALLS.map(([x, y]) => (
          <circle
            key={x}
            cx={x}
            cy={y}
            r="6"
            strokeWidth="3"
            className="fill-surface-raised stroke-danger-600 dark:stroke-danger-400"
          />
        ))}
        {/* The bracket that measures the gap, and its name. */}
        <path
          d="M352 44 h4 V156 h-4"
          fill="none"
          strokeWidth="1.5"
          className="stroke-danger-600 dark:stroke-danger-400"
        />
        <text
          x="340"
          y="148"
          textAnchor="end"
          className="fill-danger-700 text-[15px] font-bold dark:fill-danger-400"
        >
          {chart.gap}
        </text>
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-muted">
        <li className="flex items-center gap-2">
          <span className="h-0 w-6 border-t-[3px] border-dashed border-brand-600 dark:border-brand-300" />
          {chart.plan}
        </li>
        <li className="flex items-center gap-2">
          <span className="h-[3px] w-6 rounded-full bg-danger-600 dark:bg-danger-400" />
          {chart.reality}
        </li>
      </ul>
    </div>
  );
}

/** Solution: the four things the CTO owns as one flow, step to step, the last the outcome. */
export function SlideFlow({ items }: { items: readonly { title: string; body: string }[] }) {
  const last = items.length - 1;
  return (
    <ol
      data-slide-visual
      className="relative grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5 lg:before:absolute lg:before:top-[1.3rem] lg:before:right-[12.5%] lg:before:left-[12.5%] lg:before:h-1 lg:before:rounded-full lg:before:bg-linear-to-r lg:before:from-brand-300 lg:before:via-brand-600 lg:before:to-cta-600 dark:lg:before:from-brand-500/40"
    >
      {items.map((item, index) => (
        <li
          key={item.title}
          className="relative flex break-inside-avoid items-start gap-3 lg:flex-col lg:items-center lg:gap-3"
        >
          <span
            aria-hidden="true"
            className={cn(
              "relative inline-flex size-9 shrink-0 items-center justify-center rounded-full font-display text-base font-bold text-white shadow-card ring-4 ring-surface-raised lg:size-11 lg:text-lg",
              index === last
                ? "bg-linear-to-br from-cta-600 to-cta-800"
                : "bg-linear-to-br from-brand-600 to-brand-800",
            )}
          >
            {index + 1}
          </span>
          {index < last ? (
            <ChevronRight
              aria-hidden="true"
              className="absolute top-2.5 -right-[1.4rem] hidden size-6 rounded-full bg-surface-raised text-brand-600 lg:block dark:text-brand-300"
            />
          ) : null}
          <div className="w-full min-w-0 flex-1 rounded-xl border border-line bg-surface-tinted p-4 lg:p-5">
            <h3 className="text-lg leading-snug font-semibold text-fg">{item.title}</h3>
            <p className="mt-1.5 leading-relaxed text-fg-muted">{item.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

type Compare = PresentationCopy["pricing"]["compare"];

const months = Array.from({ length: 12 }, (_, index) => index);
// The pilot's column, then the twelve months (one grid, so both rows share their months).
const track = "grid grid-cols-[4.5rem_repeat(12,minmax(0,1fr))] gap-1";
// The hatching of the months spent hiring (the bar, and its key on phones).
const hatched =
  "rounded-md border border-line-strong bg-[repeating-linear-gradient(135deg,var(--color-line-strong)_0_2px,transparent_2px_9px)]";

/** Pricing: what a founder commits to in a year: one long hire, or a free start and a month at a time. */
export function CommitmentBars({ compare }: { compare: Compare }) {
  const row = "grid gap-2 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-center lg:gap-6";
  return (
    <div
      data-slide-visual
      className="break-inside-avoid rounded-xl border border-line bg-surface-tinted px-5 py-4"
    >
      <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{compare.title}</p>
      <div className="mt-3 grid gap-3">
        <div className={row}>
          <p className="leading-snug">
            <span className="font-semibold">{compare.fullTime}</span>
            <br />
            <span className="text-sm text-fg-muted">{compare.fullTimeCost}</span>
          </p>
          <div className={track}>
            <span aria-hidden="true" />
            <span className={cn("col-span-3 flex min-h-9 items-center px-1.5", hatched)}>
              {/* Too narrow for the words in the phone's column: they follow the bar there. */}
              <span className="rounded bg-surface-raised px-1.5 py-0.5 text-xs leading-tight font-semibold text-fg max-sm:hidden">
                {compare.hiring}
              </span>
            </span>
            <span className="col-span-9 flex min-h-9 items-center rounded-md bg-ink-800 px-3 text-sm font-semibold text-white dark:bg-ink-200 dark:text-ink-950">
              {compare.contract}
            </span>
            <p className="col-span-full mt-1 flex items-center gap-2 text-xs text-fg-muted sm:hidden">
              <span aria-hidden="true" className={cn("h-3 w-5", hatched)} />
              {compare.hiring}
            </p>
          </div>
        </div>
        <div className={row}>
          <p className="leading-snug">
            <span className="font-semibold">{compare.ours}</span>
            <br />
            <span className="text-sm text-fg-muted">{compare.oursCost}</span>
          </p>
          <div className={track}>
            <span className="flex min-h-9 items-center justify-center rounded-md bg-cta-700 px-1 text-center text-xs leading-tight font-bold text-white">
              {compare.pilot}
            </span>
            {months.map((month) => (
              <span
                key={month}
                aria-hidden="true"
                className="min-h-9 rounded-md bg-brand-600 dark:bg-brand-400"
              />
            ))}
          </div>
        </div>
        <div className={row}>
          <span className="max-lg:hidden" />
          <p className="ml-[4.75rem] border-t border-line-strong pt-1 text-center text-xs text-fg-muted">
            {compare.months}
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * Timeline: the steps as stops on one drawn track, a bracket over the days to launch, the launch
 * flagged, the support after it dashed.
 */
export function SlideTrack({
  steps,
  span,
}: {
  steps: readonly { when: string; what: string }[];
  /** Over the stops from the first day to the launch: “About 30 days to launch”. */
  span: string;
}) {
  // The step before the last ends in the launch; the first is the pilot, the last support.
  const launch = steps.length - 2;
  return (
    <div
      data-slide-visual
      className="break-inside-avoid rounded-2xl border border-line bg-surface-tinted p-5 lg:px-7 lg:pt-8 lg:pb-12"
    >
      <div className="grid lg:grid-cols-6 lg:gap-x-3">
        <p className="text-sm font-bold text-cta-800 lg:col-start-2 lg:col-end-5 lg:-mr-3 lg:ml-3 lg:text-center lg:text-base dark:text-cta-400">
          {span}
        </p>
        <span
          aria-hidden="true"
          className="mt-1 h-3 rounded-t-md border-2 border-b-0 border-cta-600 max-lg:hidden lg:col-start-2 lg:col-end-5 lg:-mr-6 lg:ml-3"
        />
      </div>
      <ol className="mt-5 grid gap-5 lg:mt-3 lg:grid-cols-6 lg:gap-3">
        {steps.map(({ when, what }, index) => (
          <li key={when} className="relative max-lg:pl-11">
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute rounded-full",
                  // Across to the next stop on the stage; down to it in the phone's column.
                  "top-2.5 -right-3 left-3 h-1 max-lg:top-6 max-lg:-bottom-5 max-lg:left-2.5 max-lg:h-auto max-lg:w-1",
                  index >= launch
                    ? "rounded-none border-t-4 border-dashed border-line-strong max-lg:border-t-0 max-lg:border-l-4"
                    : index === launch - 1
                      ? "bg-linear-to-r from-brand-600 to-cta-600 max-lg:bg-linear-to-b dark:from-brand-400"
                      : index === 0
                        ? "bg-linear-to-r from-cta-600 to-brand-600 max-lg:bg-linear-to-b dark:to-brand-400"
                        : "bg-brand-600 dark:bg-brand-400",
                )}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                "relative inline-flex items-center justify-center rounded-full ring-4 ring-surface-tinted max-lg:absolute max-lg:top-0 max-lg:left-0",
                index === launch
                  ? "-mt-2 size-10 bg-cta-700 text-white shadow-card max-lg:-left-2"
                  : index === 0
                    ? "size-6 border-[5px] border-cta-700 bg-surface-raised"
                    : index > launch
                      ? "size-6 border-[5px] border-line-strong bg-surface-raised"
                      : "size-6 bg-brand-600 dark:bg-brand-400",
              )}
            >
              {index === launch ? <Rocket className="size-5" /> : null}
            </span>
            <p
              className={cn(
                "text-sm font-bold tracking-wide uppercase lg:mt-4",
                index === launch ? "text-cta-800 lg:-mt-1 dark:text-cta-400" : "text-accent",
              )}
            >
              {when}
            </p>
            <p className="mt-1 leading-snug text-fg lg:mt-2 lg:text-xl">{what}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
