import type { GoogleAdsPageCopy } from "@content/schemas/service-pages";
import { googleAdsMeta } from "@content/service-pages/meta";
import type { Testimonial } from "@content/schemas/testimonials";
import { CtaBand } from "@/components/sections/cta-band";
import { FloatingHelpButton } from "@/components/sections/floating-help-button";
import { PageSection } from "@/components/sections/page-section";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { ServiceHero } from "@/components/sections/service-hero";
import { FeatureList, SplitSection } from "@/components/sections/split-section";
import { StatTiles } from "@/components/sections/stats-band";
import { SuccessSnapshots } from "@/components/sections/success-snapshots";
import { TestimonialCards } from "@/components/sections/testimonial-cards";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

import { CampaignDashboard } from "./campaign-dashboard";

/** `copy` is content/service-pages/google-ads-marketing.yaml. */
export function GoogleAdsMarketingPage({
  copy: page,
  testimonials,
}: {
  copy: GoogleAdsPageCopy;
  testimonials: readonly Testimonial[];
}) {
  const { links } = siteConfig;
  const lead = googleAdsMeta.leadService;

  return (
    <>
      <ServiceHero
        visual="ads"
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
        id="success-snapshots"
        title={page.snapshots.heading}
        intro={<p>{page.snapshots.intro}</p>}
        tone="muted"
      >
        <SuccessSnapshots items={page.snapshots.items} />
      </PageSection>

      {/* A text-and-visual row between the snapshots and the testimonials (issue 23: never three
          card grids in a row): the reasons as a list; the page's product band, a sample account's
          campaign dashboard, as the visual, with our own figures under it. */}
      <SplitSection
        id="why-us"
        title={page.whyUs.heading}
        intro={<p>{page.whyUs.intro}</p>}
        tone="dark"
        visual={
          <>
            <CampaignDashboard dashboard={page.whyUs.dashboard} />
            <StatTiles stats={page.whyUs.stats} tone="dark" layout="strip" />
          </>
        }
      >
        <FeatureList items={page.whyUs.items} tone="dark" />
      </SplitSection>

      <PageSection id="testimonials" title={page.testimonials.heading} tone="muted">
        <TestimonialCards items={testimonials} />
      </PageSection>

      {/* In the dark theme the closing band, the tinted band above it and the footer are all
          near-black navies: hairlines mark where it starts and where the page ends. */}
      <div className="dark:border-y dark:border-line">
        <CtaBand
          id="free-audit"
          title={page.closing.heading}
          text={<p>{page.closing.text}</p>}
          points={page.closing.points}
        >
          <LeadModalButton service={lead} size="lg">
            {page.closing.primary}
          </LeadModalButton>
          <ButtonLink href={links.scheduling} size="lg" variant="light">
            {page.closing.secondary}
          </ButtonLink>
        </CtaBand>
      </div>

      <FloatingHelpButton label={page.help} service={lead} />
    </>
  );
}
