import { CheckCircle2 } from "lucide-react";

import { caseStudiesPage, type CaseStudy } from "@content/case-studies";
import { siteConfig } from "@/config/site";

import { PilotCta } from "./pilot-cta";

/** /case-studies/{slug}: challenge, four-point solution, impact metrics, stack and the pilot. */
export function CaseStudyPage({ study }: { study: CaseStudy }) {
  const { sections } = caseStudiesPage;
  return (
    <>
      <section className="bg-ink-50 py-14 sm:py-16">
        <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <span className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-700">
              {study.category}
            </span>
            <span className="font-semibold text-ink-700">{study.client}</span>
          </p>
          <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {study.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-ink-600">{study.summary}</p>
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm text-ink-700">
            <div>
              <dt className="inline font-semibold text-ink-900">Industry: </dt>
              <dd className="inline">{study.industry}</dd>
            </div>
            <div>
              <dt className="inline font-semibold text-ink-900">Engagement: </dt>
              <dd className="inline">{study.engagement}</dd>
            </div>
          </dl>
        </div>
      </section>

      <div className="mx-auto max-w-content space-y-14 px-4 py-14 sm:px-6 lg:px-8">
        <section aria-labelledby="challenge-title" className="max-w-3xl">
          <h2 id="challenge-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {sections.challenge}
          </h2>
          {study.challenge.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="mt-4 text-lg leading-relaxed text-ink-700">
              {paragraph}
            </p>
          ))}
        </section>

        <section aria-labelledby="solution-title">
          <h2 id="solution-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {sections.solution}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-2">
            {study.solution.map((point) => (
              <li key={point.title} className="rounded-2xl border border-ink-100 p-6">
                <h3 className="flex items-start gap-2 text-lg font-bold text-ink-900">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-cta-700"
                  />
                  {point.title}
                </h3>
                <p className="mt-2 text-ink-700">{point.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="impact-title">
          <h2 id="impact-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {sections.impact}
          </h2>
          <dl className="mt-6 grid gap-6 md:grid-cols-2">
            {study.impact.map((metric) => (
              <div key={metric.label} className="flex flex-col rounded-2xl bg-brand-50 p-6">
                <dt className="text-lg font-semibold text-ink-900">{metric.label}</dt>
                <dd className="order-first text-4xl font-extrabold text-brand-700">
                  {metric.value}
                </dd>
                <dd className="mt-2 text-ink-700">{metric.detail}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="stack-title">
          <h2 id="stack-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {sections.techStack}
          </h2>
          <ul className="mt-6 flex flex-wrap gap-2">
            {study.techStack.map((tech) => (
              <li
                key={tech}
                className="rounded-lg border border-ink-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink-800"
              >
                {tech}
              </li>
            ))}
          </ul>
        </section>

        <p>
          <a
            href="/case-studies"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            {caseStudiesPage.backToAll}
          </a>
        </p>
      </div>

      <PilotCta schedulingHref={siteConfig.links.scheduling} />
    </>
  );
}
