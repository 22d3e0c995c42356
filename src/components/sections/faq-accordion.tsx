"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";

import type { Faq } from "@content/service-pages/types";

/**
 * Questions and answers, one open at a time (SPEC §4): opening one closes the other, clicking
 * the open one closes it. `firstOpen` opens the first answer at load (the pilot page's rule).
 * Each question is a button with aria-expanded and aria-controls, inside an h3; the answer is a
 * labelled region. Hand-written rather than Radix's accordion: the same semantics for about a
 * tenth of the JavaScript, which keeps the pages inside their 170 KB budget.
 */
export function FaqAccordion({
  items,
  firstOpen = false,
}: {
  items: readonly Faq[];
  firstOpen?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(firstOpen ? 0 : null);
  const baseId = useId();

  return (
    <div className="mx-auto max-w-3xl divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex min-h-11 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink-900 hover:bg-ink-50"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-ink-500 transition-transform duration-200 ${expanded ? "rotate-180" : ""}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-ink-600"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
