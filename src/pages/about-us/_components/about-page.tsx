import type { ReactNode } from "react";
import { CalendarClock, Handshake, Target } from "lucide-react";

import type { AboutPageCopy } from "@content/schemas/about";
import { OfficeEcosystem } from "@/components/illustrations/office-ecosystem";
import { AboutVisual } from "@/components/illustrations/page-visuals";
import { FloatingCta } from "@/components/layout/floating-cta";
import { ContentIcon } from "@/components/sections/content-icon";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageHero } from "@/components/sections/page-hero";
import { PageSection } from "@/components/sections/page-section";
import { SectionHeading } from "@/components/sections/section-heading";
import { card, cardText } from "@/components/sections/section-styles";
import { FeatureList } from "@/components/sections/split-section";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import type { TeamMember } from "@/features/company/about-content";
import type { OptimisedImage } from "@/components/ui/optimised-image";
import { cn } from "@/lib/cn";
import { mailtoHref } from "@/lib/mailto";

import { TeamGrid, type ResolvedTeamMember } from "./team-grid";

const container = "mx-auto max-w-content px-4 sm:px-6 lg:px-8";

/** The band colours of PageSection: in the dark theme a white or tinted band opens with a hairline. */
const tones = {
  white: "bg-surface dark:border-t dark:border-line",
  muted: "bg-surface-tinted dark:border-t dark:border-line",
} as const;

/**
 * A band of the page whose heading it draws itself: a text-and-visual row is marked
 * `data-split-row` (docs/design-system.md "Section bands"), so the browser tests read the rhythm.
 */
function Band({
  id,
  tone,
  kind,
  children,
}: {
  id: string;
  tone: keyof typeof tones;
  kind?: "split-row";
  children: ReactNode;
}) {
  // Clipped sideways: a drawing's glow reaches past the column, never past the page.
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-split-row={kind === "split-row" ? "" : undefined}
      className={cn("overflow-x-clip py-16 sm:py-20", tones[tone])}
    >
      <div className={container}>{children}</div>
    </section>
  );
}

