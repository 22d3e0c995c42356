import { Check } from "lucide-react";

import type { TimelineStep } from "@content/schemas/blocks";
import { cn } from "@/lib/cn";

import { cardText, eyebrow, reveal } from "./section-styles";

/** An ordered timeline: a label per step ("Days 1-3"), its title (h3), text and points. */
export function TimelineSteps({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl space-y-10 border-l-2 border-brand-100 pl-6 sm:pl-8 dark:border-white/15">
      {steps.map((step) => (
        <li key={step.label} {...reveal} className={cn("relative")}>
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.05rem] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-100 sm:-left-[2.55rem] dark:border-ink-950 dark:ring-white/15"
          />
          <p className={eyebrow}>{step.label}</p>
          <h3 className="mt-1 font-display text-xl font-bold text-fg">{step.title}</h3>
          <p className={cn("mt-2 max-w-[65ch]", cardText)}>{step.description}</p>
          {step.points?.length ? (
            <ul className="mt-3 grid gap-2 text-ink-700 sm:grid-cols-2 dark:text-ink-100">
              {step.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-cta-700 dark:text-cta-100"
                  />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
