import type { ReactNode } from "react";

/** The opening band of an inner page: eyebrow, the page's h1, an intro and optional actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto max-w-content px-4 pt-16 pb-14 sm:px-6 sm:pt-20 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
        <h1
          id="page-title"
          className="mt-3 max-w-4xl text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl"
        >
          {title}
        </h1>
        <div className="mt-6 max-w-2xl text-lg text-ink-600 sm:text-xl">{intro}</div>
        {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
      </div>
    </section>
  );
}
