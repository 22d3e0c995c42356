import { Check, CircleDot, FileCheck2, ShieldCheck } from "lucide-react";

import { pilotBoard as copy } from "@content/illustrations";
import { cn } from "@/lib/cn";

import { FloatingNote, Glow, Illustration, Panel, PanelBar } from "./frame";

function DayState({ state }: { state: "done" | "active" | "next" }) {
  if (state === "done")
    return (
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-cta-700 text-white">
        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
      </span>
    );
  if (state === "active")
    return (
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 ring-4 ring-brand-100/60 dark:bg-brand-500/20 dark:text-brand-100 dark:ring-brand-500/10">
        <CircleDot aria-hidden="true" className="size-4" />
      </span>
    );
  return (
    <span className="size-6 shrink-0 rounded-full border-2 border-dashed border-ink-300 dark:border-ink-500" />
  );
}

/** A four-box architecture sketch drawn in SVG, coloured by the theme. */
function ArchitectureSketch() {
  const [web, api, db, jobs] = copy.architecture;
  const box = "fill-brand-50 stroke-brand-500 dark:fill-brand-500/15 dark:stroke-brand-500";
  const text = "fill-ink-800 text-[10px] font-semibold dark:fill-ink-100";
  return (
    <svg viewBox="0 0 220 112" className="h-auto w-full" aria-hidden="true">
      <g className="stroke-ink-300 dark:stroke-ink-500" strokeWidth="1.5" fill="none">
        <path d="M66 28h28M125 44v26" />
        <path d="M156 28h34v24" strokeDasharray="4 3" />
      </g>
      <rect x="2" y="12" width="64" height="32" rx="8" className={box} />
      <rect x="94" y="12" width="62" height="32" rx="8" className={box} />
      <rect
        x="88"
        y="70"
        width="74"
        height="32"
        rx="8"
        className="fill-cta-100 stroke-cta-700 dark:fill-cta-600/15 dark:stroke-cta-600"
      />
      <rect x="162" y="52" width="56" height="32" rx="8" className={box} />
      <text x="34" y="32" textAnchor="middle" className={text}>
        {web}
      </text>
      <text x="125" y="32" textAnchor="middle" className={text}>
        {api}
      </text>
      <text x="125" y="90" textAnchor="middle" className={text}>
        {db}
      </text>
      <text x="190" y="72" textAnchor="middle" className={text}>
        {jobs}
      </text>
    </svg>
  );
}

/**
 * The home page's hero visual: the free 5-day CTO pilot as a product-like board of its days and
 * deliverables. Markup and inline SVG only (no request, nothing to lazy-load); its words are
 * smaller than the headline, so the headline stays the page's largest paint.
 */
export function PilotBoard({ className }: { className?: string }) {
  return (
    <Illustration label={copy.label} className={className} testId="pilot-board">
      <Glow />
      <Panel>
        <PanelBar
          title={copy.title}
          aside={
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-500/20 dark:text-brand-100">
              {copy.progress}
            </span>
          }
        />
        <div className="p-4 sm:p-5">
          <div className="flex items-center justify-between text-xs text-fg-muted">
            <span>{copy.subtitle}</span>
            <span className="font-semibold text-cta-700 dark:text-cta-600">80%</span>
          </div>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-100 dark:bg-white/10">
            <div className="h-full w-4/5 rounded-full bg-gradient-to-r from-brand-600 to-cta-600" />
          </div>
          <ol className="mt-4 space-y-2">
            {copy.days.map((item) => (
              <li
                key={item.day}
                className={cn(
                  "flex items-center gap-3 rounded-xl border px-3 py-2",
                  item.state === "active"
                    ? "border-brand-500/40 bg-brand-50/70 dark:border-brand-500/40 dark:bg-brand-500/10"
                    : "border-ink-100 dark:border-white/10",
                )}
              >
                <DayState state={item.state} />
                <span className="w-11 shrink-0 text-xs font-semibold text-ink-500 dark:text-ink-300">
                  {item.day}
                </span>
                <span
                  className={cn(
                    "min-w-0 flex-1 truncate text-sm font-semibold",
                    item.state === "next" ? "text-ink-500 dark:text-ink-300" : "text-fg",
                  )}
                >
                  {item.title}
                </span>
              </li>
            ))}
          </ol>
          <div className="mt-4 grid gap-3 sm:grid-cols-[1.2fr_1fr]">
            <div className="rounded-xl bg-ink-50 p-3 dark:bg-ink-900/60">
              <p className="text-xs font-semibold text-fg-muted">{copy.architectureTitle}</p>
              <div className="mt-2">
                <ArchitectureSketch />
              </div>
            </div>
            <div className="rounded-xl bg-ink-50 p-3 dark:bg-ink-900/60">
              <p className="text-xs font-semibold text-fg-muted">{copy.deliverablesTitle}</p>
              <ul className="mt-2 space-y-1.5">
                {copy.deliverables.map((item) => (
                  <li
                    key={item}
                    className="flex items-center gap-2 text-sm text-ink-800 dark:text-ink-100"
                  >
                    <FileCheck2
                      aria-hidden="true"
                      className="size-4 shrink-0 text-cta-700 dark:text-cta-600"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Panel>
      <FloatingNote className="-bottom-5 -left-6 lg:-left-10">
        <ShieldCheck aria-hidden="true" className="size-5 text-cta-700 dark:text-cta-600" />
        {copy.reviewer}
      </FloatingNote>
    </Illustration>
  );
}
