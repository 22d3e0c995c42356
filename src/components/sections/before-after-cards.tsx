import type { BlockOf } from "@content/schemas/page-blocks";
import { balancedGrid } from "@/components/sections/balanced-grid";
import { card, cardGrid, cardTitle, eyebrow, reveal } from "@/components/sections/section-styles";
import { cn } from "@/lib/cn";

/**
 * Use cases as cards: the department, the title, then the work before and after. Each card is a
 * subgrid of the list's rows, so in a row of cards every title, "Before" and "After" starts at one
 * height and the boxes share one height (docs/design-system.md "Cards").
 */
export function BeforeAfterCards({ items }: { items: BlockOf<"before-after">["items"] }) {
  const grid = balancedGrid(items.length, 3);
  return (
    <ul className={grid.list} {...cardGrid}>
      {items.map((item, index) => (
        <li
          key={item.title}
          {...reveal}
          className={cn(card, "row-span-4 grid grid-rows-subgrid gap-y-0 p-6", grid.item(index))}
        >
          <p className={eyebrow}>{item.department}</p>
          <h3 className={cn("mt-1", cardTitle)}>{item.title}</h3>
          <dl className="row-span-2 mt-4 grid grid-rows-subgrid gap-y-3">
            <div className="rounded-xl bg-ink-50 p-4 dark:bg-white/5">
              <dt className="text-sm font-semibold text-fg-muted">Before</dt>
              <dd className="mt-1 text-ink-700 dark:text-ink-100">{item.before}</dd>
            </div>
            <div className="rounded-xl bg-cta-100 p-4 dark:bg-cta-700/20">
              <dt className="text-sm font-semibold text-cta-800 dark:text-cta-100">After</dt>
              <dd className="mt-1 text-fg">{item.after}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
