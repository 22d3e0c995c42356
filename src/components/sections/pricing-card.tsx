import { Check } from "lucide-react";
import type { ReactNode } from "react";

import type { BlockOf } from "@content/schemas/page-blocks";
import type { OfferPrices } from "@/lib/offer-prices";
import { largeFigure } from "@/components/ui/figure";
import { cn } from "@/lib/cn";

/** The ongoing partnership plan: the crossed-out standard rate, the launch price, what's in it. */
export function PricingCard({
  copy,
  prices,
  launchTitle,
  children,
}: {
  /** Its texts already quote the offer's figures (src/features/services/offer-figures.ts). */
  copy: BlockOf<"pricing">;
  prices: OfferPrices;
  launchTitle: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-3xl border-2 border-cta-700 bg-white p-8 shadow-xl dark:bg-ink-900">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-display text-2xl font-bold text-fg">{copy.planName}</h3>
        <p className="rounded-full bg-cta-100 px-3 py-1 text-sm font-semibold text-cta-800 dark:bg-cta-700/20 dark:text-cta-100">
          {launchTitle}: {copy.discount}
        </p>
      </div>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-3">
        <span className={cn(largeFigure, "text-5xl text-fg")}>{prices.discounted}</span>
        <span className="text-fg-muted">{copy.perMonth}</span>
        <span className="text-lg text-ink-500 dark:text-ink-300">
          <span className="sr-only">{copy.insteadOf} </span>
          <s>{prices.standard}</s>
        </span>
      </p>
      <p className="mt-2 font-semibold text-danger-700 dark:text-red-300">{copy.slots}</p>
      <p className="mt-1 text-fg-muted">{copy.hours}</p>
      <ul className="mt-6 space-y-3 text-ink-800 dark:text-ink-100">
        {copy.includes.map((item) => (
          <li key={item} className="flex gap-2">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-cta-700 dark:text-cta-100"
            />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3">{children}</div>
      <p className="mt-6 border-t border-ink-100 pt-4 text-center text-sm text-ink-600 dark:border-white/10 dark:text-ink-300">
        {copy.traditionalLabel} <strong className="text-fg">{copy.traditionalCost}</strong>
      </p>
    </div>
  );
}
