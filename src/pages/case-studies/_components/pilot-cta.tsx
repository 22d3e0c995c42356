import { caseStudiesPage } from "@content/case-studies";
import { CtaBand } from "@/components/sections/cta-band";
import { ButtonLink } from "@/components/ui/button";

/** "Book $1,499 Pilot": the case-study pages' paid pilot, booked on the scheduling page. */
export function PilotCta({ schedulingHref }: { schedulingHref: string }) {
  return (
    <CtaBand
      id="pilot-cta"
      title={caseStudiesPage.pilot.title}
      text={<p>{caseStudiesPage.pilot.text}</p>}
    >
      <ButtonLink href={schedulingHref} newTab size="lg">
        {caseStudiesPage.bookPilot}
      </ButtonLink>
    </CtaBand>
  );
}
