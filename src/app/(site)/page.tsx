import { homeServices } from "@content/home";
import { services } from "@content/services";
import { FloatingCta } from "@/components/layout/floating-cta";
import { SectionHeading } from "@/components/sections/section-heading";
import { ServicesGrid } from "@/components/sections/services-grid";
import { siteConfig } from "@/config/site";
import { buildMetadata } from "@/lib/metadata";

import { FeaturedCaseStudies } from "./_components/featured-case-studies";
import { HomeHero } from "./_components/home-hero";
import { LetsBuildTogether } from "./_components/lets-build-together";

export const metadata = buildMetadata(siteConfig, {
  title: `${siteConfig.brand.name} | Fractional CTO, MVP Development & AI Automation`,
  absoluteTitle: true,
  description:
    "New brand, proven experience: a fractional CTO, MVPs in 30 days, Google Ads and AI automation from a team that has helped 50+ startups. Start with a free 5-day CTO pilot.",
  path: "/",
  keywords: ["MVP development in 30 days", "Google Ads performance marketing", "AI automation"],
});

export default function HomePage() {
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
