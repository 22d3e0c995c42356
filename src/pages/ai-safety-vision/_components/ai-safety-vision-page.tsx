import type { AiSafetyPageCopy } from "@content/schemas/service-pages";
import { aiSafetyMeta } from "@content/service-pages/meta";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FloatingHelpButton } from "@/components/sections/floating-help-button";
import { PageSection } from "@/components/sections/page-section";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { ServiceHero } from "@/components/sections/service-hero";
import { StatTiles } from "@/components/sections/stats-band";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

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

      <PageSection
        id="how-it-works"
        title={page.howItWorks.heading}
        intro={<p>{page.howItWorks.intro}</p>}
        tone="muted"
      >
        <FeatureGrid items={page.howItWorks.items} columns={4} numbered />
      </PageSection>

      <PageSection
        id="ideal-for"
        title={page.idealFor.heading}
        intro={<p>{page.idealFor.intro}</p>}
      >
        <FeatureGrid items={page.idealFor.items} columns={4} />
      </PageSection>

      <PageSection id="benefits" title={page.benefits.heading} tone="dark">
        <FeatureGrid items={page.benefits.items} columns={4} tone="dark" />
      </PageSection>

      <PageSection id="trusted" title={page.trusted.heading} intro={<p>{page.trusted.intro}</p>}>
        <FeatureGrid items={page.trusted.items} columns={4} />
        <div className="mt-10">
          <StatTiles stats={page.trusted.stats} />
        </div>
      </PageSection>

      <PageSection
        id="demo"
        title={page.demo.heading}
        intro={<p>{page.demo.intro}</p>}
        tone="muted"
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center">
          <div className="grid gap-6">
            <article className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm dark:border-white/10 dark:bg-ink-900">
              <h3 className="font-display text-xl font-bold text-fg">{page.demo.demoCard.title}</h3>
              <p className="mt-2 text-fg-muted">{page.demo.demoCard.text}</p>
              <ButtonLink href={links.scheduling} className="mt-5">
                {page.demo.demoCard.button}
              </ButtonLink>
            </article>
            <article className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm dark:border-white/10 dark:bg-ink-900">
              <h3 className="font-display text-xl font-bold text-fg">
                {page.demo.consultationCard.title}
              </h3>
              <p className="mt-2 text-fg-muted">{page.demo.consultationCard.text}</p>
              <LeadModalButton service={lead} variant="outline" className="mt-5">
                {page.demo.consultationCard.button}
              </LeadModalButton>
            </article>
          </div>
          <DetectionPreview title={page.demo.preview.title} caption={page.demo.preview.caption} />
        </div>
      </PageSection>

      <FloatingHelpButton label={page.floatingButton} href={links.scheduling} />
    </>
  );
}
