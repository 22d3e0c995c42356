import type { CtoServicesPageCopy } from "@content/schemas/service-pages";
import { FloatingCta } from "@/components/layout/floating-cta";
import { ctoServicesMeta } from "@content/service-pages/meta";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FounderProfile } from "@/components/sections/founder-profile";
import { LogoWall } from "@/components/sections/logo-wall";
import { PageSection } from "@/components/sections/page-section";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { ServiceHero } from "@/components/sections/service-hero";
import { FeatureList, SplitSection } from "@/components/sections/split-section";
import { StatTiles } from "@/components/sections/stats-band";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import type { CompanyLogo } from "@/features/company/logos-content";
import type { OptimisedImage } from "@/components/ui/optimised-image";
import { LeadModalButton } from "@/features/leads/lead-modal-button";
import { offerPrices } from "@/lib/offer-prices";

import { HealthDashboard } from "./health-dashboard";
import { PricingCard } from "./pricing-card";

/** The part-time CTO page; `copy` is content/service-pages/cto-services.yaml, prices filled in. */
export function CtoServicesPage({
  copy: page,
  logos,
  founderPortrait,
}: {
  /** The company logos the page shows. */
  logos: readonly CompanyLogo[];
  copy: CtoServicesPageCopy;
  /** The founder's portrait at 80 px. */
  founderPortrait: OptimisedImage;
}) {
  const { offer, founder, links } = siteConfig;
  const prices = offerPrices(offer);
  const lead = ctoServicesMeta.leadService;

  return (
    <>
      <ServiceHero
        visual="cto"
        badge={page.hero.badge}
        title={page.hero.title}
        intro={<p>{page.hero.intro}</p>}
        highlights={page.hero.highlights}
        actions={
          <EnquiryOrCallActions
            service={lead}
            enquiryLabel={page.hero.primaryCta}
            callLabel={page.hero.secondaryCta}
          />
        }
      />

      <PageSection
        id="deliverables"
        title={page.deliverables.heading}
        intro={<p>{page.deliverables.intro}</p>}
        tone="muted"
      >
        <FeatureGrid items={page.deliverables.items} columns={3} />
      </PageSection>

      {/* The page's product band, between the two card grids: the CTO's week as the founder sees it. */}
      <SplitSection
        id="cto-week"
        title={page.health.heading}
        intro={<p>{page.health.intro}</p>}
        visual={<HealthDashboard dashboard={page.health.dashboard} />}
        visualFirst
      >
        <FeatureList items={page.health.items} />
      </SplitSection>

      <PageSection
        id="why-part-time"
        title={page.whyPartTime.heading}
        intro={<p>{page.whyPartTime.intro}</p>}
        tone="dark"
      >
        <FeatureGrid items={page.whyPartTime.items} columns={4} tone="dark" />
      </PageSection>

      <PageSection
        id="proof"
        title={page.proof.heading}
        intro={<p>{page.proof.intro}</p>}
        tone="muted"
      >
        <StatTiles stats={page.proof.stats} />
        <div className="mt-12">
          <LogoWall logos={logos} label={page.proof.logosLabel} />
        </div>
      </PageSection>

      <PageSection id="founder" title={page.founder.heading}>
        <FounderProfile
          name={founder.name}
          portrait={founderPortrait}
          role={page.founder.role}
          bio={[page.founder.text]}
          experienceHref={founder.experiencePath}
          experienceLabel={page.founder.link}
        />
      </PageSection>

      <PageSection
        id="pricing"
        title={page.pricing.heading}
        intro={<p>{page.pricing.intro}</p>}
        tone="muted"
      >
        <PricingCard copy={page.pricing} prices={prices} launchTitle={offer.launchOffer.title}>
          <LeadModalButton service={lead} size="lg">
            {page.pricing.cta}
          </LeadModalButton>
        </PricingCard>
      </PageSection>

      <CtaBand id="closing-cta" title={page.closing.heading} text={<p>{page.closing.text}</p>}>
        <LeadModalButton service={lead} size="lg">
          {offer.cta.startPilot}
        </LeadModalButton>
        <ButtonLink href={links.scheduling} size="lg" variant="light">
          {page.closing.secondary}
        </ButtonLink>
      </CtaBand>

      <FloatingCta
        href={links.onboarding}
        title={offer.cta.listProject}
        subtitle={offer.messages.pilotOffer}
        buttonLabel={offer.cta.startPilot}
      />
    </>
  );
}
