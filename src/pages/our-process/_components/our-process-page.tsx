import type { ProcessPage } from "@content/schemas/process";
import { ProcessVisual } from "@/components/illustrations/page-visuals";
import { FloatingCta } from "@/components/layout/floating-cta";
import { PageHero } from "@/components/sections/page-hero";
import { PageSection } from "@/components/sections/page-section";
import { StatTiles } from "@/components/sections/stats-band";
import { TickedStatements } from "@/components/sections/tick-list";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";

import { PrintProcessButton, ProcessPdfHint } from "./print-process-button";
import { ProcessTabs } from "./process-tabs";
import { ToolLogo } from "./tool-logo";
import { largeFigure } from "@/components/ui/figure";
import { cn } from "@/lib/cn";

/** The number shown on a step: its place in the list, two digits ("01"). */
const stepNumber = (index: number) => String(index + 1).padStart(2, "0");

/** The long "List Your Project - Start FREE Pilot" on one line at every width, from 320 px up. */
const pairButton =
  "px-3 text-[0.8125rem] whitespace-nowrap min-[360px]:px-4 min-[360px]:text-[0.9375rem] sm:px-5 sm:text-lg";

/**
 * The body of /our-process: steps, per-service workflow tabs, tools, why it works. The copy comes
 * from the route (content/process/page.yaml).
 */
export function OurProcessPage({ copy }: { copy: ProcessPage }) {
  const { hero, steps, workflows, tools, whyItWorks, trustedGlobally } = copy;
  return (
    <>
      <PageHero
        aside={<ProcessVisual steps={steps.items} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
      >
        {/* A consistent pair, each label on one line: full width on phones (smaller type and
            padding below 370 px, so "List Your Project - Start FREE Pilot" keeps one line at
            320), side by side from 768 px, stacked at the wider one's width beside the drawing
            from 1024 px, where the column is too narrow for both; the hint under both. */}
        <div className="flex w-full flex-col gap-3">
          <div
            data-button-pair
            data-hero-actions
            className="grid gap-3 sm:w-fit md:auto-cols-max md:grid-flow-col lg:auto-cols-auto lg:grid-flow-row print:hidden"
          >
            <ButtonLink href={siteConfig.links.onboarding} size="lg" className={pairButton}>
              {siteConfig.offer.cta.listProjectPilot}
            </ButtonLink>
            <PrintProcessButton label={hero.pdfButton} className={pairButton} />
          </div>
          <ProcessPdfHint hint={hero.pdfHint} />
        </div>
      </PageHero>

      <PageSection id="steps" title={steps.heading}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {steps.items.map((step, index) => (
            <li
              key={step.title}
              data-testid="process-step"
              className="break-inside-avoid rounded-2xl border border-ink-100 bg-white p-6 dark:border-white/10 dark:bg-ink-900"
            >
              <p
                className={cn(largeFigure, "text-4xl text-brand-600 dark:text-brand-100")}
                aria-hidden="true"
              >
                {stepNumber(index)}
              </p>
              <h3 className="mt-2 font-display text-xl font-bold text-fg">
                <span className="sr-only">{stepNumber(index)} </span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm font-semibold text-cta-800 dark:text-cta-100">
                {step.duration}
              </p>
              <p className="mt-3 text-fg-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        id="workflows"
        title={workflows.heading}
        intro={<p>{workflows.intro}</p>}
        tone="muted"
      >
        <ProcessTabs items={workflows.tabs} />
      </PageSection>

      <PageSection id="tools" title={tools.heading} intro={<p>{tools.intro}</p>}>
        {/* A row of logos, not cards: the steps above and the tabs are the page's grids. */}
        <ul className="mx-auto grid max-w-3xl grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
          {tools.items.map((tool) => (
            <li
              key={tool.name}
              data-testid="tool"
              className="flex flex-col items-center text-center"
            >
              <ToolLogo name={tool.name} src={tool.logo} color={tool.color} />
              <p className="mt-3 font-bold text-fg">{tool.name}</p>
              <p className="text-sm text-fg-muted">{tool.category}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="why-it-works" title={whyItWorks.heading} tone="dark">
        {/* Statements on the dark band, not cards. */}
        <TickedStatements items={whyItWorks.items} tone="dark" className="mx-auto max-w-4xl" />
      </PageSection>

      {/* The page's closing section: the route tells the layout (closing="page"). */}
      <PageSection
        id="trusted-globally"
        title={trustedGlobally.heading}
        intro={<p>{trustedGlobally.intro}</p>}
        closing
      >
        <StatTiles stats={trustedGlobally.stats} />
        <div className="mt-10 text-center print:hidden">
          <ButtonLink href={siteConfig.links.onboarding} size="lg" className={pairButton}>
            {siteConfig.offer.cta.listProjectPilot}
          </ButtonLink>
        </div>
      </PageSection>

      <FloatingCta href={siteConfig.links.onboarding} />
    </>
  );
}
