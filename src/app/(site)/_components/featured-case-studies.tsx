import { caseStudies, caseStudyPath } from "@content/case-studies";
import { homeCaseStudies } from "@content/home";
import { SectionHeading } from "@/components/sections/section-heading";
import { ButtonLink } from "@/components/ui/button";

export function FeaturedCaseStudies() {
  return (
    <section id="case-studies" aria-labelledby="case-studies-title" className="bg-ink-50 py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="case-studies-title"
          eyebrow="Proof, not promises"
          title={homeCaseStudies.heading}
        >
          <p>{homeCaseStudies.intro}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.slug} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <p className="w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700">
                {study.category}
              </p>
              <h3 className="mt-4 text-xl font-bold text-ink-900">{study.title}</h3>
              <p className="mt-2 text-ink-600">{study.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
                {study.tags.map((tag) => (
                  <li key={tag} className="rounded-md bg-ink-100 px-2.5 py-1 text-sm text-ink-700">
                    {tag}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                <ButtonLink
                  href={caseStudyPath(study.slug)}
                  variant="secondary"
                  className="w-full"
                  aria-label={`Read Case Study: ${study.client}`}
                >
                  {homeCaseStudies.cardButton}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink href="/case-studies" variant="outline">
            {homeCaseStudies.allButton}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
