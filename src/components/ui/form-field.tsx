import type { ReactNode } from "react";

/**
 * A labelled form field: its label (a red star when required, a quiet hint after it), the control
 * and, under it, its error (`${id}-error`, for the control's aria-describedby). The enquiry form
 * and the booking form draw their fields with it.
 */
export function FormField({
  id,
  label,
  hint,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800 dark:text-ink-100">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-700 dark:text-red-300">
            *
          </span>
        ) : null}
        {hint ? <span className="ml-1 font-normal text-fg-muted">{hint}</span> : null}
      </label>
      <div className="mt-1.5">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
