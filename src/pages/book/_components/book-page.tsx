import { Gift, Clock, Video } from "lucide-react";
import type { ReactNode } from "react";

import { bookingCopy } from "@content/booking-copy";

const factIcons = [Clock, Video, Gift];

/**
 * The frame of /book and /book/manage: the heading band (like /contact's) and, below, the
 * scheduler island the route passes in as `children`.
 */
export function BookPage({
  heading = bookingCopy.heading,
  intro = bookingCopy.intro,
  eyebrow = bookingCopy.eyebrow,
  facts = true,
  notice,
  children,
}: {
  heading?: string;
  intro?: ReactNode;
  eyebrow?: string;
  facts?: boolean;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="book-title"
      className="bg-gradient-to-b from-brand-50 via-surface to-surface py-12 sm:py-20 dark:from-ink-900"
    >
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>
          <h1
            id="book-title"
            className="mt-2 font-display text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl dark:text-white"
          >
            {heading}
          </h1>
          <div className="mt-5 max-w-[65ch] text-lg text-fg-muted sm:text-xl">{intro}</div>
          {facts ? (
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-fg">
              {bookingCopy.facts.map((fact, index) => {
                const Icon = factIcons[index] ?? Clock;
                return (
                  <li key={fact} className="flex items-center gap-2">
                    <Icon aria-hidden="true" className="size-5 text-accent" />
                    {fact}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        {notice ? <div className="mt-8">{notice}</div> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
