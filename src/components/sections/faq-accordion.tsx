import { ChevronDown } from "lucide-react";
import { useId } from "react";

import type { Faq } from "@content/schemas/blocks";

/**
 * Questions and answers, one open at a time (docs/product.md §4): opening one closes the other, clicking
 * the open one closes it. `firstOpen` opens the first answer at load (the pilot page's rule).
 * Native `<details name>` elements: the browser keeps one open per group, exposes each question
 * as an expandable control with its state, and it all works before (and without) JavaScript.
 * The question text is an h3 inside the summary, so the questions stay in the page outline.
 */
export function FaqAccordion({
  items,
  firstOpen = false,
}: {
  items: readonly Faq[];
  firstOpen?: boolean;
}) {
  // One group per accordion: `name` is what makes the details exclusive.
  const group = `faq-${useId()}`;

  return (
    <div className="mx-auto max-w-3xl divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm dark:divide-white/10 dark:border-white/10 dark:bg-ink-900 dark:shadow-none">
      {items.map((item, index) => (
        <details key={item.question} name={group} open={firstOpen && index === 0} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left transition-colors duration-150 hover:bg-ink-50 sm:px-6 dark:hover:bg-white/5 [&::-webkit-details-marker]:hidden">
            <h3 className="font-display text-lg font-semibold text-fg">{item.question}</h3>
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-50 text-ink-600 transition-colors duration-200 group-open:bg-brand-600 group-open:text-white dark:bg-white/10 dark:text-ink-100">
              <ChevronDown
                aria-hidden="true"
                className="size-5 transition-transform duration-200 group-open:rotate-180"
              />
            </span>
          </summary>
          <div className="max-w-[65ch] px-5 pb-6 text-ink-600 sm:px-6 dark:text-ink-300">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
