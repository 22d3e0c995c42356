import { Rocket, Video } from "lucide-react";

import { mvpTimeline as copy } from "@content/illustrations";

import { FloatingNote, Glow, Illustration, Panel, PanelBar } from "./frame";

const DAYS = 30;
const tones = ["bg-violet-700", "bg-fuchsia-700", "bg-brand-600", "bg-cta-700"] as const;
const percent = (day: number) => `${(day / DAYS) * 100}%`;

/** MVP development: the 30 days as a Gantt chart, today's marker, and the launch at the end. */
export function MvpTimeline({ className }: { className?: string }) {
  return (
    <Illustration label={copy.label} className={className} testId="mvp-timeline">
      <Glow className="from-violet-100 to-fuchsia-100 dark:from-violet-600/25 dark:to-fuchsia-600/15" />
      <Panel>
        <PanelBar
          title={copy.title}
          aside={
            <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800 dark:bg-violet-500/20 dark:text-violet-100">
              {copy.today}
            </span>
          }
        />
        <div className="p-4 sm:p-5">
          <div className="grid grid-cols-[6.75rem_1fr] gap-x-3">
            <span />
            <div className="flex justify-between text-[11px] font-semibold text-fg-subtle">
              {copy.scale.map((tick) => (
                <span key={tick}>{tick}</span>
              ))}
            </div>
            <div className="col-span-2 mt-2 grid grid-cols-[6.75rem_1fr] gap-x-3 gap-y-2.5">
              {copy.phases.map((phase, index) => (
                <div key={phase.name} className="contents">
                  <div>
                    <p className="text-sm leading-tight font-bold text-fg">{phase.name}</p>
                    <p className="text-xs text-fg-muted">{phase.days}</p>
                  </div>
                  <div className="relative h-9 rounded-lg bg-ink-50 dark:bg-ink-900/60">
                    <div
                      className={`absolute inset-y-1 rounded-md shadow-sm ${tones[index]}`}
                      style={{
                        left: `calc(${percent(phase.start - 1)} + 1px)`,
                        width: `calc(${percent(phase.end - phase.start + 1)} - 2px)`,
                      }}
                    />
                    {/* Today's marker runs through every row at the same day. */}
                    <span
                      className="absolute -inset-y-1.5 w-0.5 bg-ink-900 dark:bg-white"
                      style={{ left: percent(copy.todayDay) }}
                    />
                  </div>
                </div>
              ))}
            </div>
          </div>
          <div className="mt-5 flex items-center justify-between gap-3 rounded-xl bg-ink-50 px-3 py-2.5 dark:bg-ink-900/60">
            <p className="text-sm font-semibold text-fg">{copy.metric}</p>
            <span className="flex shrink-0 items-center gap-1.5 rounded-full bg-cta-700 px-3 py-1 text-xs font-bold text-white">
              <Rocket aria-hidden="true" className="size-3.5" />
              {copy.launch}
            </span>
          </div>
        </div>
      </Panel>
      <FloatingNote className="-bottom-5 -left-4 lg:-left-8">
        <Video aria-hidden="true" className="size-4 text-violet-700 dark:text-violet-300" />
        {copy.demo}
      </FloatingNote>
    </Illustration>
  );
}
