import { ArrowRight } from "lucide-react";

import { homeHero } from "@content/home";
import { ButtonLink } from "@/components/ui/button";

import { RotatingHeadline } from "./rotating-headline";

export function HomeHero({ tagline, onboardingHref }: { tagline: string; onboardingHref: string }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto max-w-content px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:px-8">
        <p className="inline-flex rounded-full bg-cta-100 px-4 py-1.5 text-sm font-semibold text-cta-800">
          {tagline}
        </p>
        <RotatingHeadline
          id="hero-title"
          headlines={homeHero.headlines}
          className="mt-6 max-w-4xl text-4xl leading-tight font-extrabold tracking-tight text-ink-900 sm:text-5xl lg:text-[3.5rem]"
        />
        <p className="mt-6 max-w-2xl text-lg text-ink-600 sm:text-xl">{homeHero.intro}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={onboardingHref} size="lg">
            {homeHero.primaryCta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink href="#case-studies" size="lg" variant="outline">
            {homeHero.secondaryCta}
          </ButtonLink>
        </div>
        <dl className="mt-14 grid max-w-3xl gap-4 sm:grid-cols-3">
          {homeHero.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl border border-ink-100 bg-white p-5 shadow-sm"
            >
              <dt className="text-ink-600">{stat.label}</dt>
              <dd className="text-2xl font-extrabold text-ink-900">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
