import type { ReactNode } from "react";

import { HeroVisual, type HeroVisualKey } from "@/components/illustrations/hero-visual";
import { cn } from "@/lib/cn";
import { keepCompoundsWhole } from "@/components/ui/keep-compounds-whole";

/**
 * The opening band of an inner page: eyebrow, the page's h1, an intro and optional actions.
 * With a `visual` (a drawn illustration, by name) or an `aside` (any node) the text sits left and
 * the picture right (below it on narrow screens); without one the band is centred, so no wide
 * screen shows a half-empty hero.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  visual,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  visual?: HeroVisualKey;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const media = aside ?? (visual ? <HeroVisual name={visual} /> : null);
  const centred = !media;
  return (
    <section
      aria-labelledby="page-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-surface to-surface dark:from-surface-brand/60"
    >
      <div
        className={cn(
          "mx-auto grid max-w-content gap-12 px-4 pt-16 pb-14 sm:px-6 sm:pt-20 lg:items-center lg:gap-16 lg:px-8",
          media ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]" : null,
        )}
      >
        <div className={cn(centred && "mx-auto max-w-3xl text-center")}>
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>
          <h1
            id="page-title"
            className="mt-3 max-w-4xl text-4xl leading-tight font-extrabold tracking-tight text-balance text-fg sm:text-5xl"
          >
            {keepCompoundsWhole(title)}
          </h1>
          <div
            className={cn("mt-6 max-w-2xl text-lg text-fg-muted sm:text-xl", centred && "mx-auto")}
          >
            {intro}
          </div>
          {children ? (
            <div
              className={cn(
                "mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:*:whitespace-nowrap",
                centred && "items-center sm:justify-center",
              )}
            >
              {children}
            </div>
          ) : null}
        </div>
        {media ? <div className="px-2 sm:px-6 lg:px-0">{media}</div> : null}
      </div>
    </section>
  );
}
