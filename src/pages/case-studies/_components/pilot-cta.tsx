import { caseStudiesPage } from "@content/case-studies";
import { ButtonLink } from "@/components/ui/button";

/** "Book $1,499 Pilot": the case-study pages' paid pilot, booked on the scheduling page. */
export function PilotCta({ schedulingHref }: { schedulingHref: string }) {
  return (
    <section
      aria-labelledby="pilot-cta-title"
      className="bg-ink-900 py-20 text-white sm:py-24 dark:bg-ink-950"
    >
      <div className="mx-auto flex max-w-content flex-col items-start gap-8 px-4 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2
            id="pilot-cta-title"
            className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {caseStudiesPage.pilot.title}
          </h2>
          <p className="mt-4 text-lg text-ink-100">{caseStudiesPage.pilot.text}</p>
        </div>
        <ButtonLink href={schedulingHref} newTab size="lg" className="shrink-0">
          {caseStudiesPage.bookPilot}
        </ButtonLink>
      </div>
    </section>
  );
}
