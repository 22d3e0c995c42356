import { caseStudies, caseStudyPath } from "@content/case-studies";
import { homeCaseStudies } from "@content/home";
import { CaseStudySummary } from "@/components/sections/case-study-summary";
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
              <CaseStudySummary study={study} headingLevel="h3" />
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
