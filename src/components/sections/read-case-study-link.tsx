import { ArrowRight } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import { caseStudyPath, type CaseStudyCard } from "@/features/case-studies/case-studies";

/**
 * "Read Case Study" on every case-study card, on the home page and on /case-studies: the
 * button family's tertiary link (issue 13: the same component for the same job everywhere). Its
 * words are content/case-studies/page.yaml's `readCaseStudy`, handed down by the route.
 */
export function ReadCaseStudyLink({
  study,
  label,
}: {
  study: Pick<CaseStudyCard, "slug" | "client">;
  label: string;
}) {
  return (
    <ButtonLink
      href={caseStudyPath(study.slug)}
      variant="tertiary"
      className="group -ml-1"
      aria-label={`${label}: ${study.client}`}
    >
      {label}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform duration-150 group-hover:translate-x-0.5"
      />
    </ButtonLink>
  );
}
