import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";

import type { Stat } from "@content/schemas/blocks";
import { HeroVisual, type HeroVisualKey } from "@/components/illustrations/hero-visual";
import { cn } from "@/lib/cn";

import { StatTiles } from "./stats-band";
import { keepCompoundsWhole } from "@/components/ui/keep-compounds-whole";

/**
 * The opening of a service page: a badge, the page's only h1, an intro, its calls to action,
 * optional highlights and stat tiles, and the service's illustration beside it on wide screens
 * (below the text on narrow ones). `visual` names a drawn illustration; `aside` takes any node.
 * The text column always comes first and holds the largest text, so the h1 stays the LCP.
 */
export function ServiceHero({
  badge,
  title,
  intro,
  highlights,
  stats,
  actions,
  visual,
  aside,
  note,
}: {
  badge?: string;
  title: string;
  intro: ReactNode;
  highlights?: readonly string[];
  stats?: readonly Stat[];
  actions?: ReactNode;
  visual?: HeroVisualKey;
  aside?: ReactNode;
  note?: ReactNode;
}) {
  const media = aside ?? (visual ? <HeroVisual name={visual} /> : null);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-surface to-surface dark:from-surface-brand/60"
    >
      <div
        className={cn(
          // One column that never grows past the padding (an `auto` track would take the widest
          // child's width, pushing a long badge to the screen's edge at 320 px).
          "mx-auto grid max-w-content grid-cols-[minmax(0,1fr)] gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:items-center lg:gap-16 lg:px-8",
          // From 1280 px the drawing gives up 2rem and the gap 1rem, so a hero's pair of buttons
          // has room for one row (608 px; the longest pair today is 597).
          media
            ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:gap-12"
            : null,
        )}
      >
        <div>
          {badge ? (
            <p className="inline-flex max-w-full rounded-full bg-cta-100 px-4 py-1.5 text-sm font-semibold text-balance text-cta-800 dark:bg-cta-600/20 dark:text-cta-100">
              {badge}
            </p>
          ) : null}
          <h1
            id="hero-title"
            className="mt-6 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance text-fg sm:text-5xl"
          >
            {keepCompoundsWhole(title)}
          </h1>
          <div className="mt-6 max-w-2xl text-lg text-fg-muted sm:text-xl">{intro}</div>
          {highlights?.length ? (
            <ul className="mt-6 grid gap-2 text-ink-800 sm:grid-cols-2 dark:text-ink-100">
              {highlights.map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-cta-700 dark:text-cta-600"
                  />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          {actions ? (
            // One row where the column has room (from 768 px, and from 1280 px beside the
            // drawing), else stacked at the wider button's width (docs/design-system.md).
            <div
              data-hero-actions
              className="mt-8 grid gap-3 *:whitespace-nowrap sm:w-fit md:auto-cols-max md:grid-flow-col lg:auto-cols-auto lg:grid-flow-row xl:auto-cols-max xl:grid-flow-col"
            >
              {actions}
            </div>
          ) : null}
          {note ? <p className="mt-4 text-sm text-fg-muted">{note}</p> : null}
        </div>
        {media ? <div className="px-2 sm:px-6 lg:px-0">{media}</div> : null}
      </div>
      {stats?.length ? (
        <div className="mx-auto max-w-content px-4 pb-16 sm:px-6 lg:px-8">
          <StatTiles stats={stats} />
        </div>
      ) : null}
    </section>
  );
}
