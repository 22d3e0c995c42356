import type { ReactNode } from "react";

import { ListTable } from "@/features/admin/admin-ui";
import { cn } from "@/lib/cn";

/**
 * One of the Traffic page's breakdowns: a table from sm up, one card per row on phones (the
 * table needs more width than they have), both from the same columns.
 */
export type TrafficColumn<Row> = {
  label: string;
  /** The row's value in this column. */
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned, tabular, and shown in a phone card's figures. */
  numeric?: boolean;
};

const numberCell = "px-4 py-3 text-right tabular-nums";

export function TrafficTable<Row>({
  id,
  title,
  caption,
  columns,
  rows,
  rowKey,
  note,
  phoneFigures = "grid-cols-2 min-[400px]:grid-cols-3",
}: {
  id: string;
  title: string;
  caption: string;
  columns: TrafficColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  note?: ReactNode;
  /** The grid of a phone card's figures (one column for wide ones). */
  phoneFigures?: string;
}) {
  const labels = columns.filter((column) => !column.numeric);
  const figures = columns.filter((column) => column.numeric);
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900 dark:text-white">
        {title}
      </h2>
      {note ? <p className="text-sm text-ink-600 dark:text-ink-300">{note}</p> : null}
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-200 px-4 py-6 text-center text-sm text-ink-600 dark:border-ink-700 dark:text-ink-300">
          Nothing counted in this period.
        </p>
      ) : (
        <>
          <ul className="space-y-3 sm:hidden" aria-label={caption}>
            {rows.map((row) => (
              <li
                key={rowKey(row)}
                className="rounded-xl border border-ink-100 bg-white p-4 shadow-sm dark:border-ink-800 dark:bg-ink-900"
              >
                <p className="font-semibold break-words text-ink-900 dark:text-white">
                  {labels[0]?.cell(row)}
                </p>
                {labels.length > 1 ? (
                  <p className="mt-0.5 text-sm break-words text-ink-600 dark:text-ink-300">
                    {labels.slice(1).map((column, index) => (
                      <span key={column.label}>
                        {index > 0 ? " · " : null}
                        {column.cell(row)}
                      </span>
                    ))}
                  </p>
                ) : null}
                <dl className={cn("mt-3 grid gap-x-4 gap-y-2 text-sm", phoneFigures)}>
                  {figures.map((column) => (
                    <div key={column.label}>
                      <dt className="text-xs text-ink-600 dark:text-ink-300">{column.label}</dt>
                      <dd className="font-semibold text-ink-900 tabular-nums dark:text-white">
                        {column.cell(row)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <ListTable
            wideOnly
            caption={caption}
            head={
              <>
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={column.numeric ? numberCell : "px-4 py-3"}
                  >
                    {column.label}
                  </th>
                ))}
              </>
            }
          >
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className="align-top hover:bg-ink-50/60 dark:hover:bg-ink-800/40"
              >
                {columns.map((column, index) => (
                  <td
                    key={column.label}
                    className={cn(
                      column.numeric ? numberCell : "max-w-[18rem] px-4 py-3 break-words",
                      index === 0
                        ? "font-semibold text-ink-900 dark:text-white"
                        : "text-ink-800 dark:text-ink-100",
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </ListTable>
        </>
      )}
    </section>
  );
}
