import type { HomePageCopy } from "@content/schemas/home";
import { CaseStudySummary } from "@/components/sections/case-study-summary";
import { ReadCaseStudyLink } from "@/components/sections/read-case-study-link";
import { Reveal } from "@/components/sections/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import { ButtonLink } from "@/components/ui/button";
import { OptimisedImg } from "@/components/ui/optimised-img";
import type { CaseStudyCard } from "@/features/case-studies/case-studies";
import type { CompanyLogo } from "@/features/company/logos-content";

/** Three case studies on the tinted band: the client's mark, the story, its headline figure. */
export function FeaturedCaseStudies({
  copy: homeCaseStudies,
  studies,
  logos,
  readLabel,
}: {
  copy: HomePageCopy["caseStudies"];
  studies: readonly CaseStudyCard[];
  /** The startups' logos: a card shows its client's, matched by name. */
  logos: readonly CompanyLogo[];
  readLabel: string;
}) {
  return (
    <section
      id="case-studies"
      aria-labelledby="case-studies-title"
      className="bg-surface-tinted py-20 sm:py-24"
    >
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="case-studies-title"
          eyebrow="Proof, not promises"
          title={homeCaseStudies.heading}
        >
          <p>{homeCaseStudies.intro}</p>
        </SectionHeading>
        <Reveal>
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {studies.map((study) => {
              const mark = logos.find((logo) => logo.name === study.client);
              const [headline] = study.stats;
              return (
                <li
                  key={study.slug}
                  className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-card"
                >
                  <div className="flex items-center justify-between gap-4 border-b border-ink-100 bg-gradient-to-br from-brand-50 to-white px-6 py-5 dark:border-white/10 dark:from-ink-800 dark:to-ink-900">
                    {mark ? (
                      <OptimisedImg
                        image={mark.image}
                        alt={mark.alt}
                        className="h-9 w-auto max-w-[55%] min-w-0 sm:h-10 dark:hue-rotate-180 dark:invert"
                      />
                    ) : null}
                    {headline ? (
                      <p className="text-right">
                        <span className="block text-xl font-extrabold whitespace-nowrap text-accent sm:text-2xl">
                          {headline.value}
                        </span>
                        <span className="block text-xs text-fg-muted">{headline.label}</span>
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <CaseStudySummary study={study} headingLevel="h3" />
                    <div className="mt-auto pt-4">
                      <ReadCaseStudyLink study={study} label={readLabel} />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </Reveal>
        <div className="mt-10 text-center">
          <ButtonLink href="/case-studies" variant="secondary">
            {homeCaseStudies.allButton}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
