import { blogPostCopy } from "@content/blog-copy";
import { ButtonLink } from "@/components/ui/button";

/** Tags, the "Work with Us" / "Explore Our Services" box and the book-a-call action. */
export function PostFooter({
  tags,
  onboardingHref,
  schedulingHref,
}: {
  tags: string[];
  onboardingHref: string;
  schedulingHref: string;
}) {
  const { workWithUs, bookCall } = blogPostCopy;
  return (
    <footer className="mt-12 space-y-8">
      <section aria-labelledby="tags-title">
        <h2
          id="tags-title"
          className="font-display text-sm font-semibold tracking-wider text-ink-600 uppercase dark:text-ink-300"
        >
          {blogPostCopy.tagsTitle}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <a
                href={`/blog?q=${encodeURIComponent(tag)}`}
                className="inline-flex min-h-11 items-center rounded-full bg-ink-100 px-4 text-sm font-medium text-ink-800 hover:bg-brand-100 hover:text-brand-700 dark:bg-white/10 dark:text-ink-100 dark:hover:bg-white/20 dark:hover:text-white"
              >
                #{tag}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="work-with-us-title"
        className="rounded-2xl bg-brand-50 p-6 sm:p-8 dark:bg-brand-500/10"
      >
        <h2 id="work-with-us-title" className="font-display text-2xl font-bold text-fg">
          {workWithUs.title}
        </h2>
        <p className="mt-2 text-ink-700 dark:text-ink-100">{workWithUs.text}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={onboardingHref}>{workWithUs.primary}</ButtonLink>
          <ButtonLink href="/#services" variant="outline">
            {workWithUs.secondary}
          </ButtonLink>
        </div>
      </section>

      <section
        aria-labelledby="book-call-title"
        className="flex flex-col items-start gap-4 rounded-2xl border border-ink-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 dark:border-white/10"
      >
        <div>
          <h2 id="book-call-title" className="font-display text-xl font-bold text-fg">
            {bookCall.title}
          </h2>
          <p className="mt-1 text-fg-muted">{bookCall.text}</p>
        </div>
        <ButtonLink href={schedulingHref} newTab variant="secondary">
          {bookCall.button}
        </ButtonLink>
      </section>
    </footer>
  );
}
