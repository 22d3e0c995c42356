import { CtaBand } from "@/components/sections/cta-band";
import { ButtonLink } from "@/components/ui/button";
import type { CaseStudiesPageCopy } from "@/features/case-studies/case-studies";

/** "Book $1,499 Pilot": the case-study pages' paid pilot, booked on the scheduling page. */
export function PilotCta({
  copy,
  schedulingHref,
}: {
  copy: CaseStudiesPageCopy["pilot"];
  schedulingHref: string;
}) {
  return (
    <CtaBand id="pilot-cta" title={copy.title} text={<p>{copy.text}</p>}>
      <ButtonLink href={schedulingHref} size="lg">
        {copy.button}
      </ButtonLink>
    </CtaBand>
  );
}
