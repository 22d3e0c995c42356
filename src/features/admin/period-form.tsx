import type { ReactNode } from "react";

import { buttonClasses } from "@/components/ui/button";

import { Card, fieldClasses, labelClasses } from "./admin-ui";

export type PeriodFields = { from: string; to: string };

const FIELDS = [
  ["from", "From"],
  ["to", "To"],
] as const;

/**
 * The owner's reports' period: two calendar days (the team's zone) sent with GET, so a period is a
 * link the owner can keep. One form for the Sources and Traffic pages; `children` go below it.
 */
export function PeriodForm({
  action,
  idPrefix,
  label,
  period,
  errors,
  hidden,
  children,
}: {
  action: string;
  /** Makes the fields' ids unique on the page ("sources" → sources-from). */
  idPrefix: string;
  /** The form's accessible name. */
  label: string;
  /** The period shown; its `note` (a period cut to the longest a report covers) shows below. */
  period: PeriodFields & { note?: string };
  errors?: Partial<Record<keyof PeriodFields, string>>;
  /** Query values the form keeps (e.g. the Sources page's grouping). */
  hidden?: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <Card>
      <form method="get" action={action} aria-label={label}>
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex flex-wrap items-end gap-x-4 gap-y-4">
          {FIELDS.map(([name, text]) => {
            const id = `${idPrefix}-${name}`;
            const error = errors?.[name];
            return (
              <div key={name}>
                <label htmlFor={id} className={labelClasses}>
                  {text}
                </label>
                <input
                  id={id}
                  name={name}
                  type="date"
                  min="2000-01-01"
                  max="2099-12-31"
                  defaultValue={period[name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={fieldClasses}
                />
                {error ? (
                  <p
                    id={`${id}-error`}
                    className="mt-1 max-w-xs text-sm text-red-700 dark:text-red-300"
                  >
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <button type="submit" className={buttonClasses({ variant: "primary", size: "sm" })}>
            Apply
          </button>
        </div>
      </form>
      {period.note ? (
        <p role="status" className="mt-4 text-sm font-semibold text-amber-800 dark:text-amber-200">
          {period.note}
        </p>
      ) : null}
      {children}
    </Card>
  );
}
