import { PanelLabel, ProductBand } from "@/components/illustrations/frame";
import type { RoadmapBoard as Board } from "@content/schemas/drawings";
import { cn } from "@/lib/cn";

// Static class names, so Tailwind finds them: a bar runs from quarter `from` to quarter `to`.
const starts = ["", "col-start-1", "col-start-2", "col-start-3", "col-start-4"] as const;
const ends = ["", "col-end-2", "col-end-3", "col-end-4", "col-end-5"] as const;
const laneTones = [
  "bg-brand-600 text-white",
  "bg-brand-800 text-white dark:bg-brand-700",
  "bg-cta-700 text-white",
  "bg-ink-700 text-white dark:bg-ink-600",
] as const;
const statusTones = {
  done: "bg-cta-100 text-cta-800 dark:bg-cta-700/30 dark:text-cta-100",
  next: "bg-brand-100 text-brand-800 dark:bg-brand-500/20 dark:text-brand-100",
  watch: "bg-ink-100 text-ink-700 dark:bg-white/10 dark:text-ink-100",
} as const;

/**
 * /tech-strategy-consulting's product band: the board an engagement ends on, drawn in markup. A
 * year in four quarters, lanes of work as bars, a "today" line, and the decision log under it.
 * Every word is real text; the grid lines and the today line are decoration.
 */
export function RoadmapBoard({ board }: { board: Board }) {
  const quarters = board.quarters;
  const span = (from: number, to: number) =>
    from === to ? quarters[from - 1] : `${quarters[from - 1]}–${quarters[to - 1]}`;
  return (
    <ProductBand
      name="roadmap"
      title={board.title}
      aside={
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-accent dark:bg-brand-500/15">
          {quarters[0]}–{quarters[3]}
        </span>
      }
      caption={<>{board.title}</>}
      glowClassName="from-brand-100 to-cta-100 dark:from-brand-600/25 dark:to-cta-600/15"
    >
      <div className="p-4 sm:p-6">
        {/* The quarters, over the bars' four columns. */}
        <div className="grid grid-cols-4 gap-1.5 sm:ml-20" aria-hidden="true">
          {quarters.map((quarter) => (
            <span
              key={quarter}
              className="border-b border-line pb-2 text-xs font-bold tracking-wide text-fg-subtle uppercase"
            >
              {quarter}
            </span>
          ))}
        </div>
        <div className="relative mt-3">
          {/* Column rules and the "today" line, in the middle of the second quarter. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 left-0 grid grid-cols-4 gap-1.5 sm:left-20"
          >
            {quarters.map((quarter) => (
              <span key={quarter} className="rounded-md bg-ink-50/70 dark:bg-white/[0.03]" />
            ))}
          </div>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-9 bottom-0 left-[42%] w-px bg-cta-600 sm:left-[calc(5rem+(100%-5rem)*0.375)]"
          >
            <span className="absolute -top-0.5 left-1/2 -translate-x-1/2 rounded-full bg-cta-700 px-1.5 py-px text-[10px] font-bold text-white">
              {board.today}
            </span>
          </div>
          <ul className="relative grid gap-3 sm:gap-2.5">
            {board.lanes.map((lane, index) => (
              <li key={lane.name} className="grid gap-1.5 sm:grid-cols-[5rem_1fr] sm:items-center">
                <span className="text-xs font-bold text-fg sm:text-sm">{lane.name}</span>
                <ul className="grid grid-cols-4 gap-1.5">
                  {lane.items.map((item) => (
                    <li
                      key={item.label}
                      className={cn(
                        "min-w-0 rounded-md px-1.5 py-1.5 text-[11px] leading-tight font-semibold [overflow-wrap:anywhere] hyphens-auto shadow-sm sm:px-2.5 sm:text-xs",
                        starts[item.from],
                        ends[item.to],
                        laneTones[index % laneTones.length],
                      )}
                    >
                      {item.label}
                      <span className="sr-only"> ({span(item.from, item.to)})</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-6 border-t border-line pt-4">
          <PanelLabel>{board.decisionsTitle}</PanelLabel>
          <ul className="mt-2 divide-y divide-line">
            {board.decisions.map((decision) => (
              <li key={decision.id} className="flex items-center gap-3 py-2">
                <span className="w-12 shrink-0 font-mono text-xs text-fg-subtle">
                  {decision.id}
                </span>
                <span className="min-w-0 flex-1 text-sm font-medium [overflow-wrap:anywhere] hyphens-auto text-fg">
                  {decision.title}
                </span>
                <span
                  className={cn(
                    "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold",
                    statusTones[decision.tone],
                  )}
                >
                  {decision.status}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ProductBand>
  );
}
