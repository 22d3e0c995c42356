import { caseStudiesPage } from "@content/case-studies";
import { ButtonLink } from "@/components/ui/button";

/** "Book $1,499 Pilot": the case-study pages' paid pilot, booked on the scheduling page. */
export function PilotCta({ schedulingHref }: { schedulingHref: string }) {
  return (
    <section aria-labelledby="pilot-cta-title" className="bg-brand-50 py-14">
      <div className="mx-auto flex max-w-content flex-col items-start gap-6 px-4 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="pilot-cta-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {caseStudiesPage.pilot.title}
          </h2>
          <p className="mt-2 text-ink-700">{caseStudiesPage.pilot.text}</p>
        </div>
        <ButtonLink href={schedulingHref} newTab size="lg">
          {caseStudiesPage.bookPilot}
        </ButtonLink>
      </div>
    </section>
  );
}
