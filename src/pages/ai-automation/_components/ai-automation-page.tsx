import { aiAutomationMeta, aiAutomationPage as page } from "@content/service-pages/ai-automation";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { PageSection } from "@/components/sections/page-section";
import { EnquiryOrCallActions } from "@/components/sections/enquiry-or-call-actions";
import { ServiceHero } from "@/components/sections/service-hero";
import { StatTiles } from "@/components/sections/stats-band";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { LeadModalButton } from "@/features/leads/lead-modal-button";

export function AiAutomationPage() {
  const { links } = siteConfig;
  const lead = aiAutomationMeta.leadService;

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
        <FeatureGrid items={page.categories.items} columns={5} />
      </PageSection>

      <PageSection
        id="technology"
        title={page.technology.heading}
        intro={<p>{page.technology.intro}</p>}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {page.technology.groups.map((group) => (
            <li
              key={group.name}
              className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-bold text-ink-900">{group.name}</h3>
              <p className="mt-2 text-ink-600">{group.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${group.name} tools`}>
                {group.tools.map((tool) => (
                  <li
                    key={tool}
                    className="rounded-md bg-brand-50 px-2.5 py-1 text-sm font-medium text-brand-700"
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
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.useCases.items.map((item) => (
            <li key={item.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                {item.department}
              </p>
              <h3 className="mt-1 text-lg font-bold text-ink-900">{item.title}</h3>
              <dl className="mt-4 space-y-3">
                <div>
                  <dt className="text-sm font-semibold text-ink-600">Before</dt>
                  <dd className="text-ink-700">{item.before}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-cta-800">After</dt>
                  <dd className="text-ink-900">{item.after}</dd>
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
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {page.successStories.items.map((story) => (
            <li
              key={story.client}
              className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
            >
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                {story.industry}
              </p>
              <h3 className="mt-1 text-lg font-bold text-ink-900">{story.client}</h3>
              <p className="mt-3 text-ink-600">{story.summary}</p>
              <div className="mt-auto pt-6">
                <StatTiles stats={story.stats} />
              </div>
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
