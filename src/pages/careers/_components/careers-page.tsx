import { ArrowDown, GraduationCap, Lightbulb } from "lucide-react";

import { balancedGrid } from "@/components/sections/balanced-grid";
import { PageHero } from "@/components/sections/page-hero";
import { PageSection } from "@/components/sections/page-section";
import { SectionHeading } from "@/components/sections/section-heading";
import { card, cardGrid } from "@/components/sections/section-styles";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import {
  applicationSubjects,
  openRolesSentence,
  type CareersPageCopy,
  type Opening,
} from "@/features/careers/careers";
import { jobPostingJsonLd, type JsonLdObject } from "@/lib/json-ld";
import { cn } from "@/lib/cn";
import { mailtoHref } from "@/lib/mailto";

import { OpeningsList } from "./openings-list";
import { PerksRow, type Mentor } from "./perks-row";

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

/** The pair of the closing section: one size, each on one line, stacked full width on phones. */
const pairButton = "whitespace-nowrap sm:flex-auto";

/**
 * The body of /careers, for job seekers, its bands alternating so no three card grids stand in a
 * row (docs/design-system.md "Section bands"): the perks beside the team (a text-and-visual row),
 * the openings (cards), the culture as statements on the dark band, the internship tracks (cards)
 * and the page's one closing section, pitch your role. The hero and the closing section hold the
 * page's only primary buttons; the cards' apply links are secondary.
 */
export function CareersPage({
  copy,
  openings,
  team,
}: {
  copy: CareersPageCopy;
  openings: readonly Opening[];
  /** The team, the founder first (content/team/), shown beside the perks. */
  team: readonly Mentor[];
}) {
  const {
    hero: careersHero,
    perks,
    openings: openingsCopy,
    culture,
    internship,
    pitchYourRole,
  } = copy;
  // Rows of 2, 3 or 4 tracks, never a lone card on the last row (however many the editor sets).
  const tracksGrid = balancedGrid(internship.tracks.length, 3);
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

      <PerksRow copy={perks} team={team} />

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

      <CultureBand copy={culture} />

      <section
        id="internship"
        aria-labelledby="internship-title"
        className="bg-surface py-16 sm:py-20 dark:border-t dark:border-line"
      >
        <div className={container}>
          <GraduationCap aria-hidden="true" className="mx-auto size-10 text-accent" />
          <SectionHeading id="internship-title" title={internship.heading}>
            <p>{internship.intro}</p>
            <p className="mt-4 font-semibold text-fg">{internship.stipend}</p>
          </SectionHeading>
          <ul className={cn(tracksGrid.list, "mt-10 sm:mt-12")} {...cardGrid}>
            {internship.tracks.map((track, index) => (
              <li
                key={track.id}
                data-testid="internship-track"
                className={cn(card, "flex flex-col p-6 md:max-lg:p-5", tracksGrid.item(index))}
              >
                <h3 className="font-display text-xl font-bold text-fg">{track.title} track</h3>
                <p className="mt-2 text-fg-muted">{track.text}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${track.title} skills`}>
                  {track.skills.map((skill) => (
                    <li
                      key={skill}
                      className="rounded-md bg-surface-tinted px-2.5 py-1 text-sm text-fg-muted ring-1 ring-line"
                    >
                      {skill}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-6">
                  <ButtonLink
                    href={apply(applicationSubjects.internship(track.title))}
                    variant="secondary"
                    // One line in the three narrow columns of a tablet.
                    className="w-full whitespace-nowrap md:max-lg:px-3 md:max-lg:text-sm"
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
        className="bg-surface-tinted py-16 sm:py-20 dark:border-t dark:border-line"
      >
        <div className={`${container} text-center`}>
          <Lightbulb
            aria-hidden="true"
            className="mx-auto size-10 text-cta-700 dark:text-cta-100"
          />
          <h2
            id="pitch-title"
            className="mt-4 text-3xl font-bold tracking-tight text-fg sm:text-4xl"
          >
            {pitchYourRole.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-fg-muted">{pitchYourRole.text}</p>
          <div
            data-button-pair
            className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:flex-wrap"
          >
            <ButtonLink href={apply(applicationSubjects.custom)} size="lg" className={pairButton}>
              {pitchYourRole.button}
            </ButtonLink>
            <ButtonLink
              href={apply(applicationSubjects.general)}
              size="lg"
              variant="secondary"
              className={pairButton}
            >
              {pitchYourRole.generalButton}
            </ButtonLink>
          </div>
          <p className="mt-6 text-fg-muted">
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

/**
 * The culture as statements on the dark band, not cards: the heading on the left, the four
 * beliefs numbered beside it. The band sits between the two card grids (openings, internship).
 */
function CultureBand({ copy }: { copy: CareersPageCopy["culture"] }) {
  return (
    <section
      id="culture"
      aria-labelledby="culture-title"
      className="bg-surface-inverse py-16 text-white sm:py-24"
    >
      <div
        className={cn(
          container,
          "grid gap-10 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:gap-16",
        )}
      >
        <SectionHeading id="culture-title" title={copy.heading} align="left" tone="dark" />
        <ol className="grid gap-x-12 gap-y-10 sm:grid-cols-2">
          {copy.items.map((item, index) => (
            <li key={item.title}>
              <span
                aria-hidden="true"
                className="font-display text-sm font-bold tracking-wider text-cta-100"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 font-display text-2xl font-bold tracking-tight text-white">
                {item.title}
              </h3>
              <p className="mt-2 text-lg text-ink-100">{item.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
