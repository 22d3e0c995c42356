import { ArrowRight } from "lucide-react";

import { caseStudiesPage, caseStudyPath, type CaseStudyCard } from "@content/case-studies";
import { ButtonLink } from "@/components/ui/button";

/**
 * "Read Case Study" on every case-study card, on the home page and on /case-studies: the
 * button family's tertiary link (issue 13: the same component for the same job everywhere).
 */
export function ReadCaseStudyLink({ study }: { study: CaseStudyCard }) {
  return (
    <ButtonLink
      href={caseStudyPath(study.slug)}
      variant="tertiary"
      className="group -ml-1"
      aria-label={`${caseStudiesPage.readCaseStudy}: ${study.client}`}
    >
      {caseStudiesPage.readCaseStudy}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform duration-150 group-hover:translate-x-0.5"
      />
    </ButtonLink>
  );
}
