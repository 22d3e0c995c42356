import { ExternalLink } from "lucide-react";

import { eyebrow, textLink } from "@/components/sections/section-styles";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import type { CaseStudiesPageCopy, CaseStudy } from "@/features/case-studies/case-studies";

import { CaseStudyListCard } from "./case-study-card";
import { PilotCta } from "./pilot-cta";

/**
 * /case-studies: the stories as cards, the meet-the-CTO block and the paid pilot. The copy is
 * content/case-studies/page.yaml, the stories content/case-studies/studies/ (from the route).
 */
export function CaseStudiesPage({
  copy,
  studies,
}: {
  copy: CaseStudiesPageCopy;
  studies: readonly CaseStudy[];
}) {
  const { hero, meetCto } = copy;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-ink-50 pt-16 pb-12 sm:pt-20 dark:from-ink-900 dark:to-ink-950">
        <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
          <p className={eyebrow}>{hero.eyebrow}</p>
          <h1 className="mt-3 font-display text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl dark:text-white">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-[65ch] text-lg text-ink-600 sm:text-xl dark:text-ink-300">
            {hero.intro}
          </p>
        </div>
      </section>

      <div className="bg-ink-50 pb-20 sm:pb-24 dark:bg-ink-950">
        <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
          {/* From lg the rows' gap is each later card's top padding: a gap between the four rows a
              card spans (its subgrid) would open inside every card. */}
          <ul className="grid gap-6 lg:grid-cols-3 lg:gap-y-0">
            {studies.map((study) => (
              // Each card spans four rows of the list's grid, shared by the row (see the card).
              <li
                key={study.slug}
                className="lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-0 lg:nth-[n+4]:pt-6"
              >
                <CaseStudyListCard study={study} readLabel={copy.readCaseStudy} />
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mx-auto max-w-content px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <section
          aria-labelledby="meet-cto-title"
          className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between"
        >
          <div className="max-w-2xl">
            <h2
              id="meet-cto-title"
              className="font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl dark:text-white"
            >
              {meetCto.title}
            </h2>
            <p className="mt-4 text-lg text-ink-700 dark:text-ink-100">
              {siteConfig.founder.name}: {meetCto.text}
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row md:flex-col">
            <ButtonLink href={siteConfig.founder.experiencePath} variant="outline">
              {meetCto.button}
              <span className="sr-only">: {siteConfig.founder.name}</span>
            </ButtonLink>
            <a
              href={siteConfig.social.linkedin}
              className={textLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ExternalLink aria-hidden="true" className="size-5" />
              {meetCto.linkedIn}
            </a>
          </div>
        </section>
      </div>

      <PilotCta copy={copy.pilot} schedulingHref={siteConfig.links.scheduling} />
    </>
  );
}
