import type { UseCase } from "@content/schemas/founder-experience";

/** Use cases: company (h3) and role, then challenge, solution and impact, and the technologies. */
export function UseCaseCards({ items }: { items: readonly UseCase[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.company}
          className="flex flex-col rounded-2xl bg-white p-6 shadow-sm dark:bg-ink-900"
        >
          <h3 className="font-display text-xl font-bold text-fg">{item.company}</h3>
          <p className="text-fg-muted">{item.role}</p>
          <dl className="mt-4 space-y-3 text-ink-700 dark:text-ink-100">
            <div>
              <dt className="text-sm font-semibold text-fg-muted">Challenge</dt>
              <dd>{item.challenge}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-fg-muted">Solution</dt>
              <dd>{item.solution}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-cta-800 dark:text-cta-100">Impact</dt>
              <dd className="font-medium text-fg">{item.impact}</dd>
            </div>
          </dl>
          <ul className="mt-auto flex flex-wrap gap-2 pt-5" aria-label="Technologies">
            {item.technologies.map((tech) => (
              <li
                key={tech}
                className="rounded-md bg-ink-100 px-2.5 py-1 text-sm text-ink-700 dark:bg-white/10 dark:text-ink-100"
              >
                {tech}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
