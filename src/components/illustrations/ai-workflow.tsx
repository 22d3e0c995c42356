import { Bot, Database, Mail, Route, Timer, UserPlus } from "lucide-react";

import { aiWorkflow as copy } from "@content/illustrations";
import { cn } from "@/lib/cn";

import { FloatingNote, Glow, Illustration, Panel, PanelBar } from "./frame";

const icons = [UserPlus, Database, Bot, Route, Mail] as const;

/** AI automation: a lead workflow as connected nodes, the AI step highlighted. */
export function AiWorkflow({ className }: { className?: string }) {
  return (
    <Illustration label={copy.label} className={className} testId="ai-workflow">
      <Glow className="from-emerald-100 to-teal-100 dark:from-emerald-600/20 dark:to-teal-600/15" />
      <Panel>
        <PanelBar
          title={copy.title}
          aside={
            <span className="flex items-center gap-1.5 rounded-full bg-cta-100 px-2.5 py-0.5 text-xs font-semibold text-cta-800 dark:bg-cta-600/20 dark:text-cta-100">
              <span className="size-1.5 rounded-full bg-cta-700 dark:bg-cta-600" />
              {copy.status}
            </span>
          }
        />
        <ol className="relative space-y-3 p-4 sm:p-5">
          {/* The wire that joins the nodes. */}
          <span
            aria-hidden="true"
            className="absolute top-9 bottom-9 left-[2.35rem] w-0.5 bg-gradient-to-b from-emerald-600 via-brand-500 to-cta-600 sm:left-[2.6rem]"
          />
          {copy.steps.map((step, index) => {
            const Icon = icons[index] ?? Bot;
            const ai = index === 2;
            return (
              <li
                key={step.name}
                className={cn(
                  "relative flex items-center gap-3 rounded-xl border px-3 py-2.5",
                  ai
                    ? "ml-6 border-emerald-600/40 bg-emerald-50 dark:border-emerald-500/40 dark:bg-emerald-500/10"
                    : "border-ink-100 bg-white dark:border-white/10 dark:bg-ink-800",
                )}
              >
                <span
                  className={cn(
                    "flex size-8 shrink-0 items-center justify-center rounded-lg",
                    ai
                      ? "bg-emerald-700 text-white"
                      : "bg-ink-50 text-ink-700 dark:bg-ink-900 dark:text-ink-100",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-bold text-fg">{step.name}</span>
                  <span className="block truncate text-xs text-fg-muted">{step.detail}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </Panel>
      <FloatingNote className="-right-3 -bottom-4 lg:-right-8">
        <Timer aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-300" />
        {copy.saved}
      </FloatingNote>
    </Illustration>
  );
}
