import { Quote, Star } from "lucide-react";

import { OptimisedImg } from "@/components/ui/optimised-img";
import type { Testimonial } from "@/features/testimonials/testimonials";
import { cn } from "@/lib/cn";

import { cardGrid, swipeRow } from "./section-styles";

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
 * Client words as cards: rating, quote, who said it with their portrait (a drawing by default, a
 * photo once one is uploaded: a fixed 56 px box either way). `tone="dark"` for the dark band.
 * Several cards share a row with equal weight (issue 23): the same parts in each and one height,
 * so a card's company labels show only when it stands alone, and the notes (“Work done at
 * previous companies…”) are said once under the row instead of inside one card.
 * With `swipe` (the row's name) several cards are a row a phone swipes through below 768 px
 * (`swipeRow`: a named region the keyboard can scroll) instead of a column; the grid from 768 px.
 */
export function TestimonialCards({
  items,
  tone = "light",
  swipe,
}: {
  items: readonly Testimonial[];
  tone?: "light" | "dark";
  /** The name of the swipeable row on phones (e.g. "Testimonials"); without it, a column. */
  swipe?: string;
}) {
  const dark = tone === "dark";
  const alone = items.length === 1;
  const swiped = Boolean(swipe) && !alone;
  const notes = alone ? [] : [...new Set(items.flatMap((item) => (item.note ? [item.note] : [])))];
  const list = (
    <ul
      className={
        alone
          ? "mx-auto max-w-3xl"
          : swiped
            ? cn(swipeRow.list, "md:grid md:grid-cols-2 lg:grid-cols-3")
            : "grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      }
      {...cardGrid}
    >
      {items.map((item, index) => (
        <li
          key={item.name}
          className={
            cn(
              swiped && swipeRow.item,
              !alone &&
                items.length % 2 === 1 &&
                index === items.length - 1 &&
                "md:col-span-2 lg:col-span-1",
            ) || undefined
          }
        >
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
              className={cn(
                "mt-4 text-lg",
                !alone && "mb-6",
                dark ? "text-white" : "text-ink-800 dark:text-ink-100",
              )}
            >
              <p>{item.quote}</p>
            </blockquote>
            {/* Who said it (and, alone, their companies and a note): all caption, since a
                figure's caption must come first or last in it. */}
            <figcaption
              className={cn(
                "mt-auto",
                alone ? "pt-6" : "border-t pt-5",
                !alone && (dark ? "border-white/10" : "border-line"),
              )}
            >
              <span className="flex items-center gap-3">
                {item.portrait ? (
                  <OptimisedImg
                    image={item.portrait}
                    alt={`Portrait of ${item.name}`}
                    className="size-14 shrink-0 rounded-full bg-brand-100 object-cover ring-2 ring-white/80 dark:bg-ink-700 dark:ring-white/10"
                  />
                ) : null}
                {/* Two lines of role held open: each card's caption is as tall as the others. */}
                <span className={cn(!alone && "min-h-16")}>
                  <span className={cn("block font-semibold", dark ? "text-white" : "text-fg")}>
                    {item.name}
                  </span>
                  <span className={cn("block text-sm", dark ? "text-ink-100" : "text-fg-muted")}>
                    {item.role}, {item.company}
                  </span>
                </span>
              </span>
              {alone && item.tags?.length ? (
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
              {alone && item.note ? (
                <p className={cn("mt-3 text-sm italic", dark ? "text-ink-100" : "text-fg-muted")}>
                  {item.note}
                </p>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {swiped ? (
        <div role="region" aria-label={swipe} tabIndex={0} className={swipeRow.region}>
          {list}
        </div>
      ) : (
        list
      )}
      {notes.map((note) => (
        <p
          key={note}
          className={cn("mt-6 text-center text-sm italic", dark ? "text-ink-100" : "text-fg-muted")}
        >
          {note}
        </p>
      ))}
    </>
  );
}
