import type { AiSafetyPageCopy } from "@content/schemas/service-pages";
import { aiSafetyMeta } from "@content/service-pages/meta";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FloatingHelpButton } from "@/components/sections/floating-help-button";
import { PageSection } from "@/components/sections/page-section";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { card } from "@/components/sections/section-styles";
import { ServiceHero } from "@/components/sections/service-hero";
import { FeatureList, SplitSection } from "@/components/sections/split-section";
import { StatTiles } from "@/components/sections/stats-band";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { LeadModalButton } from "@/features/leads/lead-modal-button";
import { cn } from "@/lib/cn";

import { DetectionPreview } from "./detection-preview";

/** `copy` is content/service-pages/ai-safety-vision.yaml. */
export function AiSafetyVisionPage({ copy: page }: { copy: AiSafetyPageCopy }) {
  const { links } = siteConfig;
  const lead = aiSafetyMeta.leadService;

  return (
    <>
      <ServiceHero
        visual="safety"
        badge={page.hero.badge}
        title={page.hero.title}
        intro={<p>{page.hero.intro}</p>}
        highlights={page.hero.highlights}
        note={page.hero.partnerNote}
        actions={
          <EnquiryOrCallActions
            service={lead}
            primary="call"
            callLabel={page.hero.primaryCta}
            enquiryLabel={page.hero.secondaryCta}
          />
        }
      />

      {/* Rhythm (issue 23): text-and-visual rows around the two card grids, never three grids
          in a row; the dashboard still (beside "A Trusted Solution") is the page's one large
          visual after the hero, far enough from the hero's camera view not to repeat it. */}
      <SplitSection
        id="how-it-works"
        title={page.howItWorks.heading}
        intro={<p>{page.howItWorks.intro}</p>}
        tone="muted"
        visual={<StatTiles stats={page.trusted.stats} layout="stack" />}
      >
        <FeatureList items={page.howItWorks.items} numbered />
      </SplitSection>

      <PageSection
        id="ideal-for"
        title={page.idealFor.heading}
        intro={<p>{page.idealFor.intro}</p>}
      >
        <FeatureGrid items={page.idealFor.items} columns={3} />
      </PageSection>

      <PageSection id="benefits" title={page.benefits.heading} tone="dark">
        <FeatureGrid items={page.benefits.items} columns={3} tone="dark" />
      </PageSection>

      <SplitSection
        id="trusted"
        title={page.trusted.heading}
        intro={<p>{page.trusted.intro}</p>}
        visualFirst
        visual={
          <DetectionPreview title={page.demo.preview.title} caption={page.demo.preview.caption} />
        }
      >
        <FeatureList items={page.trusted.items} />
      </SplitSection>

      <SplitSection
        id="demo"
        title={page.demo.heading}
        intro={<p>{page.demo.intro}</p>}
        tone="muted"
        visual={
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
            <article className={cn(card, "p-6")}>
              <h3 className="font-display text-xl font-bold text-fg">{page.demo.demoCard.title}</h3>
              <p className="mt-2 text-fg-muted">{page.demo.demoCard.text}</p>
              <ButtonLink href={links.scheduling} className="mt-5">
                {page.demo.demoCard.button}
              </ButtonLink>
            </article>
            <article className={cn(card, "p-6")}>
              <h3 className="font-display text-xl font-bold text-fg">
                {page.demo.consultationCard.title}
              </h3>
              <p className="mt-2 text-fg-muted">{page.demo.consultationCard.text}</p>
              <LeadModalButton service={lead} variant="secondary" className="mt-5">
                {page.demo.consultationCard.button}
              </LeadModalButton>
            </article>
          </div>
        }
      />

      <FloatingHelpButton label={page.floatingButton} href={links.scheduling} />
    </>
  );
}
