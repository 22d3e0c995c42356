import { blogPostCopy } from "@content/blog-copy";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";

/** Tags, then the post's closing: "Work with Us" with the pilot, our services and a call. */
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

      {/* The post's one closing section (docs/design-system.md "Calls to action"): the pilot as
          its action, the call as the quieter alternative under it. */}
      <section
        aria-labelledby="work-with-us-title"
        data-closing
        className="rounded-2xl bg-brand-50 p-6 sm:p-8 dark:bg-brand-500/10"
      >
        <h2 id="work-with-us-title" className="font-display text-2xl font-bold text-fg">
          {workWithUs.title}
        </h2>
        <p className="mt-2 text-ink-700 dark:text-ink-100">{workWithUs.text}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={onboardingHref}>{siteConfig.offer.cta.startPilot}</ButtonLink>
          <ButtonLink href="/#services" variant="secondary">
            {workWithUs.secondary}
          </ButtonLink>
        </div>
        <div className="mt-6 flex flex-col items-start gap-2 border-t border-brand-100 pt-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6 dark:border-white/10">
          <div>
            <h3 id="book-call-title" className="font-display text-lg font-bold text-fg">
              {bookCall.title}
            </h3>
            <p className="text-fg-muted">{bookCall.text}</p>
          </div>
          <ButtonLink href={schedulingHref} variant="tertiary" className="shrink-0">
            {siteConfig.offer.cta.bookCall}
          </ButtonLink>
        </div>
      </section>
    </footer>
  );
}
