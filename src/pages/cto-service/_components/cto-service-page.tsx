import type { CtoPilotPageCopy } from "@content/schemas/service-pages";
import { ctoPilotMeta } from "@content/service-pages/meta";
import { FloatingCta } from "@/components/layout/floating-cta";
import { CtaBand } from "@/components/sections/cta-band";
import { FaqAccordion } from "@/components/sections/faq-accordion";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FounderProfile } from "@/components/sections/founder-profile";
import { LogoWall } from "@/components/sections/logo-wall";
import { PageSection } from "@/components/sections/page-section";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { ServiceHero } from "@/components/sections/service-hero";
import { StatTiles } from "@/components/sections/stats-band";
import { TimelineSteps } from "@/components/sections/timeline-steps";
import { VideoFacade } from "@/components/sections/video-facade";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import type { CompanyLogo } from "@/features/company/logos-content";
import type { OptimisedImage } from "@/components/ui/optimised-image";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

/** The pilot's landing page; `copy` is content/service-pages/cto-service.yaml, prices filled in. */
export function CtoServicePage({
  copy: page,
  logos,
  founderPortrait,
  videoPoster,
}: {
  /** The company logos the page shows. */
  logos: readonly CompanyLogo[];
  copy: CtoPilotPageCopy;
  /** The founder's portrait at 80 px. */
  founderPortrait: OptimisedImage;
  /** The explainer video's poster frame (a drawing, or the still an owner uploaded). */
  videoPoster: OptimisedImage;
}) {
  const { offer, founder, links } = siteConfig;
  const lead = ctoPilotMeta.leadService;

  return (
    <>
      <ServiceHero
        visual="cto"
        badge={offer.messages.pilotOffer}
        title={page.hero.title}
        intro={<p>{page.hero.intro}</p>}
        highlights={page.hero.highlights}
        actions={
          <EnquiryOrCallActions
            service={lead}
            enquiryLabel={offer.cta.riskFreePilot}
            callLabel={page.hero.secondaryCta}
          />
        }
      />

      <PageSection
        id="five-days"
        title={page.fiveDays.heading}
        intro={<p>{page.fiveDays.intro}</p>}
        tone="muted"
      >
        <FeatureGrid items={page.fiveDays.items} columns={4} numbered />
      </PageSection>

      <PageSection
        id="why-it-works"
        title={page.whyItWorks.heading}
        intro={<p>{page.whyItWorks.intro}</p>}
        tone="dark"
      >
        <FeatureGrid items={page.whyItWorks.items} columns={4} tone="dark" />
        <div className="mt-10">
          <StatTiles stats={page.whyItWorks.stats} tone="dark" />
        </div>
      </PageSection>

      <PageSection
        id="founder"
        eyebrow={page.founder.eyebrow}
        title={page.founder.heading}
        tone="muted"
      >
        <FounderProfile
          name={founder.name}
          portrait={founderPortrait}
          role={page.founder.role}
          bio={page.founder.bio}
          facts={page.founder.facts}
          experienceHref={founder.experiencePath}
          experienceLabel={page.founder.experienceLink}
          media={
            // The page's one large visual (its product band): the explainer's 16:9 frame.
            <div data-product-band="video">
              <VideoFacade
                videoId={siteConfig.video.explainerId}
                title={page.founder.videoTitle}
                caption={page.founder.videoCaption}
                duration={page.founder.videoDuration}
                poster={videoPoster}
              />
            </div>
          }
        />
      </PageSection>

      <PageSection
        id="experience"
        title={page.experience.heading}
        intro={<p>{page.experience.intro}</p>}
      >
        <StatTiles stats={page.experience.stats} />
        <div className="mt-12">
          <LogoWall logos={logos} label={page.experience.logosLabel} />
        </div>
      </PageSection>

      <PageSection
        id="ready-to-start"
        title={page.readyToStart.heading}
        intro={<p>{page.readyToStart.intro}</p>}
        tone="muted"
      >
        <TimelineSteps steps={page.readyToStart.steps} />
        <p className="mx-auto mt-10 max-w-2xl text-center text-ink-700 dark:text-ink-100">
          {page.readyToStart.afterPilot}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LeadModalButton service={lead} size="lg">
            {offer.cta.startPilot}
          </LeadModalButton>
          <ButtonLink href={links.onboarding} size="lg" variant="outline">
            {offer.cta.listProject}
          </ButtonLink>
        </div>
      </PageSection>

      <PageSection
        id="who-it-is-for"
        title={page.whoItIsFor.heading}
        intro={<p>{page.whoItIsFor.intro}</p>}
      >
        <FeatureGrid items={page.whoItIsFor.items} columns={3} />
      </PageSection>

      <PageSection id="faq" title={page.faq.heading} tone="muted">
        <FaqAccordion items={page.faq.items} firstOpen />
      </PageSection>

      {/* In the dark theme the closing band, the tinted band above it and the footer are all
          near-black navies: hairlines mark where it starts and where the page ends. */}
      <div className="dark:border-y dark:border-line">
        <CtaBand id="final-cta" title={page.finalCta.heading} text={<p>{page.finalCta.text}</p>}>
          <ButtonLink href="/cto-presentation" size="lg" variant="light">
            {page.finalCta.presentationButton}
          </ButtonLink>
          <LeadModalButton service={lead} size="lg">
            {offer.cta.startPilot}
          </LeadModalButton>
        </CtaBand>
      </div>

      <FloatingCta
        href={links.onboarding}
        threshold={800}
        title={offer.messages.pilotOffer}
        subtitle={page.floatingBanner.subtitle}
        buttonLabel={offer.cta.startPilot}
      />
    </>
  );
}
