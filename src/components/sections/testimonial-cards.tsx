import { Quote, Star } from "lucide-react";

import type { Testimonial } from "@content/service-pages/types";
import { cn } from "@/lib/cn";

/** A rating drawn as stars, read out as one phrase ("Rated 5 out of 5"). */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <p role="img" aria-label={`Rated ${filled} out of ${max}`} className="flex gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={
            index < filled ? "size-5 fill-amber-400 text-amber-500" : "size-5 text-ink-300"
          }
        />
      ))}
    </p>
  );
}

/**
 * Client words as cards: rating, quote, who said it with their illustrated portrait, optional
 * company tags and note. `tone="dark"` for the dark band.
 */
export function TestimonialCards({
  items,
  tone = "light",
}: {
  items: readonly Testimonial[];
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <ul className={items.length === 1 ? "mx-auto max-w-3xl" : "grid gap-6 lg:grid-cols-3"}>
      {items.map((item) => (
        <li key={item.name}>
          <figure
            data-testid="testimonial"
            className={cn(
              "flex h-full flex-col rounded-2xl border p-6 sm:p-7",
              dark ? "border-white/10 bg-white/5" : "border-line bg-surface-raised shadow-card",
            )}
          >
            <div className="flex items-center justify-between">
              <StarRating rating={item.rating} />
              <Quote
                aria-hidden="true"
                className={cn("size-7", dark ? "text-brand-100/60" : "text-brand-500")}
              />
            </div>
            <blockquote
              className={cn("mt-4 text-lg", dark ? "text-white" : "text-ink-800 dark:text-ink-100")}
            >
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-auto flex items-center gap-3 pt-6">
              {item.portrait ? (
                <img
                  src={item.portrait}
                  alt={`Portrait of ${item.name}`}
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-14 shrink-0 rounded-full ring-2 ring-white/80 dark:ring-white/10"
                />
              ) : null}
              <span>
                <span className={cn("block font-semibold", dark ? "text-white" : "text-fg")}>
                  {item.name}
                </span>
                <span className={cn("block text-sm", dark ? "text-ink-100" : "text-fg-muted")}>
                  {item.role}, {item.company}
                </span>
              </span>
            </figcaption>
            {item.tags?.length ? (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Companies">
                {item.tags.map((tag) => (
                  <li
                    key={tag}
                    className={cn(
                      "rounded-md px-2.5 py-1 text-sm font-medium",
                      dark
                        ? "bg-white/10 text-ink-100"
                        : "bg-ink-100 text-ink-700 dark:bg-white/10 dark:text-ink-100",
                    )}
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
            {item.note ? (
              <p className={cn("mt-3 text-sm italic", dark ? "text-ink-100" : "text-fg-muted")}>
                {item.note}
              </p>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
