import { Check } from "lucide-react";

import type { TimelineStep } from "@content/service-pages/types";

/** An ordered timeline: a label per step ("Days 1-3"), its title (h3), text and points. */
export function TimelineSteps({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl space-y-6 border-l-2 border-brand-100 pl-6 sm:pl-8">
      {steps.map((step) => (
        <li key={step.label} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[2.05rem] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-100 sm:-left-[2.55rem]"
          />
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {step.label}
          </p>
          <h3 className="mt-1 text-xl font-bold text-ink-900">{step.title}</h3>
          <p className="mt-2 text-ink-600">{step.description}</p>
          {step.points?.length ? (
            <ul className="mt-3 grid gap-2 text-ink-700 sm:grid-cols-2">
              {step.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cta-700" />
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
