import type { FounderExperiencePageCopy } from "@content/schemas/founder-experience";
import type { Testimonial } from "@content/schemas/testimonials";
import { FounderCard } from "@/components/illustrations/founder-card";
import { FloatingCta } from "@/components/layout/floating-cta";
import { CtaBand } from "@/components/sections/cta-band";
import { FaqAccordion } from "@/components/sections/faq-accordion";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageSection } from "@/components/sections/page-section";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { ServiceHero } from "@/components/sections/service-hero";
import { StatsBand } from "@/components/sections/stats-band";
import { TestimonialCards } from "@/components/sections/testimonial-cards";
import { TimelineSteps } from "@/components/sections/timeline-steps";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import type { OptimisedImage } from "@/components/ui/optimised-image";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

import { ExperienceList } from "./experience-list";
import { UseCaseCards } from "./use-case-cards";

export function FounderExperiencePage({
  copy: page,
  testimonials,
  portrait,
}: {
  copy: FounderExperiencePageCopy;
  testimonials: readonly Testimonial[];
  /** The founder's portrait at 112 px. */
  portrait: OptimisedImage;
}) {
  const { founder, offer, links } = siteConfig;
  const lead = "CTO-As-A-Service" as const;

  return (
    <>
      <aside aria-label="Pilot offer" data-announcement className="bg-ink-900 text-white">
        <div className="mx-auto flex max-w-content flex-col items-center justify-center gap-3 px-4 py-3 text-center sm:flex-row sm:px-6 lg:px-8">
          <p className="font-semibold">
            {offer.messages.pilotOffer}: {page.banner.slots}
          </p>
          {/* Light on the bar: the hero's filled button below is the screen's one primary. */}
          <LeadModalButton service={lead} size="sm" variant="inverse">
            {page.banner.button}
          </LeadModalButton>
        </div>
      </aside>

      <ServiceHero
        aside={<FounderCard name={founder.name} portrait={portrait} />}
        badge={page.hero.badge}
        title={founder.name}
        intro={<p>{page.hero.intro}</p>}
        stats={page.hero.stats}
        actions={
          <EnquiryOrCallActions
            service={lead}
            enquiryLabel={page.hero.primaryCta}
            callLabel={page.hero.secondaryCta}
          />
        }
      />

      <PageSection
        id="global-experience"
        title={page.regions.heading}
        intro={<p>{page.regions.intro}</p>}
        tone="muted"
      >
        <FeatureGrid items={page.regions.items} columns={4} />
      </PageSection>

      <PageSection
        id="enterprise-projects"
        title={page.enterprise.heading}
        intro={<p>{page.enterprise.intro}</p>}
      >
        <ExperienceList items={page.enterprise.items} />
      </PageSection>

      <PageSection
        id="startup-projects"
        title={page.startups.heading}
        intro={<p>{page.startups.intro}</p>}
        tone="muted"
      >
        <ExperienceList items={page.startups.items} />
      </PageSection>

      <PageSection id="testimonial" title={page.testimonial.heading}>
        <TestimonialCards items={testimonials} />
      </PageSection>

      <PageSection
        id="use-cases"
        title={page.useCases.heading}
        intro={<p>{page.useCases.intro}</p>}
        tone="muted"
      >
        <UseCaseCards items={page.useCases.items} />
      </PageSection>

      <PageSection id="faq" title={page.faq.heading}>
        <FaqAccordion items={page.faq.items} />
      </PageSection>

      <StatsBand
        id="impact-summary"
        title={page.impactSummary.heading}
        stats={page.impactSummary.stats}
      />

      <CtaBand id="pilot-timeline" title={page.pilot.heading} text={<p>{page.pilot.intro}</p>}>
        <div className="w-full">
          <div className="rounded-2xl bg-white p-6 text-left sm:p-8 dark:bg-ink-900">
            <TimelineSteps steps={page.pilot.steps} />
          </div>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={links.onboarding} size="lg">
              {page.pilot.primary}
            </ButtonLink>
            <LeadModalButton service={lead} size="lg" variant="light">
              {page.pilot.secondary}
            </LeadModalButton>
          </div>
        </div>
      </CtaBand>

      <FloatingCta href={links.onboarding} />
    </>
  );
}
