import type { BlockOf } from "@content/schemas/page-blocks";
import { cardGrid } from "@/components/sections/section-styles";
import { largeFigure } from "@/components/ui/figure";
import { cn } from "@/lib/cn";

/** Cases as cards: the figure on top, then the client's challenge, the approach and the result. */
export function ImpactCases({ items }: { items: BlockOf<"impact-cases">["items"] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3" {...cardGrid}>
      {items.map((item) => (
        <li
          key={item.client}
          className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm dark:border-white/10 dark:bg-ink-900"
        >
          <p className={cn(largeFigure, "text-3xl text-accent")}>{item.stat.value}</p>
          <p className="text-sm text-fg-muted">{item.stat.label}</p>
          <h3 className="mt-4 font-display text-lg font-bold text-fg">{item.client}</h3>
          <dl className="mt-3 space-y-3 text-ink-700 dark:text-ink-100">
            <div>
              <dt className="text-sm font-semibold text-fg-muted">Challenge</dt>
              <dd>{item.challenge}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-fg-muted">Approach</dt>
              <dd>{item.approach}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-cta-800 dark:text-cta-100">Result</dt>
              <dd className="text-fg">{item.result}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
