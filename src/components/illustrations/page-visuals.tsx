import { CheckCircle2, GitPullRequest, Video } from "lucide-react";

import { aboutVisual, careersVisual, processVisual } from "@content/illustrations";
import { OptimisedImg } from "@/components/ui/optimised-img";
import type { OptimisedImage } from "@/features/images/optimised-image";

import { FloatingNote, Glow, Illustration, Panel, PanelBar } from "./frame";

/**
 * /about-us: twenty years, fifty startups, a company founded in 2024, and its people (the team's
 * first portraits, at 48 px).
 */
export function AboutVisual({
  portraits,
  className,
}: {
  portraits: readonly OptimisedImage[];
  className?: string;
}) {
  return (
    <Illustration label={aboutVisual.label} className={className} testId="about">
      <Glow />
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {aboutVisual.items.map((item, index) => (
          <Panel
            key={item.label}
            className={index === 1 ? "p-2.5 sm:translate-y-6 sm:p-4" : "p-2.5 sm:p-4"}
          >
            <p className="text-xl font-extrabold text-ink-900 sm:text-3xl dark:text-white">
              {item.value}
            </p>
            <p className="mt-1 text-[0.6875rem] leading-snug font-semibold text-ink-600 sm:text-sm dark:text-ink-300">
              {item.label}
            </p>
          </Panel>
        ))}
      </div>
      <Panel className="mt-4 flex items-center gap-3 p-3 sm:mt-10">
        <span className="flex shrink-0 -space-x-3">
          {portraits.map((portrait) => (
            <OptimisedImg
              key={portrait.src}
              image={portrait}
              alt=""
              loading="eager"
              className="size-12 rounded-full ring-2 ring-white dark:ring-ink-800"
            />
          ))}
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-bold text-fg">{aboutVisual.people}</span>
          <span className="flex items-center gap-1.5 text-xs text-fg-muted">
            <CheckCircle2 aria-hidden="true" className="size-3.5 text-cta-700 dark:text-cta-500" />
            {aboutVisual.peopleDetail}
          </span>
        </span>
      </Panel>
    </Illustration>
  );
}

/** /careers: the daily work of a small remote team: a review, a sprint board, a demo call. */
export function CareersVisual({ className }: { className?: string }) {
  const columns = [3, 2, 4] as const;
  return (
    <Illustration label={careersVisual.label} className={className} testId="careers">
      <Glow />
      <Panel>
        <PanelBar title={careersVisual.sprint} />
        <div className="grid grid-cols-3 gap-3 p-4">
          {columns.map((count, column) => (
            <div key={column} className="space-y-2 rounded-xl bg-ink-50 p-2 dark:bg-ink-900/60">
              {Array.from({ length: count }, (_, card) => (
                <div key={card} className="rounded-lg bg-white p-2 shadow-sm dark:bg-ink-800">
                  <div className="h-1.5 w-3/4 rounded bg-ink-100 dark:bg-white/15" />
                  <div className="mt-1.5 h-1.5 w-1/2 rounded bg-ink-100 dark:bg-white/10" />
                  <div
                    className={
                      column === 2
                        ? "mt-2 h-1.5 w-6 rounded bg-cta-600"
                        : "mt-2 h-1.5 w-6 rounded bg-brand-500"
                    }
                  />
                </div>
              ))}
            </div>
          ))}
        </div>
      </Panel>
      <FloatingNote className="-bottom-4 -left-4 lg:-left-8">
        <GitPullRequest aria-hidden="true" className="size-4 text-cta-700 dark:text-cta-600" />
        {careersVisual.review}
      </FloatingNote>
      <FloatingNote className="-top-4 -right-3 lg:-right-6">
        <Video aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-100" />
        {careersVisual.call}
      </FloatingNote>
    </Illustration>
  );
}

/** /our-process: the six steps as a path of numbered stops. */
export function ProcessVisual({ className }: { className?: string }) {
  return (
    <Illustration label={processVisual.label} className={className} testId="process">
      <Glow />
      <Panel className="p-4 sm:p-6">
        <ol className="grid grid-cols-3 gap-3">
          {processVisual.steps.map((step, index) => (
            <li
              key={step}
              className="flex flex-col items-center gap-2 rounded-xl border border-ink-100 px-2 py-3 text-center dark:border-white/10"
            >
              <span
                className={
                  index < 3
                    ? "flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                    : "flex size-9 items-center justify-center rounded-full bg-cta-700 text-sm font-bold text-white"
                }
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <span className="text-xs font-semibold text-ink-800 sm:text-sm dark:text-ink-100">
                {step}
              </span>
            </li>
          ))}
        </ol>
      </Panel>
    </Illustration>
  );
}
