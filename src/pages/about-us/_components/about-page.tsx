import { CalendarClock, Handshake, MapPin, Target } from "lucide-react";

import type { AboutPageCopy } from "@content/schemas/about";
import { AboutVisual } from "@/components/illustrations/page-visuals";
import { FloatingCta } from "@/components/layout/floating-cta";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageHero } from "@/components/sections/page-hero";
import { PageSection } from "@/components/sections/page-section";
import { SectionHeading } from "@/components/sections/section-heading";
import { card, cardText, cardTitle, reveal } from "@/components/sections/section-styles";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import type { TeamMember } from "@/features/company/about-content";
import type { OptimisedImage } from "@/components/ui/optimised-image";
import { cn } from "@/lib/cn";
import { mailtoHref } from "@/lib/mailto";

import { TeamGrid, type ResolvedTeamMember } from "./team-grid";

const container = "mx-auto max-w-content px-4 sm:px-6 lg:px-8";

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
      <PageSection id="story" title={aboutStory.heading} align="left">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
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
      </PageSection>

      <PageSection id="beliefs" title={beliefs.heading} tone="muted">
        <FeatureGrid items={beliefs.items} columns={4} />
      </PageSection>

      <PageSection id="who-we-work-with" title={audiences.heading} intro={<p>{audiences.intro}</p>}>
        <FeatureGrid items={audiences.items} columns={3} />
      </PageSection>

      <PageSection
        id="team"
        eyebrow={teamSection.eyebrow}
        title={teamSection.heading}
        intro={<p>{teamSection.intro}</p>}
        tone="muted"
      >
        <TeamGrid members={members} />
      </PageSection>

      <section
        id="office"
        aria-labelledby="office-title"
        className="py-16 sm:py-20 dark:bg-ink-950"
      >
        <div className={container}>
          {/* The heading and the address above, the three partners in one row of equal cards
              under it: a short column beside a tall stack of three left the row lopsided. */}
          <div className="max-w-3xl">
            <MapPin aria-hidden="true" className="size-10 text-brand-600 dark:text-brand-100" />
            <SectionHeading id="office-title" title={office.heading} align="left">
              <p>{office.intro}</p>
            </SectionHeading>
            <p className="mt-4 font-semibold text-fg">
              {siteConfig.office.city}, {siteConfig.office.country}
            </p>
          </div>
          <ul aria-label="Ecosystem" className="mt-10 grid gap-6 md:grid-cols-3">
            {office.partners.map((partner) => (
              <li key={partner.title} {...reveal} className={cn(card, "h-full p-6")}>
                <h3 className={cardTitle}>{partner.title}</h3>
                <p className={cn("mt-2", cardText)}>{partner.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="mission"
        aria-labelledby="mission-title"
        className="bg-ink-900 py-20 text-white sm:py-24 dark:bg-ink-950"
      >
        <div className={`${container} text-center`}>
          <Target aria-hidden="true" className="mx-auto size-10 text-cta-600" />
          <h2
            id="mission-title"
            className="mt-4 font-display text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {mission.heading}
          </h2>
          <p className="mx-auto mt-6 max-w-3xl font-display text-2xl leading-snug text-balance text-ink-100 sm:text-3xl">
            {mission.text}
          </p>
        </div>
      </section>

      <section aria-label="Next steps" data-closing className="py-16 sm:py-20 dark:bg-ink-950">
        <div className={`${container} grid gap-6 md:grid-cols-2`}>
          <article
            id="discovery-call"
            aria-labelledby="discovery-title"
            className={cn(card, "flex flex-col p-8 sm:p-10")}
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
              <ButtonLink href={siteConfig.links.scheduling} newTab size="lg" className="w-full">
                {discoveryCall.button}
              </ButtonLink>
            </div>
          </article>
          <article
            id="join-our-network"
            aria-labelledby="network-title"
            className={cn(card, "flex flex-col p-8 sm:p-10")}
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
