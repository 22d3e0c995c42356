import type { ImageMetadata } from "astro";
import type { ReactNode } from "react";

import type { FiledBlockPage } from "@content/block-pages";
import type { BlockOf, PageBlock } from "@content/schemas/page-blocks";
import type { ServiceType } from "@content/schemas/service-types";
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
import { responsiveImage } from "@/components/ui/optimised-image";
import { siteConfig } from "@/config/site";
import { caseStudyNamed, caseStudyPath } from "@/features/case-studies/case-studies";
import { loadCaseStudies } from "@/features/case-studies/case-studies-content";
import { loadFounderPortrait } from "@/features/company/about-content";
import { loadCompanyLogos } from "@/features/company/logos-content";
import { offerTokens } from "@/features/services/offer-figures";
import { videoPosterImage } from "@/features/services/services-content";
import { loadTestimonials } from "@/features/testimonials/testimonials-content";
import { cn } from "@/lib/cn";
import { fillTokensIn } from "@/lib/fill-tokens";
import { offerPrices } from "@/lib/offer-prices";

import { BlockAction, BlockActions } from "./block-actions";
import { EnquiryFormSection } from "./block-page-parts";
import { BlockDrawing } from "./block-drawing";
import { TextAndPicture } from "./text-and-picture";

/**
 * Every kind of block (content/schemas/page-blocks.ts) as a page draws it: one entry each, with
 * what it loads at build beyond its own fields (the logos, testimonials or case study it names,
 * its pictures optimised), the section that draws it, and the script its page then needs. A new
 * kind is its schema there and its entry here; the type check fails while one has no entry.
 */

/** Where a block stands, for the build's messages ("content/pages/x.yaml: sections.2.value…"). */
type BlockAt = { page: FiledBlockPage; field: string };

/** What a block's section is drawn with. */
type Drawn<Block> = {
  block: Block;
  /** The shared header: anchor, heading, introduction and background. */
  section: { id: string; title: string; intro?: ReactNode; tone?: "white" | "muted" | "dark" };
  /** On the dark band: its parts take the inverse look. */
  dark: boolean;
  tone: "dark" | "light";
  /** The page's service: every enquiry button opens the form preset to it. */
  service: ServiceType;
  /** The page's last section, and it ends the page (content/block-pages.ts `closesItself`). */
  closing: boolean;
  /** The enquiry form's island, hydrated by the route. */
  children?: ReactNode;
};

/** A script a page loads once when one of its blocks needs it (src/pages/_components/). */
export type BlockScript = "logo-wall" | "video-facade";

function kind<Type extends PageBlock["type"], Extra extends object = object>(
  type: Type,
  entry: {
    load?: (block: BlockOf<Type>, at: BlockAt) => Promise<Extra>;
    Section: (props: Drawn<BlockOf<Type> & Extra>) => ReactNode;
    script?: (block: BlockOf<Type>) => BlockScript | undefined;
  },
) {
  return { type, ...entry };
}

/** The images the editor uploads for block pages, by the path a file writes ("../../src/assets/…"). */
const uploads = Object.fromEntries(
  Object.entries(
    import.meta.glob<ImageMetadata>("/src/assets/{pages,video}/**/*.{svg,png,jpg,jpeg,webp,avif}", {
      eager: true,
      import: "default",
    }),
  ).map(([file, image]) => [`../..${file}`, image]),
);

function upload({ page, field }: BlockAt, name: string, path: string): ImageMetadata {
  const image = uploads[path];
  if (!image) throw new Error(`${page.file}: ${field}.${name}: no image at ${path.slice(6)}`);
  return image;
}

