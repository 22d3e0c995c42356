import { ArrowDown, GraduationCap, Lightbulb } from "lucide-react";

import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageHero } from "@/components/sections/page-hero";
import { PageSection } from "@/components/sections/page-section";
import { SectionHeading } from "@/components/sections/section-heading";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import {
  applicationSubjects,
  openRolesSentence,
  type CareersPageCopy,
  type Opening,
} from "@/features/careers/careers";
import { jobPostingJsonLd, type JsonLdObject } from "@/lib/json-ld";
import { mailtoHref } from "@/lib/mailto";

import { OpeningsList } from "./openings-list";

const container = "mx-auto max-w-content px-4 sm:px-6 lg:px-8";

const apply = (subject: string) => mailtoHref(siteConfig.emails.careers, subject);

/**
 * One JobPosting per open opening, for search engines (the route hands them to the layout).
 * `openings` are the ones still open at build time (src/features/careers/open-openings.ts).
 */
export function careersJsonLd(openings: readonly Opening[]): JsonLdObject[] {
  return openings.map((opening) =>
    jobPostingJsonLd(siteConfig, {
      title: opening.title,
      description: `${opening.description} Requirements: ${opening.requirements.join("; ")}.`,
      datePosted: opening.datePosted,
      validThrough: opening.validThrough,
      employmentType: opening.employmentType,
      locality: siteConfig.office.city,
      remote: opening.remote,
      path: `/careers#${opening.id}`,
      salary: opening.compensation,
    }),
  );
}

/** The body of /careers: perks, the open openings, culture, internship tracks, pitch your role. */
export function CareersPage({
  copy,
  openings,
}: {
  copy: CareersPageCopy;
  openings: readonly Opening[];
}) {
  const {
    hero: careersHero,
    perks,
    openings: openingsCopy,
    culture,
    internship,
    pitchYourRole,
  } = copy;
  return (
    <>
      <PageHero
        visual="careers"
        eyebrow={careersHero.eyebrow}
        title={careersHero.title}
        intro={<p>{careersHero.intro}</p>}
      >
        <ButtonLink href="#openings" size="lg">
          {careersHero.button}
          <ArrowDown aria-hidden="true" className="size-5" />
        </ButtonLink>
      </PageHero>

      <PageSection id="perks" title={perks.heading}>
        <FeatureGrid items={perks.items} columns={3} />
      </PageSection>

      <PageSection
        id="openings"
        title={openingsCopy.heading}
        intro={
          <p>
            {openRolesSentence(openings.length)} {openingsCopy.intro}
          </p>
        }
        tone="muted"
      >
        <OpeningsList
          openings={openings}
          copy={openingsCopy}
          applyHref={(opening) => apply(applicationSubjects.position(opening.title))}
        />
      </PageSection>

      <PageSection id="culture" title={culture.heading} tone="dark">
        <FeatureGrid items={culture.items} columns={4} tone="dark" />
      </PageSection>

      <section
        id="internship"
        aria-labelledby="internship-title"
        className="py-16 sm:py-20 dark:bg-ink-950"
      >
        <div className={container}>
          <GraduationCap
            aria-hidden="true"
            className="mx-auto size-10 text-brand-600 dark:text-brand-100"
          />
          <SectionHeading id="internship-title" title={internship.heading}>
            <p>{internship.intro}</p>
            <p className="mt-2 font-semibold text-fg">{internship.stipend}</p>
          </SectionHeading>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {internship.tracks.map((track) => (
              <li
                key={track.id}
                data-testid="internship-track"
                className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 dark:border-white/10 dark:bg-ink-900"
              >
                <h3 className="font-display text-xl font-bold text-fg">{track.title} track</h3>
                <p className="mt-2 text-fg-muted">{track.text}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${track.title} skills`}>
                  {track.skills.map((skill) => (
                    <li
                      key={skill}
                      className="rounded-md bg-ink-100 px-2.5 py-1 text-sm text-ink-700 dark:bg-white/10 dark:text-ink-100"
                    >
                      {skill}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-6">
                  <ButtonLink
                    href={apply(applicationSubjects.internship(track.title))}
                    variant="secondary"
                    className="w-full"
                    aria-label={`${internship.applyButton}: ${track.title} track`}
                  >
                    {internship.applyButton}
                  </ButtonLink>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="pitch-your-role"
        aria-labelledby="pitch-title"
        data-closing
        className="bg-ink-50 py-16 sm:py-20 dark:bg-ink-900"
      >
        <div className={`${container} text-center`}>
          <Lightbulb
            aria-hidden="true"
            className="mx-auto size-10 text-cta-700 dark:text-cta-100"
          />
          <h2
            id="pitch-title"
            className="mt-4 font-display text-3xl font-bold text-ink-900 sm:text-4xl dark:text-white"
          >
            {pitchYourRole.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-fg-muted">{pitchYourRole.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={apply(applicationSubjects.custom)} size="lg">
              {pitchYourRole.button}
            </ButtonLink>
            <ButtonLink href={apply(applicationSubjects.general)} size="lg" variant="outline">
              {pitchYourRole.generalButton}
            </ButtonLink>
          </div>
          <p className="mt-4 text-fg-muted">
            Or write to{" "}
            <a
              href={mailtoHref(siteConfig.emails.careers)}
              className="font-semibold text-accent underline underline-offset-4"
            >
              {siteConfig.emails.careers}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
