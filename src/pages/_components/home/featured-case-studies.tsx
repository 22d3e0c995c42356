import type { HomePageCopy } from "@content/schemas/home";
import { CaseStudyStats, CaseStudySummary } from "@/components/sections/case-study-summary";
import { CaseStudyVisual } from "@/components/sections/case-study-visual";
import { ReadCaseStudyLink } from "@/components/sections/read-case-study-link";
import { Reveal } from "@/components/sections/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import { ButtonLink } from "@/components/ui/button";
import { OptimisedImg } from "@/components/ui/optimised-img";
import type { CaseStudyCard } from "@/features/case-studies/case-studies";
import type { CompanyLogo } from "@/features/company/logos-content";

/**
 * Three case studies on the tinted band, in the /case-studies card: the study's picture, the
 * client's mark, the story, its figures and the tertiary link.
 */
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
              return (
                <li
                  key={study.slug}
                  data-featured-case-study
                  className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-card md:flex-row lg:flex-col"
                >
                  {/* The card leads with the study's own picture, as on /case-studies (beside
                      the text on tablets, where one card fills the row). */}
                  <CaseStudyVisual
                    kind={study.visual}
                    image={study.image}
                    sizes="(min-width: 1024px) 24rem, (min-width: 768px) 40vw, 100vw"
                    className="md:aspect-auto md:w-2/5 md:shrink-0 lg:aspect-[16/9] lg:w-auto"
                  />
                  <div className="flex flex-1 flex-col p-6">
                    {mark ? (
                      <OptimisedImg
                        image={mark.image}
                        alt={mark.alt}
                        className="mb-4 h-8 w-auto max-w-[60%] min-w-0 self-start dark:hue-rotate-180 dark:invert"
                      />
                    ) : null}
                    <CaseStudySummary study={study} headingLevel="h3" />
                    {study.stats.length > 0 ? (
                      <div className="mt-6">
                        <CaseStudyStats study={study} />
                      </div>
                    ) : null}
                    <div className="mt-auto pt-6">
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
