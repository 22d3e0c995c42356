import { CheckCircle2 } from "lucide-react";

import type { ConsultingPageCopy } from "@content/schemas/service-pages";
import { consultingMeta } from "@content/service-pages/meta";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { LogoWall } from "@/components/sections/logo-wall";
import { PageSection } from "@/components/sections/page-section";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { cardGrid } from "@/components/sections/section-styles";
import { ServiceHero } from "@/components/sections/service-hero";
import { FeatureList, SplitSection } from "@/components/sections/split-section";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import type { CompanyLogo } from "@/features/company/logos-content";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

import { RoadmapBoard } from "./roadmap-board";

/** `copy` is content/service-pages/tech-strategy-consulting.yaml. */
export function TechStrategyConsultingPage({
  copy: page,
  logos,
}: {
  copy: ConsultingPageCopy;
  /** The company logos the page shows. */
  logos: readonly CompanyLogo[];
}) {
  const { links } = siteConfig;
  const lead = consultingMeta.leadService;

  return (
    <>
      <ServiceHero
        visual="consulting"
        badge={page.hero.badge}
        title={page.hero.title}
        intro={<p>{page.hero.intro}</p>}
        highlights={page.hero.highlights}
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
        id="offerings"
        title={page.offerings.heading}
        intro={<p>{page.offerings.intro}</p>}
        tone="muted"
      >
        <FeatureGrid items={page.offerings.items} columns={3} />
      </PageSection>

      {/* The page's product band, between the two card grids: the board an engagement ends on. */}
      <SplitSection
        id="roadmap"
        title={page.roadmap.heading}
        intro={<p>{page.roadmap.intro}</p>}
        visual={<RoadmapBoard board={page.roadmap.board} />}
      >
        <FeatureList items={page.roadmap.items} numbered />
      </SplitSection>

      <PageSection
        id="ideal-clients"
        title={page.idealClients.heading}
        intro={<p>{page.idealClients.intro}</p>}
        tone="dark"
      >
        <FeatureGrid items={page.idealClients.items} columns={4} tone="dark" />
      </PageSection>

      <PageSection
        id="why-us"
        title={page.whyUs.heading}
        intro={<p>{page.whyUs.intro}</p>}
        tone="muted"
      >
        <ul className="mx-auto grid max-w-3xl gap-3 text-ink-800 sm:grid-cols-2 dark:text-ink-100">
          {page.whyUs.points.map((point) => (
            <li key={point} className="flex gap-2">
              <CheckCircle2
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-cta-700 dark:text-cta-100"
              />
              {point}
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-center font-display text-lg font-semibold text-ink-700 dark:text-ink-100">
          {page.whyUs.pastEmployersLabel}
        </h3>
        <div className="mt-6">
          <LogoWall logos={logos} label={page.whyUs.pastEmployersLabel} />
        </div>
      </PageSection>

      <PageSection id="impact" title={page.impact.heading} intro={<p>{page.impact.intro}</p>}>
        <ul className="grid gap-6 lg:grid-cols-3" {...cardGrid}>
          {page.impact.items.map((item) => (
            <li
              key={item.client}
              className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm dark:border-white/10 dark:bg-ink-900"
            >
              <p className="text-3xl font-extrabold text-accent">{item.stat.value}</p>
              <p className="text-sm text-fg-muted">{item.stat.label}</p>
              <h3 className="mt-4 font-display text-lg font-bold text-fg">{item.client}</h3>
              <dl className="mt-3 space-y-3 text-ink-700 dark:text-ink-100">
                <div>
                  <dt className="text-sm font-semibold text-fg-muted">Challenge</dt>
                  <dd>{item.challenge}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-fg-muted">Approach</dt>
                  <dd>{item.approach}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-cta-800 dark:text-cta-100">Result</dt>
                  <dd className="text-fg">{item.result}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand id="closing-cta" title={page.closing.heading} text={<p>{page.closing.text}</p>}>
        <ButtonLink href={links.scheduling} size="lg">
          {page.closing.primary}
        </ButtonLink>
        <LeadModalButton service={lead} size="lg" variant="light">
          {page.closing.secondary}
        </LeadModalButton>
      </CtaBand>
    </>
  );
}
