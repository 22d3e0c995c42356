import { Briefcase, MapPin, Wallet } from "lucide-react";

import { ButtonLink } from "@/components/ui/button";
import {
  employmentLabels,
  formatCompensation,
  type CareersPageCopy,
  type Opening,
} from "@/features/careers/careers";

/** The open positions, each with its requirements, pay and an email application link. */
export function OpeningsList({
  openings,
  copy: openingsCopy,
  applyHref,
}: {
  openings: readonly Opening[];
  copy: CareersPageCopy["openings"];
  applyHref: (opening: Opening) => string;
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {openings.map((opening) => (
        <li
          key={opening.id}
          id={opening.id}
          data-testid="opening"
          className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm dark:border-white/10 dark:bg-ink-900"
        >
          <h3 className="font-display text-2xl font-bold text-fg">{opening.title}</h3>
          <ul
            className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-muted"
            aria-label="Role details"
          >
            <li className="inline-flex items-center gap-1.5">
              <Briefcase aria-hidden="true" className="size-4" />
              {employmentLabels[opening.employmentType]}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {opening.location}
              {opening.remote && opening.location !== "Remote" ? " or remote in India" : ""}
            </li>
          </ul>
          <p className="mt-4 text-ink-700 dark:text-ink-100">{opening.description}</p>
          <h4 className="mt-5 font-display font-bold text-fg">{openingsCopy.requirementsLabel}</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-700 dark:text-ink-100">
            {opening.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
          <p className="mt-5 inline-flex items-center gap-2 font-semibold text-fg">
            <Wallet aria-hidden="true" className="size-5 text-cta-700 dark:text-cta-100" />
            <span>
              {openingsCopy.compensationLabel}:{" "}
              <span data-testid="compensation">{formatCompensation(opening.compensation)}</span>
            </span>
          </p>
          <div className="mt-auto pt-6">
            <ButtonLink
              href={applyHref(opening)}
              className="w-full sm:w-auto"
              aria-label={`${openingsCopy.applyButton}: ${opening.title}`}
            >
              {openingsCopy.applyButton}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
