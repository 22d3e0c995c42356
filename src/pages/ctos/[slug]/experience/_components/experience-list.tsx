import type { ExperienceEntry, StartupProject } from "@content/schemas/founder-experience";

/**
 * Roles at companies, newest last: years, company (h3), role, place, what and the result. Set as
 * a CV reads, entries on an accent rule rather than cards, so the page's card grids (regions, use
 * cases) do not run into each other (docs/design-system.md "Section bands").
 */
export function ExperienceList({
  items,
}: {
  items: readonly (ExperienceEntry | StartupProject)[];
}) {
  return (
    <ul className="grid gap-x-12 gap-y-10 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.company}
          className="flex flex-col border-l-2 border-brand-200 pl-5 dark:border-brand-500/40"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-accent">{item.year}</p>
            {"type" in item ? (
              <p className="rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-accent dark:bg-brand-500/15">
                {item.type}
              </p>
            ) : null}
          </div>
          <h3 className="mt-2 font-display text-xl font-bold text-fg">{item.company}</h3>
          <p className="text-ink-700 dark:text-ink-100">
            {item.role} · {item.location}
          </p>
          <p className="mt-3 text-fg-muted">{item.description}</p>
          {"impact" in item ? (
            <p className="mt-3 font-medium text-cta-800 dark:text-cta-100">{item.impact}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
