import { ChevronDown } from "lucide-react";
import { useId } from "react";

import type { Faq } from "@content/service-pages/types";

/**
 * Questions and answers, one open at a time (SPEC §4): opening one closes the other, clicking
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
    <div className="mx-auto max-w-3xl divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
      {items.map((item, index) => (
        <details key={item.question} name={group} open={firstOpen && index === 0} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-semibold text-ink-900">{item.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-ink-600">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
