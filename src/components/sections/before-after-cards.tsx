import type { BlockOf } from "@content/schemas/page-blocks";
import { balancedGrid } from "@/components/sections/balanced-grid";
import { card, cardGrid, cardTitle, eyebrow, reveal } from "@/components/sections/section-styles";
import { cn } from "@/lib/cn";

/** Use cases as cards: the department, the title, then the work before and after. */
export function BeforeAfterCards({ items }: { items: BlockOf<"before-after">["items"] }) {
  const grid = balancedGrid(items.length, 3);
  return (
    <ul className={grid.list} {...cardGrid}>
      {items.map((item, index) => (
        <li
          key={item.title}
          {...reveal}
          className={cn(card, "flex flex-col p-6", grid.item(index))}
        >
          <p className={eyebrow}>{item.department}</p>
          <h3 className={cn("mt-1", cardTitle)}>{item.title}</h3>
          <dl className="mt-4 grid gap-3">
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
