import type { Testimonial } from "@content/schemas/testimonials";
import type { HomePageCopy } from "@content/schemas/home";
import type { Service } from "@content/schemas/services";
import { FloatingCta } from "@/components/layout/floating-cta";
import { Reveal } from "@/components/sections/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import { ServicesGrid } from "@/components/sections/services-grid";
import { siteConfig } from "@/config/site";
import type { CaseStudyCard } from "@/features/case-studies/case-studies";
import type { CompanyLogo } from "@/features/company/logos-content";

import { FeaturedCaseStudies } from "./featured-case-studies";
import { HomeHero } from "./home-hero";
import { HomeTestimonials } from "./home-testimonials";
import { LetsBuildTogether } from "./lets-build-together";
import { ProofStrip } from "./proof-strip";

/**
 * The home page, in bands: hero with the pilot board, the marks, services (white), case studies
 * (tinted), testimonials (dark), and the two ways to start (white).
 */
export function HomePage({
  copy,
  services,
  testimonials,
  caseStudies,
  readCaseStudy,
  enterpriseLogos,
  startupLogos,
}: {
  copy: HomePageCopy;
  services: readonly Service[];
  testimonials: readonly Testimonial[];
  caseStudies: readonly CaseStudyCard[];
  /** The cards' link (content/case-studies/page.yaml). */
  readCaseStudy: string;
  /** The large companies' logos, under the hero. */
  enterpriseLogos: readonly CompanyLogo[];
  /** The startups' logos, on their case studies' cards. */
  startupLogos: readonly CompanyLogo[];
}) {
  const homeServices = copy.services;
  const onboarding = siteConfig.links.onboarding;
  return (
    <>
      <HomeHero copy={copy.hero} tagline={siteConfig.brand.tagline} onboardingHref={onboarding} />
      <ProofStrip copy={copy.proof} logos={enterpriseLogos} />
      <section id="services" aria-labelledby="services-title" className="py-12 sm:py-24">
        <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
          <SectionHeading id="services-title" eyebrow="What we do" title={homeServices.heading}>
            <p className="text-pretty">{homeServices.intro}</p>
          </SectionHeading>
          <Reveal className="mt-8 sm:mt-12">
            <ServicesGrid
              services={services}
              onboardingHref={onboarding}
              pageLinkLabel={homeServices.pageLink}
            />
          </Reveal>
        </div>
      </section>
      <FeaturedCaseStudies
        copy={copy.caseStudies}
        studies={caseStudies}
        logos={startupLogos}
        readLabel={readCaseStudy}
      />
      <HomeTestimonials copy={copy.testimonials} items={testimonials} />
      <LetsBuildTogether copy={copy.contact} onboardingHref={onboarding} />
      <FloatingCta href={onboarding} title="Start Your Project" />
    </>
  );
}
