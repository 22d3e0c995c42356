import { TrendingDown, TrendingUp } from "lucide-react";

import { adsFunnel as copy } from "@content/illustrations";

import { FloatingNote, Glow, Illustration, Panel, PanelBar } from "./frame";
import { largeFigure } from "@/components/ui/figure";
import { cn } from "@/lib/cn";

const widths = ["100%", "82%", "62%", "44%"] as const;
const tones = [
  "from-amber-700 to-amber-800",
  "from-orange-700 to-orange-800",
  "from-red-700 to-red-800",
  "from-cta-700 to-cta-800",
] as const;

/** Google Ads: the funnel from impressions to sales, and the return on spend beside it. */
export function AdsFunnel({ className }: { className?: string }) {
  return (
    <Illustration label={copy.label} className={className} testId="ads-funnel">
      <Glow className="from-amber-100 to-red-100 dark:from-amber-500/20 dark:to-red-500/15" />
      <Panel>
        <PanelBar title={copy.title} />
        <div className="grid gap-4 p-4 sm:grid-cols-[1fr_8.5rem] sm:p-5">
          <ol className="space-y-2">
            {copy.stages.map((stage, index) => (
              <li key={stage.name} className="flex justify-center">
                <div
                  className={`flex h-11 items-center justify-between gap-2 rounded-lg bg-gradient-to-r px-3 text-white shadow-sm ${tones[index]}`}
                  style={{ width: widths[index] }}
                >
                  <span className="truncate text-xs font-semibold text-white">{stage.name}</span>
                  <span className="text-sm font-extrabold">{stage.value}</span>
                </div>
              </li>
            ))}
          </ol>
          <div className="flex flex-row gap-3 sm:flex-col">
            <div className="flex-1 rounded-xl bg-cta-100 p-3 dark:bg-cta-600/15">
              <p className="text-xs font-semibold text-cta-800 dark:text-cta-100">
                {copy.roiLabel}
              </p>
              <p className={cn(largeFigure, "text-3xl text-cta-800 dark:text-white")}>{copy.roi}</p>
              <svg viewBox="0 0 100 32" className="mt-1 h-8 w-full" aria-hidden="true">
                <path
                  d="M2 28 18 24 34 26 50 16 66 18 82 8 98 4"
                  fill="none"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  className="stroke-cta-700 dark:stroke-cta-600"
                />
              </svg>
            </div>
            <div className="flex-1 rounded-xl bg-ink-50 p-3 dark:bg-ink-900/60">
              <p className="text-xs font-semibold text-fg-muted">{copy.cplLabel}</p>
              <p className={cn(largeFigure, "flex items-center gap-1 text-2xl text-fg")}>
                <TrendingDown
                  aria-hidden="true"
                  className="size-5 text-cta-700 dark:text-cta-600"
                />
                {copy.cpl}
              </p>
            </div>
          </div>
        </div>
      </Panel>
      <FloatingNote className="-top-4 -right-3 lg:-right-6">
        <TrendingUp aria-hidden="true" className="size-4 text-cta-700 dark:text-cta-600" />
        {copy.stages[2].value} {copy.stages[2].name.toLowerCase()}
      </FloatingNote>
    </Illustration>
  );
}
