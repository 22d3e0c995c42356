import Link from "next/link";

import { caseStudiesPage, caseStudyPath, type CaseStudyCard } from "@content/case-studies";

/** A case study in the list: category badge, title, description, tags, stats and its link. */
export function CaseStudyListCard({ study }: { study: CaseStudyCard }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <p className="w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700">
        {study.category}
      </p>
      <h2 className="mt-4 text-xl font-bold text-balance text-ink-900">{study.title}</h2>
      <p className="mt-2 text-ink-600">{study.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
        {study.tags.map((tag) => (
          <li key={tag} className="rounded-md bg-ink-100 px-2.5 py-1 text-sm text-ink-700">
            {tag}
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-ink-100 pt-5">
        {study.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col">
            <dt className="order-last text-sm text-ink-600">{stat.label}</dt>
            <dd className="text-2xl font-extrabold text-brand-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-6">
        <Link
          href={caseStudyPath(study.slug)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          aria-label={`${caseStudiesPage.readCaseStudy}: ${study.client}`}
        >
          {caseStudiesPage.readCaseStudy} →
        </Link>
      </div>
    </article>
  );
}
