import type { BlockOf } from "@content/schemas/page-blocks";
import { cardGrid, cardOnDark, reveal } from "@/components/sections/section-styles";
import { cn } from "@/lib/cn";
import { largeFigure } from "@/components/ui/figure";

/** Client stories on a dark band: industry, client, what was built and its figures. */
export function StoryCards({ items }: { items: BlockOf<"story-cards">["items"] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3" {...cardGrid}>
      {items.map((story) => (
        <li key={story.client} {...reveal} className={cn(cardOnDark, "flex flex-col p-6 sm:p-8")}>
          <p className="text-sm font-semibold tracking-wider text-cta-100 uppercase">
            {story.industry}
          </p>
          <h3 className="mt-1 font-display text-xl font-bold text-white">{story.client}</h3>
          <p className="mt-3 text-ink-100">{story.summary}</p>
          {/* One figure per row: beside each other they left 66 px per tile (issue 13). */}
          <dl className="mt-auto grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-1">
            {story.stats.map((stat) => (
              <div
                key={stat.label}
                data-story-stat
                className="flex min-w-0 flex-col-reverse border-t border-white/15 pt-4"
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
