import type { AiAutomationPageCopy } from "@content/schemas/service-pages";
import { aiAutomationMeta } from "@content/service-pages/meta";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageSection } from "@/components/sections/page-section";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { ServiceHero } from "@/components/sections/service-hero";
import { balancedGrid } from "@/components/sections/balanced-grid";
import {
  card,
  cardGrid,
  cardOnDark,
  cardText,
  cardTitle,
  eyebrow,
  reveal,
} from "@/components/sections/section-styles";
import { cn } from "@/lib/cn";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

/** `copy` is content/service-pages/ai-automation.yaml. */
export function AiAutomationPage({ copy: page }: { copy: AiAutomationPageCopy }) {
  const { links } = siteConfig;
  const lead = aiAutomationMeta.leadService;
  const useCaseGrid = balancedGrid(page.useCases.items.length, 3);

  return (
    <>
      <ServiceHero
        visual="ai"
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
        id="categories"
        title={page.categories.heading}
        intro={<p>{page.categories.intro}</p>}
        tone="muted"
      >
        <FeatureGrid items={page.categories.items} columns={3} />
      </PageSection>

      {/* A product band between the grids (issue 23: never three card grids in a row): the
          stack as one panel in four quarters, not four more cards. */}
      <PageSection
        id="technology"
        title={page.technology.heading}
        intro={<p>{page.technology.intro}</p>}
      >
        <ul
          data-product-band="stack"
          aria-label={page.technology.heading}
          className={cn(
            card,
            "grid overflow-hidden rounded-panel md:grid-cols-2 [&>li]:border-line max-md:[&>li+li]:border-t md:[&>li:last-child:nth-child(odd)]:col-span-2 md:[&>li:nth-child(even)]:border-l md:[&>li:nth-child(n+3)]:border-t",
          )}
        >
          {page.technology.groups.map((group) => (
            <li key={group.name} className="p-6 sm:p-8">
              <h3 className={cardTitle}>{group.name}</h3>
              <p className={cn("mt-1", cardText)}>{group.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${group.name} tools`}>
                {group.tools.map((tool) => (
                  <li
                    key={tool}
                    className="rounded-md bg-brand-50 px-2.5 py-1 text-sm font-medium text-accent dark:bg-brand-500/15"
                  >
                    {tool}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="use-cases"
        title={page.useCases.heading}
        intro={<p>{page.useCases.intro}</p>}
        tone="muted"
      >
        <ul className={useCaseGrid.list} {...cardGrid}>
          {page.useCases.items.map((item, index) => (
            <li
              key={item.title}
              {...reveal}
              className={cn(card, "flex flex-col p-6", useCaseGrid.item(index))}
            >
              <p className={eyebrow}>{item.department}</p>
              <h3 className={cn("mt-1", cardTitle)}>{item.title}</h3>
              <dl className="mt-4 grid gap-3">
                <div className="rounded-xl bg-ink-50 p-4 dark:bg-white/5">
                  <dt className="text-sm font-semibold text-fg-muted">Before</dt>
                  <dd className="mt-1 text-ink-700 dark:text-ink-100">{item.before}</dd>
                </div>
                <div className="rounded-xl bg-cta-100 p-4 dark:bg-cta-700/20">
                  <dt className="text-sm font-semibold text-cta-800 dark:text-cta-100">After</dt>
                  <dd className="mt-1 text-fg">{item.after}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="success-stories"
        title={page.successStories.heading}
        intro={<p>{page.successStories.intro}</p>}
        tone="dark"
      >
        <ul className="grid gap-6 lg:grid-cols-3" {...cardGrid}>
          {page.successStories.items.map((story) => (
            <li
              key={story.client}
              {...reveal}
              className={cn(cardOnDark, "flex flex-col p-6 sm:p-8")}
            >
              <p className="text-sm font-semibold tracking-wider text-cta-100 uppercase">
                {story.industry}
              </p>
              <h3 className="mt-1 font-display text-xl font-bold text-white">{story.client}</h3>
              <p className="mt-3 text-ink-100">{story.summary}</p>
              {/* One figure per row: beside each other they left 66 px per tile (issue 13). */}
              <dl className="mt-auto grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-1">
                {story.stats.map((stat) => (
                  <div
                    key={stat.label}
                    data-story-stat
                    className="flex min-w-0 flex-col-reverse border-t border-white/15 pt-4"
                  >
                    <dt className="text-ink-100">{stat.label}</dt>
                    <dd className="font-display text-3xl font-extrabold tracking-tight text-white">
                      {stat.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        id="consultation"
        title={page.consultation.heading}
        text={<p>{page.consultation.text}</p>}
        points={page.consultation.points}
      >
        <LeadModalButton service={lead} size="lg">
          {page.consultation.primary}
        </LeadModalButton>
        <ButtonLink href={links.scheduling} size="lg" variant="light">
          {page.consultation.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
