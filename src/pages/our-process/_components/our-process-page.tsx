import { Check } from "lucide-react";

import {
  processHero,
  processSteps,
  trustedGlobally,
  whyItWorks,
  workflows,
} from "@content/process";
import { tools, toolsSection } from "@content/tools";
import { FloatingCta } from "@/components/layout/floating-cta";
import { PageHero } from "@/components/sections/page-hero";
import { PageSection } from "@/components/sections/page-section";
import { StatTiles } from "@/components/sections/stats-band";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";

import { PrintProcessButton } from "./print-process-button";
import { ProcessTabs } from "./process-tabs";
import { ToolLogo } from "./tool-logo";

/** The body of /our-process: steps, per-service workflow tabs, tools, why it works. */
export function OurProcessPage() {
  return (
    <>
      <PageHero
        visual="process"
        eyebrow={processHero.eyebrow}
        title={processHero.title}
        intro={<p>{processHero.intro}</p>}
      >
        <ButtonLink
          href={siteConfig.links.onboarding}
          size="lg"
          className="self-start print:hidden"
        >
          {siteConfig.offer.cta.listProjectPilot}
        </ButtonLink>
        <PrintProcessButton label={processHero.pdfButton} hint={processHero.pdfHint} />
      </PageHero>

      <PageSection id="steps" title={processSteps.heading}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {processSteps.items.map((step) => (
            <li
              key={step.number}
              data-testid="process-step"
              className="break-inside-avoid rounded-2xl border border-ink-100 bg-white p-6"
            >
              <p className="text-4xl font-extrabold text-brand-600" aria-hidden="true">
                {step.number}
              </p>
              <h3 className="mt-2 text-xl font-bold text-ink-900">
                <span className="sr-only">{step.number} </span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm font-semibold text-cta-800">{step.duration}</p>
              <p className="mt-3 text-ink-600">{step.text}</p>
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
        <ProcessTabs items={workflows.items} />
      </PageSection>

      <PageSection id="tools" title={toolsSection.heading} intro={<p>{toolsSection.intro}</p>}>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {tools.map((tool) => (
            <li
              key={tool.name}
              data-testid="tool"
              className="flex flex-col items-center rounded-2xl border border-ink-100 bg-white p-5 text-center"
            >
              <ToolLogo name={tool.name} src={tool.logo} color={tool.color} />
              <p className="mt-3 font-bold text-ink-900">{tool.name}</p>
              <p className="text-sm text-ink-600">{tool.category}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="why-it-works" title={whyItWorks.heading} tone="dark">
        <ul className="grid gap-6 md:grid-cols-2">
          {whyItWorks.items.map((item) => (
            <li key={item.title} className="flex gap-4 rounded-2xl bg-white/5 p-6">
              <Check aria-hidden="true" className="mt-1 size-6 shrink-0 text-cta-600" />
              <div>
                <h3 className="text-lg font-bold text-white">{item.title}</h3>
                <p className="mt-1 text-ink-100">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="trusted-globally"
        title={trustedGlobally.heading}
        intro={<p>{trustedGlobally.intro}</p>}
      >
        <StatTiles stats={trustedGlobally.stats} />
        <div className="mt-10 text-center print:hidden">
          <ButtonLink href={siteConfig.links.onboarding} size="lg">
            {siteConfig.offer.cta.riskFreePilot}
          </ButtonLink>
        </div>
      </PageSection>

      <FloatingCta href={siteConfig.links.onboarding} />
    </>
  );
}
