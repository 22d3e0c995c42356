import { CaseStudyStats, CaseStudySummary } from "@/components/sections/case-study-summary";
import { CaseStudyVisual } from "@/components/sections/case-study-visual";
import { ReadCaseStudyLink } from "@/components/sections/read-case-study-link";
import { card, reveal } from "@/components/sections/section-styles";
import type { CaseStudyCard } from "@/features/case-studies/case-studies";
import { cn } from "@/lib/cn";

/**
 * A case study in the list: its drawing (or uploaded picture), category badge, title,
 * description, tags, stats and the tertiary "Read Case Study" link (a link, not a button: the
 * page's one primary action is the pilot below).
 */
export function CaseStudyListCard({
  study,
  readLabel,
}: {
  study: CaseStudyCard;
  readLabel: string;
}) {
  return (
    // Side by side on tablets (one card per row there), stacked in the three columns above,
    // where the cards of the row share four rows (subgrid: visual, summary, stats, link), so
    // their stats rows sit at one y however many lines the tags above them take.
    <article
      {...reveal}
      className={cn(
        card,
        "flex h-full flex-col overflow-hidden md:flex-row lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-0",
      )}
    >
      <CaseStudyVisual
        kind={study.visual}
        image={study.image}
        // One of three columns from lg (max-w-content), two fifths of the card on tablets.
        sizes="(min-width: 1024px) 24rem, (min-width: 768px) 40vw, 100vw"
        className="md:aspect-auto md:w-2/5 md:shrink-0 lg:aspect-[16/9] lg:w-auto"
      />
      <div className="flex flex-1 flex-col p-6 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-0">
        <div>
          <CaseStudySummary study={study} headingLevel="h2" />
        </div>
        {/* Stats and link at the card's bottom on tablets; at the top of their shared row above. */}
        <div className="mt-auto pt-6 lg:mt-0">
          <CaseStudyStats study={study} />
        </div>
        <div className="pt-6 lg:pt-4">
          <ReadCaseStudyLink study={study} label={readLabel} />
        </div>
      </div>
    </article>
  );
}
