import { SectionHeading } from "@/components/sections/section-heading";
import { TickedStatements } from "@/components/sections/tick-list";
import { OptimisedImg } from "@/components/ui/optimised-img";
import type { OptimisedImage } from "@/components/ui/optimised-image";
import type { CareersPageCopy } from "@/features/careers/careers";

/** A person the team panel shows: name, role and portrait (content/team/). */
export type Mentor = { name: string; role: string; portrait: OptimisedImage };

/**
 * "Why work with us" as a text-and-visual row (docs/design-system.md "Section bands"): the perks
 * as a compact two-column list, no cards, beside the people a new hire learns from (the team's
 * portraits, names and roles). It keeps the page from opening on a grid of cards.
 */
export function PerksRow({
  copy,
  team,
}: {
  copy: CareersPageCopy["perks"];
  team: readonly Mentor[];
}) {
  return (
    <section
      id="perks"
      aria-labelledby="perks-title"
      data-split-row=""
      className="bg-surface py-16 sm:py-20 dark:border-t dark:border-line"
    >
      <div className="mx-auto grid max-w-content gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-center lg:gap-16 lg:px-8">
        <div>
          <SectionHeading id="perks-title" title={copy.heading} align="left" />
          <TickedStatements items={copy.items} className="mt-8" />
        </div>
        <TeamPanel label={copy.teamLabel} team={team} />
      </div>
    </section>
  );
}

/** The visual side: who a new hire works beside, each with their portrait (a drawing or a photo). */
function TeamPanel({ label, team }: { label: string; team: readonly Mentor[] }) {
  return (
    <figure
      data-team-panel
      className="relative mx-auto w-full max-w-md rounded-panel border border-line bg-surface-raised p-6 shadow-card sm:p-8 lg:max-w-none"
    >
      <figcaption className="text-sm font-semibold tracking-wider text-accent uppercase">
        {label}
      </figcaption>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6">
        {team.map((person) => (
          <li key={person.name} className="min-w-0">
            <OptimisedImg
              image={person.portrait}
              alt={`Portrait of ${person.name}`}
              className="aspect-square w-full rounded-2xl object-cover ring-1 ring-line"
            />
            <p className="mt-3 font-display text-lg leading-snug font-bold text-fg">
              {person.name}
            </p>
            <p className="mt-0.5 text-sm text-fg-muted">{person.role}</p>
          </li>
        ))}
      </ul>
    </figure>
  );
}
