import { Rocket, Video } from "lucide-react";

import { mvpTimeline as copy } from "@content/illustrations";

import { FloatingNote, Glow, Illustration, Panel, PanelBar } from "./frame";

const tones = ["bg-violet-600", "bg-fuchsia-600", "bg-brand-600", "bg-cta-700"] as const;

/** MVP development: the 30 days as a Gantt strip, today's marker, and the launch at the end. */
export function MvpTimeline({ className }: { className?: string }) {
  const total = copy.phases.reduce((sum, phase) => sum + phase.span, 0);
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
          <div className="relative">
            <div
              className="grid gap-2"
              style={{ gridTemplateColumns: copy.phases.map((p) => `${p.span}fr`).join(" ") }}
            >
              {copy.phases.map((phase, index) => (
                <div key={phase.name} className="min-w-0">
                  <div className={`h-10 rounded-lg ${tones[index]} shadow-sm`} />
                  <p className="mt-2 truncate text-xs font-bold text-ink-900 dark:text-white">
                    {phase.name}
                  </p>
                  <p className="text-xs text-ink-500 dark:text-ink-300">{phase.days}</p>
                </div>
              ))}
            </div>
            {/* Today's marker at day 18 of 30. */}
            <div
              className="absolute -top-2 h-14 w-0.5 rounded bg-ink-900 dark:bg-white"
              style={{ left: `${(18 / total) * 100}%` }}
            >
              <span className="absolute -top-1 -left-1 size-2.5 rounded-full bg-ink-900 dark:bg-white" />
            </div>
          </div>
          <div className="mt-5 grid grid-cols-[repeat(15,minmax(0,1fr))] gap-1" aria-hidden="true">
            {Array.from({ length: 30 }, (_, day) => (
              <span
                key={day}
                className={
                  day < 18
                    ? "h-2 rounded-sm bg-cta-600/80"
                    : "h-2 rounded-sm bg-ink-100 dark:bg-white/10"
                }
              />
            ))}
          </div>
          <div className="mt-5 flex items-center justify-between gap-3 rounded-xl bg-ink-50 px-3 py-2.5 dark:bg-ink-900/60">
            <p className="text-sm font-semibold text-ink-800 dark:text-ink-100">{copy.metric}</p>
            <span className="flex items-center gap-1.5 rounded-full bg-cta-700 px-3 py-1 text-xs font-bold text-white">
              <Rocket aria-hidden="true" className="size-3.5" />
              {copy.launch}
            </span>
          </div>
        </div>
      </Panel>
      <FloatingNote className="-bottom-5 -left-4 lg:-left-8">
        <Video aria-hidden="true" className="size-4 text-violet-600 dark:text-violet-100" />
        {copy.demo}
      </FloatingNote>
    </Illustration>
  );
}