export function AboutPage({
  copy,
  team,
  heroPortraits,
}: {
  copy: AboutPageCopy;
  /** Portraits at 112 px, for the team section. */
  team: readonly TeamMember[];
  /** The first members' portraits at 48 px, for the hero's picture. */
  heroPortraits: readonly OptimisedImage[];
}) {
  const {
    hero: aboutHero,
    story: aboutStory,
    facts: storyFacts,
    beliefs,
    audiences,
    office,
    mission,
    discoveryCall,
    joinNetwork,
    team: teamSection,
  } = copy;
  // The founder's name and address are the site's settings, wherever the founder appears.
  const members: ResolvedTeamMember[] = team.map((member) => ({
    id: member.id,
    name: member.founder ? siteConfig.founder.name : member.name,
    role: member.role,
    bio: member.bio,
    image: member.portrait,
    links: {
      linkedin: member.linkedin,
      github: member.github,
      email: member.founder ? siteConfig.founder.email : siteConfig.emails.contact,
    },
  }));

  return (
    <>
      <PageHero
        aside={<AboutVisual portraits={heroPortraits} />}
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        intro={<p>{aboutHero.intro}</p>}
      >
        <ButtonLink href={siteConfig.links.onboarding} size="lg">
          {siteConfig.offer.cta.listProject}
        </ButtonLink>
      </PageHero>

      {/* The story beside its figures: alone, the text left the right half of the band empty. */}
      <Band id="story" tone="white" kind="split-row">
        <SectionHeading id="story-title" title={aboutStory.heading} align="left" />
        <div className="mt-10 grid gap-10 sm:mt-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <div className="max-w-[65ch] space-y-5 text-lg text-ink-700 dark:text-ink-100">
            {aboutStory.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <ul
            aria-label={storyFacts.label}
            className="self-start rounded-2xl border border-line bg-surface-tinted p-6 sm:p-8"
          >
            {storyFacts.items.map((fact) => (
              <li
                key={fact.label}
                className="border-b border-line py-4 first:pt-0 last:border-b-0 last:pb-0"
              >
                <span className="block text-sm font-semibold tracking-wider text-accent uppercase">
                  {fact.label}
                </span>
                <span className="mt-1 block font-display text-lg font-semibold text-fg">
                  {fact.value}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Band>

      {/* Card grids never three in a row (docs/design-system.md "Section bands"): the beliefs,
          the mission's dark band, the audiences, the office beside its map, the team. */}
      <PageSection id="beliefs" title={beliefs.heading} tone="muted">
        <FeatureGrid items={beliefs.items} columns={4} />
      </PageSection>

      <section
        id="mission"
        aria-labelledby="mission-title"
        className="bg-surface-inverse py-20 text-white sm:py-24"
      >
        <div className={`${container} text-center`}>
          <Target aria-hidden="true" className="mx-auto size-10 text-cta-500" />
          <h2
            id="mission-title"
            className="mt-4 text-sm font-semibold tracking-wider text-cta-100 uppercase"
          >
            {mission.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-4xl font-display text-2xl leading-snug font-semibold tracking-tight text-balance text-white sm:text-4xl sm:leading-tight">
            {mission.text}
          </p>
        </div>
      </section>

      <PageSection id="who-we-work-with" title={audiences.heading} intro={<p>{audiences.intro}</p>}>
        <FeatureGrid items={audiences.items} columns={3} />
      </PageSection>

      {/* The office beside its map: the copy and the partners on the left, the drawing of the
          office and what is around it on the right (under the copy on phones). The city is said
          once, in the introduction; the map's pin names it again only as a label of the drawing. */}
      <Band id="office" tone="muted" kind="split-row">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center lg:gap-16">
          <div data-office-copy>
            <SectionHeading id="office-title" title={office.heading} align="left">
              <p>{office.intro}</p>
            </SectionHeading>
            <div className="mt-8">
              <FeatureList items={office.partners} />
            </div>
          </div>
          <OfficeEcosystem
            label={office.map.label}
            title={office.map.title}
            city={siteConfig.office.city}
            office={office.map.office}
            nodes={office.map.nodes.map((node) => ({
              label: node.label,
              icon: <ContentIcon name={node.icon} />,
            }))}
            reach={office.map.reach}
            className="lg:max-w-none"
          />
        </div>
      </Band>

      <PageSection
        id="team"
        eyebrow={teamSection.eyebrow}
        title={teamSection.heading}
        intro={<p>{teamSection.intro}</p>}
      >
        <TeamGrid members={members} />
      </PageSection>

      <section
        aria-label="Next steps"
        data-closing
        className="bg-surface-tinted py-16 sm:py-20 dark:border-t dark:border-line dark:bg-ink-950"
      >
        <div className={`${container} grid gap-6 md:grid-cols-2`}>
          <article
            id="discovery-call"
            aria-labelledby="discovery-title"
            className={cn(card, "flex flex-col p-8 lg:p-10")}
          >
            <CalendarClock
              aria-hidden="true"
              className="size-10 text-brand-600 dark:text-brand-100"
            />
            <h2 id="discovery-title" className="mt-4 font-display text-2xl font-bold text-fg">
              {discoveryCall.heading}
            </h2>
            <p className={cn("mt-2", cardText)}>{discoveryCall.text}</p>
            <div className="mt-auto pt-6">
              {/* Full width, its label on one line in a 768 px half (docs/design-system.md). */}
              <ButtonLink href={siteConfig.links.scheduling} size="lg" className="w-full sm:px-5">
                {discoveryCall.button}
              </ButtonLink>
            </div>
          </article>
          <article
            id="join-our-network"
            aria-labelledby="network-title"
            className={cn(card, "flex flex-col p-8 lg:p-10")}
          >
            <Handshake aria-hidden="true" className="size-10 text-cta-700 dark:text-cta-100" />
            <h2 id="network-title" className="mt-4 font-display text-2xl font-bold text-fg">
              {joinNetwork.heading}
            </h2>
            <p className={cn("mt-2", cardText)}>{joinNetwork.text}</p>
            <div className="mt-auto pt-6">
              <ButtonLink
                href={mailtoHref(siteConfig.founder.email, joinNetwork.subject)}
                variant="outline"
                size="lg"
                className="w-full"
              >
                {joinNetwork.button}
              </ButtonLink>
            </div>
          </article>
        </div>
      </section>

      <FloatingCta href={siteConfig.links.onboarding} />
    </>
  );
}
