import { ArrowRight, BadgeCheck } from "lucide-react";

import type { HomePageCopy } from "@content/schemas/home";
import { PilotBoard } from "@/components/illustrations/pilot-board";
import { ButtonLink } from "@/components/ui/button";

import { RotatingHeadline } from "./rotating-headline";
import { largeFigure } from "@/components/ui/figure";
import { cn } from "@/lib/cn";

/**
 * The home page's opening: the rotating headline (the page's LCP), intro, the one primary call
 * to action, the hero stats, and the 5-day pilot board beside it (below it on narrow screens,
 * where phones see its top, fading out).
 */
export function HomeHero({
  copy: homeHero,
  tagline,
  onboardingHref,
}: {
  copy: HomePageCopy["hero"];
  tagline: string;
  onboardingHref: string;
}) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-surface to-surface dark:from-surface-brand/60"
    >
      {/* A faint dot grid behind the board: texture without a request. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-0 hidden w-1/2 [background-image:radial-gradient(var(--color-ink-100)_1px,transparent_1px)] [mask-image:linear-gradient(to_left,black,transparent)] [background-size:22px_22px] lg:block dark:[background-image:radial-gradient(rgb(255_255_255/0.08)_1px,transparent_1px)]"
      />
      <div className="relative mx-auto grid max-w-content gap-10 px-4 pt-8 pb-12 sm:gap-14 sm:px-6 sm:pt-20 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] lg:items-center lg:gap-16 lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex rounded-full bg-cta-100 px-4 py-1.5 text-sm font-semibold text-cta-800 dark:bg-cta-600/20 dark:text-cta-100">
            {tagline}
          </p>
          <RotatingHeadline
            id="hero-title"
            headlines={homeHero.headlines}
            className="mt-6 max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-ink-900 sm:text-5xl lg:text-[3.5rem] dark:text-white"
          />
          <p className="mt-6 max-w-2xl text-lg text-fg-muted sm:text-xl">{homeHero.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:*:whitespace-nowrap">
            <ButtonLink href={onboardingHref} size="lg">
              {homeHero.primaryCta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink href="#case-studies" size="lg" variant="secondary">
              {homeHero.secondaryCta}
            </ButtonLink>
          </div>
          {/* The stats: a stat that is not a figure ("New Brand") reads as a short line, the
              figures as two tiles whose labels keep to two short lines even at 320 px. */}
          <dl
            data-hero-stats
            className="mt-8 grid max-w-xl grid-cols-2 gap-x-6 gap-y-5 border-t border-ink-100 pt-6 dark:border-white/10"
          >
            {homeHero.stats.map((stat) =>
              /\d/.test(stat.value) ? (
                <div
                  key={stat.label}
                  data-hero-stat="figure"
                  className="flex flex-col-reverse justify-end border-l-2 border-brand-200 pl-4 dark:border-brand-300/40"
                >
                  <dt className="mt-1 text-sm leading-snug text-fg-muted">{stat.label}</dt>
                  <dd className={cn(largeFigure, "text-3xl text-fg")}>{stat.value}</dd>
                </div>
              ) : (
                <div
                  key={stat.label}
                  data-hero-stat="label"
                  className="col-span-full flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
                >
                  <dt className="order-last text-fg-muted">{stat.label}</dt>
                  {/* The icon inside the dd: a <dl>'s groups hold only dt and dd. */}
                  <dd className="inline-flex items-center gap-2 font-semibold text-fg">
                    <BadgeCheck
                      aria-hidden="true"
                      className="size-5 shrink-0 text-cta-700 dark:text-cta-400"
                    />
                    {stat.value}
                    <span aria-hidden="true" className="ml-2 text-fg-subtle">
                      ·
                    </span>
                  </dd>
                </div>
              ),
            )}
          </dl>
        </div>
        {/* On phones the board shows its days and fades out over the last one, before the
            architecture's label (a label cut mid-fade read as truncated): the whole of it below
            the stats was a screen and more of drawing. The faded box runs to the screen's edges
            and 4rem above the board, fading in, so the board's glow is never cut in a visible
            line. */}
        <div
          data-board-window
          className="-mx-4 px-6 max-sm:-mt-16 max-sm:h-[26.5rem] max-sm:overflow-y-clip max-sm:[mask-image:linear-gradient(to_bottom,transparent,black_4rem,black_calc(100%_-_5rem),transparent)] max-sm:pt-16 sm:mx-0 sm:px-6 lg:px-0"
        >
          <PilotBoard />
        </div>
      </div>
    </section>
  );
}
