import type { BlockOf } from "@content/schemas/page-blocks";
import { card, cardText, cardTitle } from "@/components/sections/section-styles";
import { cn } from "@/lib/cn";

/**
 * Groups of tools as one panel in quarters, not more cards (issue 23: never three card grids in a
 * row): each group's name, a line and its tools as small labels.
 */
export function ToolGroups({
  groups,
  label,
}: {
  groups: BlockOf<"tool-groups">["groups"];
  /** The list's name for screen readers (the section's heading). */
  label: string;
}) {
  return (
    <ul
      data-product-band="stack"
      aria-label={label}
      className={cn(
        card,
        "grid overflow-hidden rounded-panel md:grid-cols-2 [&>li]:border-line max-md:[&>li+li]:border-t md:[&>li:last-child:nth-child(odd)]:col-span-2 md:[&>li:nth-child(even)]:border-l md:[&>li:nth-child(n+3)]:border-t",
      )}
    >
      {groups.map((group) => (
        <li key={group.name} className="p-6 sm:p-8">
          <h3 className={cardTitle}>{group.name}</h3>
          <p className={cn("mt-1", cardText)}>{group.description}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${group.name} tools`}>
            {group.tools.map((tool) => (
              <li
                key={tool}
                className="rounded-md bg-brand-50 px-2.5 py-1 text-sm font-medium text-accent dark:bg-brand-500/15"
              >
                {tool}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
