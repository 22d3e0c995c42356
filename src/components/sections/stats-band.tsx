import type { ReactNode } from "react";

import type { Stat } from "@content/schemas/blocks";
import { cn } from "@/lib/cn";

import { PageSection } from "./page-section";
import { largeFigure } from "@/components/ui/figure";

/** Stat tiles as a description list (value shown large above its label). */
export function StatTiles({
  stats,
  tone = "light",
  layout = "row",
}: {
  stats: readonly Stat[];
  tone?: "light" | "dark";
  /**
   * `stack`: one panel of figures, one above another: the visual side of a text-and-visual row.
   * `strip`: a slim row of figures divided by hairlines, no tiles: under a larger visual.
   */
  layout?: "row" | "stack" | "strip";
}) {
  const dark = tone === "dark";
  if (layout === "strip") {
    return (
      // Four across when the strip has 32rem (a container query), else two rows of two.
      <div className="@container mt-8">
        <dl
          className={cn(
            "grid grid-cols-2 gap-y-5 border-t pt-5 @lg:grid-cols-4",
            dark ? "border-white/10" : "border-line",
          )}
        >
          {stats.map((stat) => (
            <div
              key={stat.label}
              className={cn(
                "flex flex-col-reverse justify-end border-l px-3 first:border-l-0 first:pl-0 @max-lg:odd:border-l-0 @max-lg:odd:pl-0 @lg:px-4",
                dark ? "border-white/10" : "border-line",
              )}
            >
              <dt
                className={cn("mt-1 text-sm leading-snug", dark ? "text-ink-100" : "text-fg-muted")}
              >
                {stat.label}
              </dt>
              <dd
                className={cn(largeFigure, "text-2xl sm:text-3xl", dark ? "text-white" : "text-fg")}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }
  if (layout === "stack") {
    return (
      <dl
        className={cn(
          // One grid for all rows (subgrid), so every label starts at the same x.
          "grid grid-cols-[max-content_1fr] gap-x-5 divide-y rounded-panel border px-6 sm:gap-x-6 sm:px-8",
          dark
            ? "divide-white/10 border-white/10 bg-white/5"
            : "divide-line border-line bg-surface-raised shadow-card",
        )}
      >
        {stats.map((stat) => (
          <div key={stat.label} className="col-span-2 grid grid-cols-subgrid items-baseline py-5">
            <dt
              className={cn(
                "col-start-2 row-start-1 text-base sm:text-lg",
                dark ? "text-ink-100" : "text-fg-muted",
              )}
            >
              {stat.label}
            </dt>
            <dd
              className={cn(
                largeFigure,
                "col-start-1 row-start-1 text-3xl sm:text-4xl",
                dark ? "text-white" : "text-fg",
              )}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl
      className={cn(
        // From sm the card grids' gap (gap-6), so tiles under a row of cards line up with it.
        "grid grid-cols-2 gap-3 sm:gap-6",
        stats.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            // Values at the top of their tile, so a row's figures share one line.
            "flex flex-col-reverse justify-end rounded-2xl p-3.5 sm:p-5",
            dark ? "bg-white/10" : "border border-line bg-surface-raised shadow-card",
          )}
        >
          <dt className={cn("text-sm sm:text-base", dark ? "text-ink-100" : "text-fg-muted")}>
            {stat.label}
          </dt>
          <dd
            // A figure never breaks ("30-45 days"): one line, a size smaller on phones.
            className={cn(
              largeFigure,
              "text-lg whitespace-nowrap min-[400px]:text-2xl sm:text-3xl",
              dark ? "text-white" : "text-fg",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of figures (on a dark band by default). */
export function StatsBand({
  id,
  title,
  intro,
  stats,
  tone = "dark",
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  stats: readonly Stat[];
  tone?: "dark" | "muted" | "white";
  children?: ReactNode;
}) {
  return (
    <PageSection id={id} title={title} intro={intro} tone={tone}>
      <StatTiles stats={stats} tone={tone === "dark" ? "dark" : "light"} />
      {children}
    </PageSection>
  );
}
