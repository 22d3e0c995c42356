import { CheckCircle2, GitPullRequest, Video } from "lucide-react";

import { aboutVisual, careersVisual, processVisual } from "@content/illustrations";
import { OptimisedImg } from "@/components/ui/optimised-img";
import { cn } from "@/lib/cn";
import type { OptimisedImage } from "@/components/ui/optimised-image";

import { FloatingNote, Glow, Illustration, Panel, PanelBar } from "./frame";
import { largeFigure } from "@/components/ui/figure";

/**
 * /about-us: the story of the headline ("a new company built on twenty years of shipping") as one
 * line of milestones, 2004 to the company's founding in 2024, and the people behind it (the
 * team's first portraits, at 48 px). The stops share one baseline: no staggered cards.
 */
export function AboutVisual({
  portraits,
  className,
}: {
  portraits: readonly OptimisedImage[];
  className?: string;
}) {
  const last = aboutVisual.milestones.length - 1;
  return (
    <Illustration label={aboutVisual.label} className={className} testId="about">
      <Glow />
      <Panel>
        <PanelBar title={aboutVisual.title} />
        {/* The rail the stops sit on (the list's ::before), from the first dot to the last. */}
        <ol className="relative grid grid-cols-2 gap-x-1.5 gap-y-4 px-2 pt-5 pb-5 before:absolute before:top-[1.9rem] before:right-[12.5%] before:left-[12.5%] before:hidden before:h-0.5 before:bg-gradient-to-r before:from-brand-200 before:via-brand-500 before:to-cta-600 min-[380px]:grid-cols-4 min-[380px]:before:block sm:gap-3 sm:px-6 sm:pt-7 sm:pb-7 sm:before:top-[2.4rem] dark:before:from-brand-500/40">
          {aboutVisual.milestones.map((item, index) => (
            <li
              key={item.value}
              className="relative flex min-w-0 flex-col items-center text-center hyphens-auto"
            >
              <span
                className={
                  index === last
                    ? "size-3.5 rounded-full bg-cta-600 ring-4 ring-cta-100 dark:ring-cta-700/40"
                    : "size-3.5 rounded-full bg-brand-600 ring-4 ring-brand-100 dark:bg-brand-400 dark:ring-brand-500/25"
                }
              />
              <span
                className={
                  index === last
                    ? cn(largeFigure, "mt-3 text-lg text-cta-800 sm:text-2xl dark:text-cta-500")
                    : cn(largeFigure, "mt-3 text-lg text-ink-900 sm:text-2xl dark:text-white")
                }
              >
                {item.value}
              </span>
              <span className="mt-1 text-[0.6875rem] leading-snug font-semibold text-ink-600 sm:text-sm dark:text-ink-300">
                {item.label}
              </span>
            </li>
          ))}
        </ol>
        <div className="flex items-center gap-3 border-t border-ink-100 p-3 sm:px-6 dark:border-white/10">
          <span className="flex shrink-0 -space-x-3">
            {portraits.map((portrait) => (
              <OptimisedImg
                key={portrait.src}
                image={portrait}
                alt=""
                loading="eager"
                className="size-12 rounded-full object-cover ring-2 ring-white dark:ring-ink-800"
              />
            ))}
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-bold text-fg">{aboutVisual.people}</span>
            <span className="flex items-center gap-1.5 text-xs text-fg-muted">
              <CheckCircle2
                aria-hidden="true"
                className="size-3.5 text-cta-700 dark:text-cta-500"
              />
              {aboutVisual.peopleDetail}
            </span>
          </span>
        </div>
      </Panel>
    </Illustration>
  );
}

