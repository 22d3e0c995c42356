import { BeforeAfterCards } from "@/components/sections/before-after-cards";
import { CaseStudyVisual } from "@/components/sections/case-study-visual";
import { CtaBand } from "@/components/sections/cta-band";
import { FaqAccordion } from "@/components/sections/faq-accordion";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FounderProfile } from "@/components/sections/founder-profile";
import { ImpactCases } from "@/components/sections/impact-cases";
import { LogoWall } from "@/components/sections/logo-wall";
import { PageSection } from "@/components/sections/page-section";
import { PricingCard } from "@/components/sections/pricing-card";
import { FeatureList, SplitSection } from "@/components/sections/split-section";
import { StatTiles } from "@/components/sections/stats-band";
import { StoryCards } from "@/components/sections/story-cards";
import { SuccessSnapshots } from "@/components/sections/success-snapshots";
import { TestimonialCards } from "@/components/sections/testimonial-cards";
import { TickList } from "@/components/sections/tick-list";
import { TimelineSteps } from "@/components/sections/timeline-steps";
import { ToolGroups } from "@/components/sections/tool-groups";
import { VideoFacade } from "@/components/sections/video-facade";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { caseStudyPath } from "@/features/case-studies/case-studies";
import type { ServiceType } from "@content/schemas/service-types";
import type { RenderBlock } from "@/features/pages/block-page-content";
import { cn } from "@/lib/cn";
import { offerPrices } from "@/lib/offer-prices";

import { BlockAction, BlockActions } from "./block-actions";
import { BlockDrawing } from "./block-drawing";
import { TextAndPicture } from "./text-and-picture";

/**
 * One block of a block page (content/schemas/page-blocks.ts), drawn with the site's sections.
 * `service` is the page's: every enquiry button opens the form preset to it. The enquiry form
 * block is the route's (it hydrates an island: src/pages/[...page].astro).
 */
