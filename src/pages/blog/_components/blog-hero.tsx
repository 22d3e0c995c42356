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
    <section className="bg-gradient-to-b from-brand-50 to-surface pt-16 pb-12 sm:pt-20 dark:from-ink-900">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        <p className="mt-6 max-w-[65ch] text-lg text-fg-muted sm:text-xl">{intro}</p>
      </div>
    </section>
  );
}
