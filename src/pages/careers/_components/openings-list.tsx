import { Briefcase, MapPin, Wallet } from "lucide-react";

import { card, cardGrid } from "@/components/sections/section-styles";
import { ButtonLink } from "@/components/ui/button";
import {
  employmentLabels,
  formatCompensation,
  type CareersPageCopy,
  type Opening,
} from "@/features/careers/careers";
import { cn } from "@/lib/cn";

/**
 * The open positions as a grid of cards (`data-card-grid`), each with its requirements, pay and an
 * email application link: a secondary button, so the page keeps one primary per screen.
 */
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
    <ul className="grid gap-6 lg:grid-cols-2" {...cardGrid}>
      {openings.map((opening) => (
        <li
          key={opening.id}
          id={opening.id}
          data-testid="opening"
          className={cn(card, "flex flex-col p-5 min-[400px]:p-6 sm:p-8")}
        >
          <h3 className="font-display text-2xl font-bold text-fg">{opening.title}</h3>
          <ul
            className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-muted"
            aria-label="Role details"
          >
            <li className="inline-flex items-center gap-1.5">
              <Briefcase aria-hidden="true" className="size-4 shrink-0" />
              {employmentLabels[opening.employmentType]}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {opening.location}
              {opening.remote && opening.location !== "Remote" ? " or remote in India" : ""}
            </li>
          </ul>
          <p className="mt-4 text-fg-muted">{opening.description}</p>
          <h4 className="mt-5 font-display font-bold text-fg">{openingsCopy.requirementsLabel}</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-fg-muted">
            {opening.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
          <p className="mt-5 flex items-start gap-2 font-semibold text-fg">
            <Wallet
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-cta-700 dark:text-cta-100"
            />
            <span>
              {openingsCopy.compensationLabel}:{" "}
              <span data-testid="compensation">{formatCompensation(opening.compensation)}</span>
            </span>
          </p>
          <div className="mt-auto pt-6">
            <ButtonLink
              href={applyHref(opening)}
              variant="secondary"
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
