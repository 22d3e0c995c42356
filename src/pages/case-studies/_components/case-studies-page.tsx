import { ExternalLink } from "lucide-react";

import { eyebrow, textLink } from "@/components/sections/section-styles";
import { ButtonLink } from "@/components/ui/button";
import { OptimisedImg } from "@/components/ui/optimised-img";
import type { OptimisedImage } from "@/components/ui/optimised-image";
import { siteConfig } from "@/config/site";
import type { CaseStudiesPageCopy, CaseStudy } from "@/features/case-studies/case-studies";

import { CaseStudyListCard } from "./case-study-card";
import { PilotCta } from "./pilot-cta";

/**
 * /case-studies: the stories as cards, the meet-the-CTO block (with the founder's portrait) and the
 * paid pilot. The copy is
 * content/case-studies/page.yaml, the stories content/case-studies/studies/ (from the route).
 */
export function CaseStudiesPage({
  copy,
  studies,
  founderPortrait,
}: {
  copy: CaseStudiesPageCopy;
  studies: readonly CaseStudy[];
  /**
   * The founder's portrait at 160 px (content/team/, the file marked as the founder): the
   * drawing by default, the photo the editor set instead.
   */
  founderPortrait: OptimisedImage;
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
        {/* The founder's portrait beside his name and story: above the text with the heading
            beside it on phones, beside heading and text from 640 px, the actions on the right
            from 1024 px. */}
        <section
          aria-labelledby="meet-cto-title"
          data-founder-block
          className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-5 gap-y-6 sm:gap-x-8 lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:gap-x-12"
        >
          <OptimisedImg
            image={founderPortrait}
            alt={`Portrait of ${siteConfig.founder.name}`}
            data-testid="founder-portrait"
            className="col-start-1 row-start-1 size-20 rounded-2xl object-cover ring-1 ring-line sm:row-span-2 sm:size-32 lg:size-40 lg:rounded-panel"
          />
          <h2
            id="meet-cto-title"
            className="col-start-2 row-start-1 font-display text-3xl font-bold tracking-tight text-fg sm:self-end sm:text-4xl"
          >
            {meetCto.title}
          </h2>
          <p className="col-span-2 row-start-2 max-w-2xl text-lg text-fg-muted sm:col-span-1 sm:col-start-2 sm:self-start">
            {siteConfig.founder.name}: {meetCto.text}
          </p>
          <div className="col-span-2 row-start-3 flex flex-col gap-3 min-[400px]:flex-row min-[400px]:flex-wrap min-[400px]:items-center sm:col-span-1 sm:col-start-2 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:flex-col lg:items-stretch">
            <ButtonLink href={siteConfig.founder.experiencePath} variant="secondary">
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