/** /careers: the daily work of a small remote team: a review, a sprint board, a demo call. */
export function CareersVisual({ className }: { className?: string }) {
  return (
    <Illustration label={careersVisual.label} className={className} testId="careers">
      <Glow />
      <Panel>
        <PanelBar title={careersVisual.sprint} />
        {/* A real board: each column's name and count, each card a short task, its tag and its
            owner's initials (grey bars alone read as a page still loading). */}
        <div className="grid grid-cols-3 gap-2 p-3 sm:gap-3 sm:p-4">
          {careersVisual.columns.map((column, index) => (
            <div
              key={column.title}
              className="min-w-0 rounded-xl bg-ink-50 p-1.5 sm:p-2 dark:bg-ink-900/60"
            >
              <p className="flex items-center justify-between gap-1 px-0.5 pb-1.5 text-[0.625rem] font-semibold whitespace-nowrap text-ink-600 uppercase min-[400px]:px-1 min-[400px]:text-[0.6875rem] sm:text-xs sm:tracking-wide dark:text-ink-300">
                {column.title}
                <span className="rounded-full bg-white px-1.5 text-ink-500 dark:bg-ink-800 dark:text-ink-300">
                  {column.cards.length}
                </span>
              </p>
              <div className="space-y-1.5 sm:space-y-2">
                {column.cards.map((card) => (
                  <div
                    key={card.title}
                    className="rounded-lg bg-white p-1.5 shadow-sm sm:p-2 dark:bg-ink-800"
                  >
                    <p
                      data-task-title
                      className={cn(
                        // Titles are short words (content/illustrations.ts); this only guards.
                        "text-[0.6875rem] leading-tight font-semibold break-words hyphens-auto text-ink-800 sm:text-xs dark:text-ink-100",
                        index === 2 && "text-ink-600 dark:text-ink-300",
                      )}
                    >
                      {card.title}
                    </p>
                    <p className="mt-1.5 flex flex-wrap items-center justify-between gap-1">
                      <span
                        className={cn(
                          "rounded px-1 text-[0.625rem] font-semibold",
                          card.tag === "Web" &&
                            "bg-brand-50 text-brand-700 dark:bg-brand-500/20 dark:text-brand-100",
                          card.tag === "API" &&
                            "bg-cta-50 text-cta-800 dark:bg-cta-600/20 dark:text-cta-100",
                          card.tag === "iOS" &&
                            "bg-ink-100 text-ink-700 dark:bg-white/10 dark:text-ink-100",
                        )}
                      >
                        {card.tag}
                      </span>
                      <span className="grid size-5 shrink-0 place-items-center rounded-full bg-ink-900 text-[0.5625rem] font-bold text-white dark:bg-brand-300 dark:text-ink-900">
                        {card.owner}
                      </span>
                    </p>
                  </div>
                ))}
              </div>
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

/**
 * /our-process: the headline's six steps as a path of numbered stops, two rows of three on one
 * rail each, every step with how long it takes (the page's own steps, when the route passes them;
 * else the drawing's names), the weekly demo as a note.
 */
export function ProcessVisual({
  steps,
  className,
}: {
  steps?: readonly { title: string; duration: string }[];
  className?: string;
}) {
  const stops = steps?.length
    ? steps.slice(0, 6)
    : processVisual.steps.map((title) => ({ title, duration: "" }));
  const rows = [stops.slice(0, 3), stops.slice(3, 6)];
  return (
    <Illustration label={processVisual.label} className={className} testId="process">
      <Glow />
      <Panel>
        <PanelBar title={processVisual.title} />
        <div className="space-y-5 px-3 py-5 sm:px-6 sm:py-7">
          {rows.map((row, rowIndex) => (
            <ol
              key={rowIndex}
              start={rowIndex * 3 + 1}
              className={cn(
                "relative grid grid-cols-3 gap-2 before:absolute before:top-[1.125rem] before:right-[16.6%] before:left-[16.6%] before:h-0.5 sm:gap-3",
                rowIndex === 0
                  ? "before:bg-brand-200 dark:before:bg-brand-500/40"
                  : "before:bg-cta-100 dark:before:bg-cta-700/50",
              )}
            >
              {row.map((step, index) => (
                <li
                  key={step.title}
                  className="relative flex min-w-0 flex-col items-center text-center hyphens-auto"
                >
                  <span
                    className={
                      rowIndex === 0
                        ? "flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white ring-4 ring-white dark:ring-ink-800"
                        : "flex size-9 items-center justify-center rounded-full bg-cta-700 text-sm font-bold text-white ring-4 ring-white dark:ring-ink-800"
                    }
                  >
                    {String(rowIndex * 3 + index + 1).padStart(2, "0")}
                  </span>
                  <span className="mt-2 text-xs leading-tight font-bold text-ink-800 sm:text-sm dark:text-ink-100">
                    {step.title}
                  </span>
                  {step.duration ? (
                    <span className="mt-1.5 rounded-full bg-ink-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-ink-600 sm:text-xs dark:bg-white/10 dark:text-ink-300">
                      {step.duration}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          ))}
        </div>
      </Panel>
      <FloatingNote className="-right-3 -bottom-4 lg:-right-6">
        <Video aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-100" />
        {processVisual.demo}
      </FloatingNote>
    </Illustration>
  );
}
