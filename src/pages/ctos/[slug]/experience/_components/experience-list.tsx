import type { ExperienceEntry, StartupProject } from "@content/service-pages/types";

/** Roles at companies, newest last: years, company (h3), role, place, what and the result. */
export function ExperienceList({
  items,
}: {
  items: readonly (ExperienceEntry | StartupProject)[];
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.company}
          className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-brand-700">{item.year}</p>
            {"type" in item ? (
              <p className="rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-brand-700">
                {item.type}
              </p>
            ) : null}
          </div>
          <h3 className="mt-2 text-xl font-bold text-ink-900">{item.company}</h3>
          <p className="text-ink-700">
            {item.role} · {item.location}
          </p>
          <p className="mt-3 text-ink-600">{item.description}</p>
          {"impact" in item ? <p className="mt-3 font-medium text-cta-800">{item.impact}</p> : null}
        </li>
      ))}
    </ul>
  );
}
