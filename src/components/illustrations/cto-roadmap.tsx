import { GitBranch } from "lucide-react";

import { ctoRoadmap as copy } from "@content/illustrations";

import { FloatingNote, Glow, Illustration, Panel, PanelBar } from "./frame";

const phaseTones = [
  "bg-brand-600",
  "bg-gradient-to-r from-brand-600 to-cta-600",
  "bg-cta-700",
] as const;

/** CTO services: a 90-day roadmap of three phases over the layered architecture it builds. */
export function CtoRoadmap({ className }: { className?: string }) {
  return (
    <Illustration label={copy.label} className={className} testId="cto-roadmap">
      <Glow />
      <Panel>
        <PanelBar title={copy.title} />
        <div className="space-y-3 p-4 sm:p-5">
          {copy.phases.map((phase, index) => (
            <div key={phase.name} className="grid grid-cols-[5.5rem_1fr] items-center gap-3">
              <div>
                <p className="text-sm font-bold text-ink-900 dark:text-white">{phase.name}</p>
                <p className="text-xs text-ink-500 dark:text-ink-300">{phase.weeks}</p>
              </div>
              <div className="relative h-9 rounded-lg bg-ink-50 dark:bg-ink-900/60">
                <div
                  className={`absolute inset-y-1 flex items-center gap-2 rounded-md px-2 text-xs font-semibold text-white ${phaseTones[index]}`}
                  style={{ left: `${index * 30}%`, width: "42%" }}
                >
                  <span className="truncate">{phase.items.join(" · ")}</span>
                </div>
              </div>
            </div>
          ))}
          <div className="mt-2 grid grid-cols-4 gap-2 border-t border-ink-100 pt-4 dark:border-white/10">
            {copy.architecture.map((layer, index) => (
              <div key={layer} className="flex flex-col items-center gap-1.5">
                <svg viewBox="0 0 48 40" className="h-9 w-11" aria-hidden="true">
                  {Array.from({ length: 4 - index }, (_, row) => (
                    <rect
                      key={row}
                      x={4 + row * 2}
                      y={28 - row * 8}
                      width={40 - row * 4}
                      height="7"
                      rx="2"
                      className={
                        row === 0
                          ? "fill-brand-600 dark:fill-brand-500"
                          : "fill-brand-100 dark:fill-brand-500/30"
                      }
                    />
                  ))}
                </svg>
                <span className="text-xs font-semibold text-ink-700 dark:text-ink-100">
                  {layer}
                </span>
              </div>
            ))}
          </div>
        </div>
      </Panel>
      <FloatingNote className="-top-4 -right-3 lg:-right-6">
        <GitBranch aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-100" />
        {copy.badge}
      </FloatingNote>
    </Illustration>
  );
}
