import type { ReactNode } from "react";

/**
 * A closing call to action on a dark band: heading (h2), text, a list of points, buttons. It is
 * the page's one closing section (`data-closing`; docs/design-system.md "Calls to action"), so a
 * page that ends with one tells the site layout `closing="page"` and the footer shows no banner.
 */
export function CtaBand({
  id,
  title,
  text,
  points,
  children,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  points?: readonly string[];
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-closing
      className="py-16 sm:py-20 dark:bg-ink-950"
    >
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-ink-900 via-ink-800 to-brand-700 px-6 py-14 text-center text-white ring-1 ring-white/10 sm:px-12 sm:py-16">
          {/* A soft green glow behind the heading: depth without an image request. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-32 left-1/2 h-72 w-[36rem] max-w-full -translate-x-1/2 bg-[radial-gradient(closest-side,rgb(22_163_74/0.3),transparent)]"
          />
          <h2
            id={headingId}
            className="relative mx-auto max-w-3xl font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {text ? (
            <div className="relative mx-auto mt-4 max-w-2xl text-lg text-ink-100">{text}</div>
          ) : null}
          {points?.length ? (
            <ul className="relative mx-auto mt-6 grid max-w-2xl gap-2 text-left text-ink-100 sm:grid-cols-2">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="text-cta-100">
                    ✓
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
