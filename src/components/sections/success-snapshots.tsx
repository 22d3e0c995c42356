import type { SuccessSnapshot } from "@content/schemas/drawings";

import { cn } from "@/lib/cn";

import { ContentIcon } from "./content-icon";
import { card, cardGrid, cardText, cardTitle, eyebrow, reveal } from "./section-styles";

const figure =
  "flex min-w-0 items-baseline justify-between gap-3 rounded-xl px-4 py-3 sm:flex-col-reverse sm:items-center sm:justify-end sm:text-center";

/** Campaign results: industry, client, investment, result and timeframe, with the story. */
export function SuccessSnapshots({ items }: { items: readonly SuccessSnapshot[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2" {...cardGrid}>
      {items.map((item) => (
        <li key={item.client} {...reveal} className={cn(card, "flex flex-col p-6 sm:p-8")}>
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-accent dark:bg-brand-500/15">
              <ContentIcon name={item.icon} className="size-6" />
            </span>
            <div>
              <p className={eyebrow}>{item.industry}</p>
              <h3 className={cardTitle}>{item.client}</h3>
            </div>
          </div>
          {/* Rows on phones (three columns there left 85 px a figure), columns from 640 px. */}
          {/* The result takes its own width (never wrapping inside its chip), the others share the rest. */}
          <dl className="mt-6 grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:gap-3">
            <div className={cn(figure, "bg-ink-50 dark:bg-white/5")}>
              <dt className="text-sm text-fg-muted">Ad spend</dt>
              <dd className="font-display font-bold whitespace-nowrap text-fg">
                {item.investment}
              </dd>
            </div>
            <div className={cn(figure, "bg-cta-100 dark:bg-cta-700/20")}>
              <dt className="text-sm text-cta-800 dark:text-cta-100">Result</dt>
              <dd className="font-display font-bold whitespace-nowrap text-fg">{item.result}</dd>
            </div>
            <div className={cn(figure, "bg-ink-50 dark:bg-white/5")}>
              <dt className="text-sm text-fg-muted">Timeframe</dt>
              <dd className="font-display font-bold whitespace-nowrap text-fg">{item.timeframe}</dd>
            </div>
          </dl>
          <p className={cn("mt-6", cardText)}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
