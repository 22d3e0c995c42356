import { Quote, Star } from "lucide-react";

import { OptimisedImg } from "@/components/ui/optimised-img";
import type { Testimonial } from "@/features/testimonials/testimonials";
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
 * company tags and note. `tone="dark"` for the dark band. `featured`: the first card spans the
 * row on wide screens, its quote beside who said it, and the others share the row below, so a
 * card with more to say leaves no other card half empty.
 */
export function TestimonialCards({
  items,
  tone = "light",
  featured = false,
}: {
  items: readonly Testimonial[];
  tone?: "light" | "dark";
  featured?: boolean;
}) {
  const dark = tone === "dark";
  return (
    <ul
      className={
        items.length === 1
          ? "mx-auto max-w-3xl"
          : featured
            ? "grid gap-6 lg:grid-cols-2"
            : "grid gap-6 lg:grid-cols-3"
      }
    >
      {items.map((item, index) => {
        const wide = featured && index === 0 && items.length > 1;
        return (
          <li key={item.name} className={wide ? "lg:col-span-2" : undefined}>
            <figure
              data-testid="testimonial"
              className={cn(
                "flex h-full flex-col rounded-2xl border p-6 sm:p-7",
                wide &&
                  "lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:p-10",
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
                className={cn(
                  "mt-4 text-lg",
                  wide && "lg:text-xl lg:leading-relaxed",
                  dark ? "text-white" : "text-ink-800 dark:text-ink-100",
                )}
              >
                <p>{item.quote}</p>
              </blockquote>
              {/* Who said it, their companies and a note: all caption, since a figure's caption
                must come first or last in it. */}
              <figcaption
                className={cn(
                  "mt-auto pt-6",
                  wide &&
                    "lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-center lg:border-l lg:pt-0 lg:pl-12",
                  wide && (dark ? "lg:border-white/10" : "lg:border-line"),
                )}
              >
                <span className="flex items-center gap-3">
                  {item.portrait ? (
                    <OptimisedImg
                      image={item.portrait}
                      alt={`Portrait of ${item.name}`}
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
                </span>
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
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