export function PageBlockSection({
  block,
  service,
}: {
  block: Exclude<RenderBlock, { type: "enquiry-form" }>;
  service: ServiceType;
}) {
  const dark = block.type !== "cta-band" && block.tone === "dark";
  const tone = dark ? "dark" : "light";
  const section =
    block.type === "cta-band"
      ? undefined
      : {
          id: block.id,
          title: block.heading,
          intro: block.intro ? <p>{block.intro}</p> : undefined,
          tone: block.tone,
        };

  switch (block.type) {
    case "feature-grid":
      return (
        <PageSection {...section!}>
          <FeatureGrid
            items={block.items}
            columns={Number(block.columns) as 2 | 3 | 4}
            numbered={block.numbered || undefined}
            tone={dark ? "dark" : undefined}
          />
          {block.stats ? (
            <div className="mt-10">
              <StatTiles stats={block.stats} tone={tone} />
            </div>
          ) : null}
        </PageSection>
      );
    case "product-band":
      return (
        <SplitSection
          {...section!}
          visualFirst={block.drawingFirst || undefined}
          closing={block.closing || undefined}
          visual={<BlockDrawing drawing={block.drawing} dark={dark} service={service} />}
        >
          {block.items ? (
            <FeatureList
              items={block.items}
              numbered={block.numbered || undefined}
              tone={dark ? "dark" : undefined}
            />
          ) : undefined}
        </SplitSection>
      );
    case "text-and-picture":
      return <TextAndPicture block={block} service={service} />;
    case "stats":
      return (
        <PageSection {...section!}>
          <StatTiles stats={block.stats} tone={tone} />
        </PageSection>
      );
    case "logo-wall": {
      const before = Boolean(block.stats || block.points || block.showLabel);
      const wall = <LogoWall logos={block.logoList} label={block.logosLabel} />;
      return (
        <PageSection {...section!}>
          {block.stats ? <StatTiles stats={block.stats} tone={tone} /> : null}
          {block.points ? (
            <TickList
              items={block.points}
              className="mx-auto grid max-w-3xl gap-3 text-ink-800 sm:grid-cols-2 dark:text-ink-100"
            />
          ) : null}
          {block.showLabel ? (
            <h3 className="mt-12 text-center font-display text-lg font-semibold text-ink-700 dark:text-ink-100">
              {block.logosLabel}
            </h3>
          ) : null}
          {before ? <div className={block.showLabel ? "mt-6" : "mt-12"}>{wall}</div> : wall}
        </PageSection>
      );
    }
    case "process-steps":
      return (
        <PageSection {...section!}>
          <TimelineSteps steps={block.steps} />
          {block.after ? (
            <p className="mx-auto mt-10 max-w-2xl text-center text-ink-700 dark:text-ink-100">
              {block.after}
            </p>
          ) : null}
          {block.actions ? (
            <div
              className={cn(
                "flex flex-col justify-center gap-3 sm:flex-row",
                block.after ? "mt-8" : "mt-10",
              )}
            >
              <BlockActions actions={block.actions} service={service} secondary="outline" />
            </div>
          ) : null}
        </PageSection>
      );
    case "pricing":
      return (
        <PageSection {...section!}>
          <PricingCard
            copy={block}
            prices={offerPrices(siteConfig.offer)}
            launchTitle={siteConfig.offer.launchOffer.title}
          >
            <BlockAction action={block.action} service={service} leads secondary="outline" />
          </PricingCard>
        </PageSection>
      );
    case "case-study":
      return (
        <SplitSection
          {...section!}
          eyebrow={block.eyebrow}
          visual={
            <div data-product-band="case-study" className="grid gap-6">
              <CaseStudyVisual
                kind={block.story.visual}
                image={block.story.image}
                sizes="(min-width: 1024px) 560px, 100vw"
                className={cn("rounded-panel ring-1", dark ? "ring-white/15" : "ring-line")}
              />
              <StatTiles stats={block.stats} tone={tone} layout="stack" />
            </div>
          }
        >
          <h3 className={cn("font-display text-2xl font-bold", dark ? "text-white" : "text-fg")}>
            {block.title}
          </h3>
          <p className={cn("mt-4 text-lg", dark ? "text-ink-100" : "text-fg-muted")}>
            {block.text}
          </p>
          <ButtonLink
            href={caseStudyPath(block.story.slug)}
            variant={dark ? "inverse" : "primary"}
            className="mt-8"
          >
            {block.link}
          </ButtonLink>
        </SplitSection>
      );
    case "story-cards":
      return (
        <PageSection {...section!}>
          <StoryCards items={block.items} />
        </PageSection>
      );
    case "impact-cases":
      return (
        <PageSection {...section!}>
          <ImpactCases items={block.items} />
        </PageSection>
      );
    case "before-after":
      return (
        <PageSection {...section!}>
          <BeforeAfterCards items={block.items} />
        </PageSection>
      );
    case "tool-groups":
      return (
        <PageSection {...section!}>
          <ToolGroups groups={block.groups} label={block.heading} />
        </PageSection>
      );
    case "snapshots":
      return (
        <PageSection {...section!}>
          <SuccessSnapshots items={block.items} />
        </PageSection>
      );
    case "testimonials":
      return (
        <PageSection {...section!}>
          <TestimonialCards items={block.items} />
        </PageSection>
      );
    case "founder": {
      const { founder } = siteConfig;
      return (
        <PageSection {...section!} eyebrow={block.eyebrow}>
          <FounderProfile
            name={founder.name}
            portrait={block.portrait}
            role={block.role}
            bio={block.bio}
            facts={block.facts}
            experienceHref={founder.experiencePath}
            experienceLabel={block.link}
            media={
              block.video.discriminant === "explainer" && block.poster ? (
                // The page's one large visual (its product band): the explainer's 16:9 frame.
                <div data-product-band="video">
                  <VideoFacade
                    videoId={siteConfig.video.explainerId}
                    title={block.video.value.title}
                    caption={block.video.value.caption}
                    duration={block.video.value.duration}
                    poster={block.poster}
                  />
                </div>
              ) : undefined
            }
          />
        </PageSection>
      );
    }
    case "faq":
      return (
        <PageSection {...section!}>
          <FaqAccordion items={block.items} firstOpen={block.firstOpen || undefined} />
        </PageSection>
      );
    case "cta-band": {
      const band = (
        <CtaBand
          id={block.id}
          title={block.heading}
          text={<p>{block.text}</p>}
          points={block.points}
        >
          <BlockActions actions={block.actions} service={service} secondary="light" />
        </CtaBand>
      );
      // In the dark theme the closing band, a tinted band above it and the footer are all
      // near-black navies: hairlines mark where it starts and where the page ends.
      return block.framed ? <div className="dark:border-y dark:border-line">{band}</div> : band;
    }
  }
}
