import { cn } from "@/lib/cn";

export type ChartNumbersRow = {
  key: string;
  /** The row's header: the week or the day. */
  label: string;
  values: readonly (number | string)[];
};

/**
 * A chart's figures as a table behind "Show the numbers as a table": what a screen reader or a
 * person copying the numbers reads instead of the drawing (the weekly and daily charts). The last
 * column has no gap after it; `totalLast` sets it in bold, as a total.
 */
export function ChartNumbers({
  caption,
  columns,
  rows,
  totalLast = false,
  className,
}: {
  caption: string;
  /** Every column's heading, the rows' own first. */
  columns: readonly string[];
  rows: readonly ChartNumbersRow[];
  totalLast?: boolean;
  className?: string;
}) {
  const last = columns.length - 1;
  return (
    <details className={cn("text-sm", className)}>
      <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">
        Show the numbers as a table
      </summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-ink-100 dark:border-ink-700">
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn("py-2", index < last && "pr-4", "font-semibold")}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-ink-100 dark:border-ink-800">
                <th scope="row" className="py-1.5 pr-4 font-normal whitespace-nowrap">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index + 1] ?? index}
                    className={cn(
                      "py-1.5 tabular-nums",
                      index + 1 < last ? "pr-4" : totalLast && "font-semibold",
                    )}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
