import type { ReactNode } from "react";

import type { BlockOf } from "@content/schemas/page-blocks";
import type { BlockPage, Floating } from "@content/schemas/pages";
import type { HeroVisualKey } from "@/components/illustrations/hero-visual";
import { FloatingCta } from "@/components/layout/floating-cta";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { FloatingHelpButton } from "@/components/sections/floating-help-button";
import { PageSection } from "@/components/sections/page-section";
import { card } from "@/components/sections/section-styles";
import { ServiceHero } from "@/components/sections/service-hero";
import { siteConfig } from "@/config/site";
import { cn } from "@/lib/cn";

// Every drawing the editor offers is one the hero can draw.
const heroDrawing = (key: NonNullable<BlockPage["hero"]["drawing"]>): HeroVisualKey => key;

/** The top of a block page: badge, title, introduction, ticks, its two buttons and drawing. */
export function BlockPageHero({
  hero,
  service,
}: {
  hero: BlockPage["hero"];
  service: BlockPage["service"];
}) {
  return (
    <ServiceHero
      visual={hero.drawing ? heroDrawing(hero.drawing) : undefined}
      badge={hero.badge}
      title={hero.title}
      intro={<p>{hero.intro}</p>}
      highlights={hero.highlights}
      stats={hero.stats}
      note={hero.note}
      actions={
        <EnquiryOrCallActions
          service={service}
          primary={hero.lead}
          enquiryLabel={hero.enquiryLabel}
          callLabel={hero.callLabel}
        />
      }
    />
  );
}

/** What floats once the top has scrolled away: a help button or a banner to the project form. */
export function BlockPageFloating({
  floating,
  service,
}: {
  floating: Floating;
  service: BlockPage["service"];
}) {
  const { links } = siteConfig;
  if (floating.discriminant === "banner") {
    return (
      <FloatingCta
        href={links.onboarding}
        threshold={floating.value.threshold}
        title={floating.value.title}
        subtitle={floating.value.subtitle}
        buttonLabel={floating.value.button}
      />
    );
  }
  return floating.value.to === "call" ? (
    <FloatingHelpButton label={floating.value.label} href={links.scheduling} />
  ) : (
    <FloatingHelpButton label={floating.value.label} service={service} />
  );
}

/**
 * The enquiry form block's band: its heading and introduction, and the form (an island the route
 * hydrates, passed in as `children`) on a card. At the end of a page it is the page's closing
 * section (`closing`).
 */
export function EnquiryFormSection({
  block,
  closing = false,
  children,
}: {
  block: BlockOf<"enquiry-form">;
  closing?: boolean;
  children: ReactNode;
}) {
  return (
    <PageSection
      id={block.id}
      closing={closing}
      title={block.heading}
      intro={block.intro ? <p>{block.intro}</p> : undefined}
      tone={block.tone}
    >
      <div className={cn(card, "mx-auto max-w-2xl p-6 sm:p-8")}>{children}</div>
    </PageSection>
  );
}
