import { Quote, Star } from "lucide-react";

import type { Testimonial } from "@content/service-pages/types";

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

/** Client words as cards: rating, quote, who said it, optional company tags and note. */
export function TestimonialCards({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={items.length === 1 ? "mx-auto max-w-3xl" : "grid gap-6 lg:grid-cols-3"}>
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
            <StarRating rating={item.rating} />
            <Quote aria-hidden="true" className="mt-4 size-7 text-brand-500" />
            <blockquote className="mt-2 text-lg text-ink-800">
              <p>{item.quote}</p>
            </blockquote>
            {/* Who said it, their companies and a note: all caption, since a figure's caption
                must come first or last in it. */}
            <figcaption className="mt-auto pt-6">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {item.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-ink-900">{item.name}</span>
                  <span className="block text-sm text-ink-600">
                    {item.role}, {item.company}
                  </span>
                </span>
              </span>
              {item.tags?.length ? (
                <ul className="mt-4 flex flex-wrap gap-2" aria-label="Companies">
                  {item.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-md bg-ink-100 px-2.5 py-1 text-sm font-medium text-ink-700"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
              {item.note ? <p className="mt-3 text-sm text-ink-600 italic">{item.note}</p> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