const BLOCK_KINDS = [
  kind("feature-grid", {
    Section: ({ block, section, dark, tone }) => (
      <PageSection {...section}>
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
    ),
  }),
  kind("product-band", {
    Section: ({ block, section, dark, service, closing }) => (
      <SplitSection
        {...section}
        visualFirst={block.drawingFirst || undefined}
        closing={closing || undefined}
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
    ),
  }),
  kind("text-and-picture", {
    load: async (block, at) => {
      const source = upload(at, "picture", block.picture);
      const height = Math.round((1200 * source.height) / source.width);
      return {
        image: await responsiveImage(source, { width: 1200, height, widths: [600, 900, 1200] }),
      };
    },
    Section: ({ block, service }) => <TextAndPicture block={block} service={service} />,
  }),
  kind("stats", {
    Section: ({ block, section, tone }) => (
      <PageSection {...section}>
        <StatTiles stats={block.stats} tone={tone} />
      </PageSection>
    ),
  }),
  kind("logo-wall", {
    load: async (block) => ({
      logoList: await loadCompanyLogos(block.logos === "all" ? undefined : [block.logos]),
    }),
    script: () => "logo-wall",
    Section: ({ block, section, tone }) => {
      const before = Boolean(block.stats || block.points || block.showLabel);
      const wall = <LogoWall logos={block.logoList} label={block.logosLabel} />;
      return (
        <PageSection {...section}>
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
    },
  }),
  kind("process-steps", {
    Section: ({ block, section, service }) => (
      <PageSection {...section}>
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
    ),
  }),
  kind("pricing", {
    Section: ({ block, section, service }) => (
      <PageSection {...section}>
        <PricingCard
          copy={block}
          prices={offerPrices(siteConfig.offer)}
          launchTitle={siteConfig.offer.launchOffer.title}
        >
          <BlockAction action={block.action} service={service} leads secondary="outline" />
        </PricingCard>
      </PageSection>
    ),
  }),
  kind("case-study", {
    load: async (block, { page, field }) => ({
      story: caseStudyNamed(
        await loadCaseStudies(),
        block.caseStudy,
        `${page.file}: ${field}.caseStudy`,
      ),
    }),
    Section: ({ block, section, dark, tone }) => (
      <SplitSection
        {...section}
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
        <p className={cn("mt-4 text-lg", dark ? "text-ink-100" : "text-fg-muted")}>{block.text}</p>
        <ButtonLink
          href={caseStudyPath(block.story.slug)}
          variant={dark ? "inverse" : "primary"}
          className="mt-8"
        >
          {block.link}
        </ButtonLink>
      </SplitSection>
    ),
  }),
  kind("story-cards", {
    Section: ({ block, section }) => (
      <PageSection {...section}>
        <StoryCards items={block.items} />
      </PageSection>
    ),
  }),
  kind("impact-cases", {
    Section: ({ block, section }) => (
      <PageSection {...section}>
        <ImpactCases items={block.items} />
      </PageSection>
    ),
  }),
  kind("before-after", {
    Section: ({ block, section }) => (
      <PageSection {...section}>
        <BeforeAfterCards items={block.items} />
      </PageSection>
    ),
  }),
  kind("tool-groups", {
    Section: ({ block, section }) => (
      <PageSection {...section}>
        <ToolGroups groups={block.groups} label={block.heading} />
      </PageSection>
    ),
  }),
  kind("snapshots", {
    Section: ({ block, section }) => (
      <PageSection {...section}>
        <SuccessSnapshots items={block.items} />
      </PageSection>
    ),
  }),
  kind("testimonials", {
    load: async (block) => ({ items: await loadTestimonials(block.shownOn) }),
    Section: ({ block, section }) => (
      <PageSection {...section}>
        <TestimonialCards items={block.items} />
      </PageSection>
    ),
  }),
  kind("founder", {
    load: async (block, at) => ({
      portrait: await loadFounderPortrait(80),
      poster:
        block.video.discriminant === "explainer"
          ? await videoPosterImage(upload(at, "video.value.poster", block.video.value.poster))
          : undefined,
    }),
    script: (block) => (block.video.discriminant === "explainer" ? "video-facade" : undefined),
    Section: ({ block, section }) => {
      const { founder } = siteConfig;
      return (
        <PageSection {...section} eyebrow={block.eyebrow}>
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
    },
  }),
  kind("faq", {
    Section: ({ block, section }) => (
      <PageSection {...section}>
        <FaqAccordion items={block.items} firstOpen={block.firstOpen || undefined} />
      </PageSection>
    ),
  }),
  kind("cta-band", {
    Section: ({ block, section, service }) => {
      const band = (
        <CtaBand
          id={section.id}
          title={section.title}
          text={<p>{block.text}</p>}
          points={block.points}
        >
          <BlockActions actions={block.actions} service={service} secondary="light" />
        </CtaBand>
      );
      // In the dark theme the closing band, a tinted band above it and the footer are all
      // near-black navies: hairlines mark where it starts and where the page ends.
      return block.framed ? <div className="dark:border-y dark:border-line">{band}</div> : band;
    },
  }),
  kind("enquiry-form", {
    Section: ({ block, closing, children }) => (
      <EnquiryFormSection block={block} closing={closing}>
        {children}
      </EnquiryFormSection>
    ),
  }),
];

type BlockKind = (typeof BLOCK_KINDS)[number];

// A kind of block with no entry names itself here, in the type check.
type Undrawn = Exclude<PageBlock["type"], BlockKind["type"]>;
const _everyKindDrawn: [Undrawn] extends [never] ? true : Undrawn = true;

const byType = new Map<string, BlockKind>(BLOCK_KINDS.map((entry) => [entry.type, entry]));
const entryOf = (block: { type: string }) => byType.get(block.type)!;

/** A block as its section draws it: its fields and what its entry loaded. */
export type RenderBlock = Parameters<BlockKind["Section"]>[0]["block"];

/** A block page ready to draw: the offer's figures and labels filled in, every block loaded. */
export type RenderPage = Omit<FiledBlockPage, "sections"> & { sections: RenderBlock[] };

/** A block page as its route draws it. */
export async function loadBlockPage(page: FiledBlockPage): Promise<RenderPage> {
  const filled = fillTokensIn(page, offerTokens(siteConfig.offer));
  return {
    ...filled,
    sections: await Promise.all(
      filled.sections.map(async (block, index) => {
        const load = entryOf(block).load as
          ((block: PageBlock, at: BlockAt) => Promise<object>) | undefined;
        const at = { page, field: `sections.${index}.value` };
        return (load ? { ...block, ...(await load(block, at)) } : block) as RenderBlock;
      }),
    ),
  };
}

/** The scripts a page's blocks need, each once. */
export function blockScripts(sections: readonly RenderBlock[]): Set<BlockScript> {
  return new Set(
    sections.flatMap((block) => {
      const script = (entryOf(block).script as ((block: RenderBlock) => BlockScript) | undefined)?.(
        block,
      );
      return script ? [script] : [];
    }),
  );
}

/** One block of a block page, drawn by its kind's section with the shared header. */
export function PageBlockSection({
  block,
  service,
  closing,
  children,
}: {
  block: RenderBlock;
  service: ServiceType;
  closing: boolean;
  children?: ReactNode;
}) {
  const Section = entryOf(block).Section as (props: Drawn<RenderBlock>) => ReactNode;
  const intro = "intro" in block && block.intro ? <p>{block.intro}</p> : undefined;
  const tone = "tone" in block ? block.tone : undefined;
  const dark = tone === "dark";
  return (
    <Section
      block={block}
      section={{ id: block.id, title: block.heading, intro, tone }}
      dark={dark}
      tone={dark ? "dark" : "light"}
      service={service}
      closing={closing}
    >
      {children}
    </Section>
  );
}
