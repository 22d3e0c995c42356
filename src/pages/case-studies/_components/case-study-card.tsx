import type { CaseStudyCard } from "@content/case-studies";
import { CaseStudySummary } from "@/components/sections/case-study-summary";
import { ReadCaseStudyLink } from "@/components/sections/read-case-study-link";

/** A case study in the list: category badge, title, description, tags, stats and its link. */
export function CaseStudyListCard({ study }: { study: CaseStudyCard }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <CaseStudySummary study={study} headingLevel="h2" />
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-ink-100 pt-5">
        {study.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col">
            <dt className="order-last text-sm text-ink-600">{stat.label}</dt>
            <dd className="text-2xl font-extrabold text-brand-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-6">
        <ReadCaseStudyLink study={study} />
      </div>
    </article>
  );
}
