import type { HomePageCopy } from "@content/schemas/home";
import { CaseStudyStats, CaseStudySummary } from "@/components/sections/case-study-summary";
import { CaseStudyVisual } from "@/components/sections/case-study-visual";
import { ReadCaseStudyLink } from "@/components/sections/read-case-study-link";
import { Reveal } from "@/components/sections/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import { swipeRow } from "@/components/sections/section-styles";
import { ButtonLink } from "@/components/ui/button";
import { OptimisedImg } from "@/components/ui/optimised-img";
import type { CaseStudyCard } from "@/features/case-studies/case-studies";
import type { CompanyLogo } from "@/features/company/logos-content";
import { cn } from "@/lib/cn";

/**
 * Three case studies on the tinted band, in the /case-studies card: the study's picture, the
 * client's mark, the story, its figures and the tertiary link. On phones a row to swipe through
 * (the next card peeks in); from 768 px one story a row, the picture beside the words. Rows, not
 * a third grid: the services above and the testimonials below are card grids (docs/design-system.md
 * "Section bands": never three in a row).
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
      className="bg-surface-tinted py-12 sm:py-24"
    >
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="case-studies-title"
          eyebrow="Proof, not promises"
          title={homeCaseStudies.heading}
        >
          <p className="text-pretty">{homeCaseStudies.intro}</p>
        </SectionHeading>
        <Reveal className="mt-8 sm:mt-12">
          <div role="region" aria-label="Case studies" tabIndex={0} className={swipeRow.region}>
            <ul className={cn(swipeRow.list, "md:flex-col")}>
              {studies.map((study) => {
                const mark = logos.find((logo) => logo.name === study.client);
                return (
                  <li
                    key={study.slug}
                    data-featured-case-study
                    className={cn(
                      swipeRow.item,
                      "flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-card md:flex-row md:even:flex-row-reverse",
                    )}
                  >
                    {/* The card leads with the study's own picture, as on /case-studies (beside
                        the text from 768 px, where one card fills the row: left, right, left). */}
                    <CaseStudyVisual
                      kind={study.visual}
                      image={study.image}
                      sizes="(min-width: 1200px) 28rem, (min-width: 768px) 40vw, min(80vw, 20rem)"
                      className="md:aspect-auto md:w-2/5 md:shrink-0"
                    />
                    <div className="flex flex-1 flex-col p-5 sm:p-6 lg:p-8">
                      {mark ? (
                        <OptimisedImg
                          image={mark.image}
                          alt={mark.alt}
                          className="mb-3 h-8 w-auto max-w-[60%] min-w-0 self-start sm:mb-4 dark:hue-rotate-180 dark:invert"
                        />
                      ) : null}
                      <CaseStudySummary study={study} headingLevel="h3" />
                      {study.stats.length > 0 ? (
                        <div className="mt-5 sm:mt-6">
                          <CaseStudyStats study={study} />
                        </div>
                      ) : null}
                      <div className="mt-auto pt-4 sm:pt-6">
                        <ReadCaseStudyLink study={study} label={readLabel} />
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        </Reveal>
        <div className="mt-8 text-center sm:mt-10">
          <ButtonLink href="/case-studies" variant="secondary">
            {homeCaseStudies.allButton}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
