import type { BlockOf } from "@content/schemas/page-blocks";
import { cardGrid, cardOnDark, reveal } from "@/components/sections/section-styles";
import { cn } from "@/lib/cn";
import { largeFigure } from "@/components/ui/figure";

/**
 * Rows a card spans from 1024 px, by the most figures a story has (1 to 3): industry, client and
 * summary, then one row per figure.
 */
const cardRows = ["lg:row-span-4", "lg:row-span-5", "lg:row-span-6"];
const figureRows = ["lg:row-span-1", "lg:row-span-2", "lg:row-span-3"];

/**
 * Client stories on a dark band: industry, client, what was built and its figures. From 1024 px,
 * where the cards sit side by side, each is a subgrid of the list's rows: every client, summary
 * and figure (with its rule) starts at one height across the row.
 */
export function StoryCards({ items }: { items: BlockOf<"story-cards">["items"] }) {
  const rows = Math.min(3, Math.max(1, ...items.map((story) => story.stats.length))) - 1;
  return (
    <ul className="grid gap-6 lg:grid-cols-3" {...cardGrid}>
      {items.map((story) => (
        <li
          key={story.client}
          {...reveal}
          className={cn(
            cardOnDark,
            "flex flex-col p-6 sm:p-8 lg:grid lg:grid-rows-subgrid lg:gap-y-0",
            cardRows[rows],
          )}
        >
          <p className="text-sm font-semibold tracking-wider text-cta-100 uppercase">
            {story.industry}
          </p>
          <h3 className="mt-1 font-display text-xl font-bold text-white">{story.client}</h3>
          <p className="mt-3 text-ink-100">{story.summary}</p>
          {/* One figure per row: beside each other they left 66 px per tile (issue 13). */}
          <dl
            className={cn(
              "mt-auto grid gap-4 pt-6 sm:grid-cols-2 lg:mt-0 lg:grid-cols-1 lg:grid-rows-subgrid",
              figureRows[rows],
            )}
          >
            {story.stats.map((stat) => (
              <div
                key={stat.label}
                data-story-stat
                // The figure at the top of its row (in a reversed column, the end is the top).
                className="flex min-w-0 flex-col-reverse justify-end border-t border-white/15 pt-4"
              >
                <dt className="text-ink-100">{stat.label}</dt>
                <dd className={cn(largeFigure, "text-3xl text-white")}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
