import { ArrowLeft, CheckCircle2 } from "lucide-react";

import { CaseStudyVisual } from "@/components/sections/case-study-visual";
import { card, cardText, reveal, textLink } from "@/components/sections/section-styles";
import { siteConfig } from "@/config/site";
import type { CaseStudiesPageCopy, CaseStudy } from "@/features/case-studies/case-studies";
import { cn } from "@/lib/cn";

import { PilotCta } from "./pilot-cta";
import { largeFigure } from "@/components/ui/figure";

const container = "mx-auto max-w-content px-4 sm:px-6 lg:px-8";
const sectionTitle =
  "font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl dark:text-white";

/** /case-studies/{slug}: challenge, four-point solution, impact metrics, stack and the pilot. */
export function CaseStudyPage({ study, copy }: { study: CaseStudy; copy: CaseStudiesPageCopy }) {
  const sections = copy.studyPage;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white pt-16 pb-12 sm:pt-20 sm:pb-20 dark:from-ink-900 dark:to-ink-950">
        <div
          className={cn(container, "grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_26rem]")}
        >
          <div>
            <p className="flex flex-wrap items-center gap-3 text-sm">
              <span className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-accent dark:bg-brand-500/15">
                {study.category}
              </span>
              <span className="font-semibold text-ink-700 dark:text-ink-100">{study.client}</span>
            </p>
            <h1 className="mt-4 max-w-4xl font-display text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl dark:text-white">
              {study.title}
            </h1>
            <p className="mt-6 max-w-[65ch] text-lg text-fg-muted">{study.summary}</p>
            <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm text-ink-700 dark:text-ink-100">
              <div>
                <dt className="inline font-semibold text-fg">Industry: </dt>
                <dd className="inline">{study.industry}</dd>
              </div>
              <div>
                <dt className="inline font-semibold text-fg">Engagement: </dt>
                <dd className="inline">{study.engagement}</dd>
              </div>
            </dl>
          </div>
          <CaseStudyVisual
            kind={study.visual}
            image={study.image}
            // In the first screen: loaded at once. 26rem beside the text from lg, full width below.
            loading="eager"
            sizes="(min-width: 1024px) 26rem, 100vw"
            className="rounded-2xl shadow-xl ring-1 ring-ink-900/10 dark:ring-white/10"
          />
        </div>
      </section>

      <section aria-labelledby="challenge-title" className="py-16 sm:py-20 dark:bg-ink-950">
        <div className={cn(container, "grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-16")}>
          <h2 id="challenge-title" className={sectionTitle}>
            {sections.challenge}
          </h2>
          <div className="max-w-[65ch] space-y-5">
            {study.challenge.map((paragraph) => (
              <p
                key={paragraph.slice(0, 32)}
                className="text-lg leading-relaxed text-ink-700 dark:text-ink-100"
              >
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>

      <section
        aria-labelledby="solution-title"
        className="bg-ink-50 py-16 sm:py-20 dark:bg-ink-900"
      >
        <div className={container}>
          <h2 id="solution-title" className={sectionTitle}>
            {sections.solution}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-2">
            {study.solution.map((point) => (
              <li key={point.title} {...reveal} className={cn(card, "p-6 sm:p-8")}>
                <h3 className="flex items-start gap-2 font-display text-lg font-bold text-fg">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-cta-700 dark:text-cta-100"
                  />
                  {point.title}
                </h3>
                <p className={cn("mt-2", cardText)}>{point.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="impact-title"
        className="bg-ink-900 py-20 text-white sm:py-24 dark:bg-ink-950"
      >
        <div className={container}>
          <h2
            id="impact-title"
            className="font-display text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {sections.impact}
          </h2>
          <dl className="mt-10 grid gap-6 md:grid-cols-2">
            {study.impact.map((metric) => (
              <div
                key={metric.label}
                className="flex flex-col rounded-2xl border border-white/10 bg-white/5 p-6 sm:p-8"
              >
                <dt className="text-lg font-semibold text-white">{metric.label}</dt>
                <dd className={cn(largeFigure, "order-first text-5xl text-cta-100")}>
                  {metric.value}
                </dd>
                <dd className="mt-2 text-ink-100">{metric.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="stack-title" className="py-16 sm:py-20 dark:bg-ink-950">
        <div className={container}>
          <h2 id="stack-title" className={sectionTitle}>
            {sections.techStack}
          </h2>
          <ul className="mt-8 flex flex-wrap gap-2">
            {study.techStack.map((tech) => (
              <li
                key={tech}
                className="rounded-lg border border-ink-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink-800 dark:border-white/15 dark:bg-ink-900 dark:text-ink-100"
              >
                {tech}
              </li>
            ))}
          </ul>
          <p className="mt-12">
            <a href="/case-studies" className={textLink}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {sections.backToAll}
            </a>
          </p>
        </div>
      </section>

      <PilotCta copy={copy.pilot} schedulingHref={siteConfig.links.scheduling} />
    </>
  );
}
