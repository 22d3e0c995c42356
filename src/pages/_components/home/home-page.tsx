import { homeServices } from "@content/home";
import { services } from "@content/services";
import { FloatingCta } from "@/components/layout/floating-cta";
import { SectionHeading } from "@/components/sections/section-heading";
import { ServicesGrid } from "@/components/sections/services-grid";
import { siteConfig } from "@/config/site";

import { FeaturedCaseStudies } from "./featured-case-studies";
import { HomeHero } from "./home-hero";
import { LetsBuildTogether } from "./lets-build-together";

export function HomePage() {
  const onboarding = siteConfig.links.onboarding;
  return (
    <>
      <HomeHero tagline={siteConfig.brand.tagline} onboardingHref={onboarding} />
      <section id="services" aria-labelledby="services-title" className="py-20">
        <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
          <SectionHeading id="services-title" eyebrow="What we do" title={homeServices.heading}>
            <p>{homeServices.intro}</p>
          </SectionHeading>
          <div className="mt-12">
            <ServicesGrid services={services} onboardingHref={onboarding} />
          </div>
        </div>
      </section>
      <FeaturedCaseStudies />
      <LetsBuildTogether onboardingHref={onboarding} />
      <FloatingCta href={onboarding} title="Start Your Project" />
    </>
  );
}
