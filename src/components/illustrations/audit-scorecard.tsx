import { ListChecks } from "lucide-react";

import { auditScorecard as copy } from "@content/illustrations";

import { FloatingNote, Glow, Illustration, Panel, PanelBar } from "./frame";

function tone(score: number) {
  if (score >= 70) return "bg-cta-700";
  if (score >= 55) return "bg-brand-600";
  return "bg-amber-600";
}

/** Tech strategy consulting: the audit's scorecard per area, and the overall grade. */
export function AuditScorecard({ className }: { className?: string }) {
  return (
    <Illustration label={copy.label} className={className} testId="audit-scorecard">
      <Glow className="from-slate-200 to-brand-100 dark:from-slate-500/20 dark:to-brand-600/20" />
      <Panel>
        <PanelBar title={copy.title} />
        <div className="grid gap-5 p-4 sm:grid-cols-[1fr_7.5rem] sm:p-5">
          <ul className="space-y-3">
            {copy.areas.map((area) => (
              <li key={area.name}>
                <div className="flex justify-between text-sm">
                  <span className="font-semibold text-ink-800 dark:text-ink-100">{area.name}</span>
                  <span className="font-bold text-ink-900 tabular-nums dark:text-white">
                    {area.score}
                  </span>
                </div>
                <div className="mt-1.5 h-2 rounded-full bg-ink-100 dark:bg-white/10">
                  <div
                    className={`h-full rounded-full ${tone(area.score)}`}
                    style={{ width: `${area.score}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-center gap-4 rounded-xl bg-ink-50 p-3 sm:flex-col dark:bg-ink-900/60">
            <svg viewBox="0 0 80 80" className="size-20" aria-hidden="true">
              <circle
                cx="40"
                cy="40"
                r="32"
                fill="none"
                strokeWidth="8"
                className="stroke-ink-100 dark:stroke-white/10"
              />
              <circle
                cx="40"
                cy="40"
                r="32"
                fill="none"
                strokeWidth="8"
                strokeLinecap="round"
                strokeDasharray={`${0.64 * 201} 201`}
                transform="rotate(-90 40 40)"
                className="stroke-brand-600 dark:stroke-brand-500"
              />
              <text
                x="40"
                y="47"
                textAnchor="middle"
                className="fill-ink-900 text-[22px] font-extrabold dark:fill-white"
              >
                {copy.overall}
              </text>
            </svg>
            <p className="text-sm font-semibold text-fg-muted">{copy.overallLabel}</p>
          </div>
        </div>
      </Panel>
      <FloatingNote className="-bottom-8 -left-4 lg:-left-8">
        <ListChecks aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-100" />
        {copy.action}
      </FloatingNote>
    </Illustration>
  );
}
