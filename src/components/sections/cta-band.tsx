import type { ReactNode } from "react";

/** A closing call to action on a dark band: heading (h2), text, a list of points, buttons. */
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
    <section id={id} aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-gradient-to-br from-ink-900 via-ink-800 to-brand-700 px-6 py-12 text-center text-white sm:px-12">
          <h2
            id={headingId}
            className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {text ? <div className="mx-auto mt-4 max-w-2xl text-lg text-ink-100">{text}</div> : null}
          {points?.length ? (
            <ul className="mx-auto mt-6 grid max-w-2xl gap-2 text-left text-ink-100 sm:grid-cols-2">
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
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </div>
    </section>
  );
}
