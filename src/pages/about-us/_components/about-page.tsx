import { CalendarClock, Handshake, MapPin, Target } from "lucide-react";

import {
  aboutHero,
  aboutStory,
  audiences,
  beliefs,
  discoveryCall,
  joinNetwork,
  mission,
  office,
} from "@content/about";
import { team, teamSection } from "@content/team";
import { FloatingCta } from "@/components/layout/floating-cta";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageHero } from "@/components/sections/page-hero";
import { PageSection } from "@/components/sections/page-section";
import { SectionHeading } from "@/components/sections/section-heading";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { mailtoHref } from "@/lib/mailto";

import { TeamGrid, type ResolvedTeamMember } from "./team-grid";

const container = "mx-auto max-w-content px-4 sm:px-6 lg:px-8";

export function AboutPage() {
  const members: ResolvedTeamMember[] = team.map((member) => ({
    ...member,
    name: member.name ?? siteConfig.founder.name,
    links: {
      linkedin: member.links.linkedin,
      github: member.links.github,
      email:
        member.links.email === "founder" ? siteConfig.founder.email : siteConfig.emails.contact,
    },
  }));

  return (
    <>
      <PageHero
        visual="about"
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        intro={<p>{aboutHero.intro}</p>}
      >
        <ButtonLink href={siteConfig.links.onboarding} size="lg">
          {siteConfig.offer.cta.listProject}
        </ButtonLink>
      </PageHero>

      <PageSection id="story" title={aboutStory.heading} align="left">
        <div className="max-w-3xl space-y-4 text-lg text-ink-700">
          {aboutStory.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
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

      <section id="office" aria-labelledby="office-title" className="py-16">
        <div className={container}>
          <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
            <div>
              <MapPin aria-hidden="true" className="size-10 text-brand-600" />
              <SectionHeading id="office-title" title={office.heading} align="left">
                <p>{office.intro}</p>
              </SectionHeading>
              <p className="mt-4 font-semibold text-ink-900">
                {siteConfig.office.city}, {siteConfig.office.country}
              </p>
            </div>
            <FeatureGrid items={office.partners} columns={2} label="Ecosystem" />
          </div>
        </div>
      </section>

      <section id="mission" aria-labelledby="mission-title" className="bg-ink-900 py-16 text-white">
        <div className={`${container} text-center`}>
          <Target aria-hidden="true" className="mx-auto size-10 text-cta-600" />
          <h2 id="mission-title" className="mt-4 text-3xl font-bold sm:text-4xl">
            {mission.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-3xl text-xl text-ink-100">{mission.text}</p>
        </div>
      </section>

      <section aria-label="Next steps" className="py-16">
        <div className={`${container} grid gap-6 md:grid-cols-2`}>
          <article
            id="discovery-call"
            aria-labelledby="discovery-title"
            className="flex flex-col rounded-2xl border border-ink-100 bg-white p-8"
          >
            <CalendarClock aria-hidden="true" className="size-10 text-brand-600" />
            <h2 id="discovery-title" className="mt-4 text-2xl font-bold text-ink-900">
              {discoveryCall.heading}
            </h2>
            <p className="mt-2 text-ink-600">{discoveryCall.text}</p>
            <div className="mt-auto pt-6">
              <ButtonLink href={siteConfig.links.scheduling} newTab size="lg" className="w-full">
                {discoveryCall.button}
              </ButtonLink>
            </div>
          </article>
          <article
            id="join-our-network"
            aria-labelledby="network-title"
            className="flex flex-col rounded-2xl border border-ink-100 bg-white p-8"
          >
            <Handshake aria-hidden="true" className="size-10 text-cta-700" />
            <h2 id="network-title" className="mt-4 text-2xl font-bold text-ink-900">
              {joinNetwork.heading}
            </h2>
            <p className="mt-2 text-ink-600">{joinNetwork.text}</p>
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
