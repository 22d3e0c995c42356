/** The band that opens the blog list and category pages. */
export function BlogHero({
  eyebrow,
  title,
  intro,
}: {
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <section className="bg-ink-50 py-14 sm:py-16 dark:bg-white/5">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-100">
          {eyebrow}
        </p>
        <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-fg-muted">{intro}</p>
      </div>
    </section>
  );
}
