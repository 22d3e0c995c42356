import type { CaseStudyCard } from "@/features/case-studies/case-studies";
import { largeFigure } from "@/components/ui/figure";
import { cn } from "@/lib/cn";

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

/** A case-study card's figures under a hairline (home and the list): the value over its label. */
export function CaseStudyStats({ study }: { study: CaseStudyCard }) {
  return (
    <dl className="grid grid-cols-2 gap-4 border-t border-ink-100 pt-5 dark:border-white/10">
      {study.stats.map((stat) => (
        <div key={stat.label} className="flex min-w-0 flex-col">
          <dt className="order-last text-sm text-fg-muted">{stat.label}</dt>
          <dd
            className={cn(largeFigure, "text-2xl whitespace-nowrap text-brand-700 dark:text-white")}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
