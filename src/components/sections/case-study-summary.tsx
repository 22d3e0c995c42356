import type { CaseStudyCard } from "@/features/case-studies/case-studies";

/**
 * The top of a case-study card, on the home page and on the case-study list: category badge,
 * title (an h2 or h3, as the page's outline needs), description and tag chips.
 */
export function CaseStudySummary({
  study,
  headingLevel,
}: {
  study: CaseStudyCard;
  headingLevel: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <>
      <p className="w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-surface-brand dark:text-accent">
        {study.category}
      </p>
      <Heading className="mt-4 font-display text-xl font-bold text-balance text-fg">
        {study.title}
      </Heading>
      <p className="mt-2 text-fg-muted">{study.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
        {study.tags.map((tag) => (
          <li key={tag} className="rounded-md bg-surface-tinted px-2.5 py-1 text-sm text-fg-muted">
            {tag}
          </li>
        ))}
      </ul>
    </>
  );
}
