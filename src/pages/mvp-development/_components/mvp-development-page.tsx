import type { MvpPageCopy } from "@content/schemas/service-pages";
import { mvpMeta } from "@content/service-pages/meta";
import { CaseStudyVisual } from "@/components/sections/case-study-visual";
import { FaqAccordion } from "@/components/sections/faq-accordion";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FloatingHelpButton } from "@/components/sections/floating-help-button";
import { LogoWall } from "@/components/sections/logo-wall";
import { PageSection } from "@/components/sections/page-section";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { ServiceHero } from "@/components/sections/service-hero";
import { SplitSection } from "@/components/sections/split-section";
import { StatTiles } from "@/components/sections/stats-band";
import { TimelineSteps } from "@/components/sections/timeline-steps";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import type { CompanyLogo } from "@/features/company/logos-content";
import { caseStudyPath, type CaseStudy } from "@/features/case-studies/case-studies";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

/**
 * `copy` is content/service-pages/mvp-development.yaml; `story` the case study the success story
 * links to (the first of the list, from the route).
 */
export function MvpDevelopmentPage({
  copy: page,
  logos,
  story,
}: {
  copy: MvpPageCopy;
  /** The company logos the page shows. */
  logos: readonly CompanyLogo[];
  story: Pick<CaseStudy, "slug" | "visual" | "image">;
}) {
  const { links, offer } = siteConfig;
  const lead = mvpMeta.leadService;

  return (
    <>
      <ServiceHero
        visual="mvp"
        badge={page.hero.badge}
        title={page.hero.title}
        intro={<p>{page.hero.intro}</p>}
        highlights={page.hero.highlights}
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
        id="why-us"
        title={page.why.heading}
        intro={<p>{page.why.intro}</p>}
        tone="muted"
      >
        <FeatureGrid items={page.why.items} columns={4} />
      </PageSection>

      <PageSection
        id="who-it-is-for"
        title={page.whoFor.heading}
        intro={<p>{page.whoFor.intro}</p>}
      >
        <FeatureGrid items={page.whoFor.items} columns={4} />
      </PageSection>

      <PageSection
        id="included"
        title={page.included.heading}
        intro={<p>{page.included.intro}</p>}
        tone="muted"
      >
        <TimelineSteps steps={page.included.steps} />
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <LeadModalButton service={lead} size="lg">
            {page.hero.primaryCta}
          </LeadModalButton>
          <ButtonLink href={links.onboarding} size="lg" variant="outline">
            {offer.cta.listProject}
          </ButtonLink>
        </div>
      </PageSection>

      {/* The page's product band: the story beside the picture of what was built. */}
      <SplitSection
        id="success-story"
        eyebrow={page.successStory.eyebrow}
        title={page.successStory.heading}
        tone="dark"
        visual={
          <div data-product-band="case-study" className="grid gap-6">
            <CaseStudyVisual
              kind={story.visual}
              image={story.image}
              sizes="(min-width: 1024px) 560px, 100vw"
              className="rounded-panel ring-1 ring-white/15"
            />
            <StatTiles stats={page.successStory.stats} tone="dark" layout="stack" />
          </div>
        }
      >
        <h3 className="font-display text-2xl font-bold text-white">{page.successStory.title}</h3>
        <p className="mt-4 text-lg text-ink-100">{page.successStory.text}</p>
        <ButtonLink href={caseStudyPath(story.slug)} variant="inverse" className="mt-8">
          {page.successStory.link}
        </ButtonLink>
      </SplitSection>

      <PageSection
        id="trusted-by"
        title={page.trustedBy.heading}
        intro={<p>{page.trustedBy.intro}</p>}
        tone="muted"
      >
        <LogoWall logos={logos} label={page.trustedBy.logosLabel} />
      </PageSection>

      <PageSection id="faq" title={page.faq.heading}>
        <FaqAccordion items={page.faq.items} />
      </PageSection>

      <FloatingHelpButton label={page.help} service={lead} />
    </>
  );
}
