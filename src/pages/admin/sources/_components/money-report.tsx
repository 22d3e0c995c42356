import { buttonClasses } from "@/components/ui/button";
import { Card, fieldClasses, labelClasses, ListTable, Notice } from "@/features/admin/admin-ui";
import { formatDate } from "@/features/admin/format";
import {
  formatMoneyFigure,
  MONEY_COLUMNS,
  MONEY_CURRENCIES,
  moneyFigure,
  type MoneyCounts,
  type MoneyFigure,
} from "@/features/admin/money";
import { cn } from "@/lib/cn";

import { MoneyChart, type MoneyChartWeek } from "./money-chart";

/** A campaign's or source's row: its name, and under it the source / medium it came by. */
export type MoneyGroupRow = MoneyCounts & { key: string; name: string; detail?: string };

export type MoneyReportProps = {
  period: { from: string; to: string };
  campaigns: MoneyGroupRow[];
  sources: MoneyGroupRow[];
  totals: MoneyCounts;
  /** The rows with spend only: what the advertising itself bought. */
  paid: MoneyCounts;
  weeks: MoneyChartWeek[];
  rate: number;
  order: { by: MoneyFigure; dir: "asc" | "desc" };
  /** The page's link for a sort (same period and grouping). */
  sortHref: Record<MoneyFigure, Record<"asc" | "desc", string>>;
  /** Where the spend forms post: this page with its period, so the answer keeps it. */
  formAction: string;
  csrfToken: string;
  /** What the last spend form did, or why the report was refused (each line named). */
  spendNotice?: { tone: "success" | "error"; text: string; problems?: string[] };
  channels: { value: string; label: string }[];
  months: { channel: string; month: string; campaign: string; cost: string }[];
  thisMonth: string;
};

const cell = "px-3 py-3 text-right tabular-nums whitespace-nowrap";
const headCell = "px-3 py-2 whitespace-nowrap";

function Figures({ counts, strong = false }: { counts: MoneyCounts; strong?: boolean }) {
  return MONEY_COLUMNS.map((column) => {
    const value = moneyFigure(counts, column.key);
    return (
      <td
        key={column.key}
        data-figure={column.key}
        className={cn(
          cell,
          value === null || value === 0
            ? "text-ink-600 dark:text-ink-300"
            : strong
              ? "font-semibold text-ink-900 dark:text-white"
              : "text-ink-800 dark:text-ink-100",
        )}
      >
        {formatMoneyFigure(value, column.kind)}
      </td>
    );
  });
}

/** A figure's header: a link that sorts by it, the full label as its name when the text is short. */
function SortHeader({
  column,
  order,
  sortHref,
  id,
  rowSpan,
}: {
  column: (typeof MONEY_COLUMNS)[number];
  order: MoneyReportProps["order"];
  sortHref: MoneyReportProps["sortHref"];
  id: string;
  rowSpan?: number;
}) {
  const active = order.by === column.key;
  const next = active && order.dir === "desc" ? "asc" : "desc";
  return (
    <th
      scope="col"
      rowSpan={rowSpan}
      aria-sort={active ? (order.dir === "asc" ? "ascending" : "descending") : undefined}
      className={cn(headCell, "text-right align-bottom")}
    >
      <a
        href={`${sortHref[column.key][next]}#${id}`}
        aria-label={column.short ? column.label : undefined}
        className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
      >
        {column.short ?? column.label}
        <span aria-hidden="true">{active ? (order.dir === "asc" ? "↑" : "↓") : ""}</span>
      </a>
    </th>
  );
}

function MoneyTable({
  caption,
  nameHeader,
  rows,
  totals,
  order,
  sortHref,
  id,
}: {
  caption: string;
  nameHeader: string;
  rows: MoneyGroupRow[];
  totals: MoneyCounts;
  order: MoneyReportProps["order"];
  sortHref: MoneyReportProps["sortHref"];
  id: string;
}) {
  const grouped = MONEY_COLUMNS.filter((column) => column.group);
  const sort = { order, sortHref, id };
  return (
    <ListTable
      minWidth="min-w-[60rem]"
      caption={caption}
      headRows={
        <>
          {/* "Cost per" heads its three columns; every other header spans both rows. */}
          <tr>
            <th scope="col" rowSpan={2} className={cn(headCell, "align-bottom")}>
              {nameHeader}
            </th>
            {MONEY_COLUMNS.map((column, index) =>
              !column.group ? (
                <SortHeader key={column.key} column={column} rowSpan={2} {...sort} />
              ) : MONEY_COLUMNS[index - 1]?.group !== column.group ? (
                <th
                  key={column.group}
                  scope="colgroup"
                  colSpan={grouped.length}
                  className="border-b border-ink-200 px-3 pt-3 pb-1 text-center whitespace-nowrap dark:border-ink-700"
                >
                  {column.group}
                </th>
              ) : null,
            )}
          </tr>
          <tr>
            {grouped.map((column) => (
              <SortHeader key={column.key} column={column} {...sort} />
            ))}
          </tr>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.key} className="align-top hover:bg-ink-50/60 dark:hover:bg-ink-800/40">
          <th scope="row" className="min-w-48 px-3 py-3 text-left font-normal break-words">
            <span className="block font-semibold text-ink-900 dark:text-white">{row.name}</span>
            {row.detail ? (
              <span className="mt-0.5 block text-xs text-ink-600 dark:text-ink-300">
                {row.detail}
              </span>
            ) : null}
          </th>
          <Figures counts={row} />
        </tr>
      ))}
      <tr className="border-t-2 border-ink-200 bg-ink-50 dark:border-ink-700 dark:bg-ink-950">
        <th scope="row" className="px-3 py-3 text-left font-semibold text-ink-900 dark:text-white">
          Total
        </th>
        <Figures counts={totals} strong />
      </tr>
    </ListTable>
  );
}

/** A phone's card per campaign or source: its name, then every figure as a term and its value. */
function MoneyCards({
  rows,
  totals,
  label,
}: {
  rows: MoneyGroupRow[];
  totals: MoneyCounts;
  label: string;
}) {
  return (
    <ul className="space-y-3 sm:hidden" aria-label={label}>
      {[...rows, { key: "total", name: "Total", ...totals }].map((row) => (
        <li
          key={row.key}
          className={cn(
            "rounded-xl border p-4 shadow-sm",
            row.key === "total"
              ? "border-ink-200 bg-ink-50 dark:border-ink-700 dark:bg-ink-950"
              : "border-ink-100 bg-white dark:border-ink-800 dark:bg-ink-900",
          )}
        >
          <p className="font-semibold break-words text-ink-900 dark:text-white">{row.name}</p>
          {"detail" in row && row.detail ? (
            <p className="mt-0.5 text-sm break-words text-ink-600 dark:text-ink-300">
              {row.detail}
            </p>
          ) : null}
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {MONEY_COLUMNS.map((column) => (
              <div key={column.key}>
                <dt className="text-xs text-ink-600 dark:text-ink-300">{column.label}</dt>
                <dd
                  data-figure={column.key}
                  className="font-semibold text-ink-900 tabular-nums dark:text-white"
                >
                  {formatMoneyFigure(moneyFigure(row, column.key), column.kind)}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The headline figures: what the campaigns with spend bought, and beside it the blend of every source. */
const HEADLINE = [
  { key: "spend", label: "Spend", all: null },
  {
    key: "wonValue",
    label: "Won value from ads",
    all: (value: string) => `${value} from every source`,
  },
  {
    key: "costPerEnquiry",
    label: "Cost per ad enquiry",
    all: (value: string, totals: MoneyCounts) =>
      `${value} over all ${totals.enquiries.toLocaleString("en-IN")} enquiries`,
  },
  {
    key: "returnOnSpend",
    label: "Return on ad spend",
    all: (value: string) => `${value} counting every client won`,
  },
] as const satisfies readonly {
  key: MoneyFigure;
  label: string;
  all: ((value: string, totals: MoneyCounts) => string) | null;
}[];

/**
 * The money report: what the period's advertising cost against what it brought, per campaign
 * and per source, in rupees; then the forms that record the spend (Google Ads' report, other
 * channels by month).
 */
export function MoneyReport(props: MoneyReportProps) {
  return (
    <>
      <section aria-labelledby="money-heading" id="money" className="scroll-mt-24 space-y-4 pt-6">
        <div>
          <h2
            id="money-heading"
            className="font-display text-xl font-semibold text-ink-900 dark:text-white"
          >
            What the advertising bought
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-ink-600 dark:text-ink-300">
            Spend from {formatDate(props.period.from)} to {formatDate(props.period.to)} against the
            enquiries that came in then and the clients won from them, in rupees (dollars at ₹
            {props.rate.toLocaleString("en-IN")}). A campaign joins its enquiries by their
            utm_campaign: its id or its name. The figures below count the campaigns with spend; the
            tables' totals add every other source.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-money-totals>
          {HEADLINE.map((headline) => {
            const column = MONEY_COLUMNS.find((candidate) => candidate.key === headline.key)!;
            const paid = formatMoneyFigure(moneyFigure(props.paid, column.key), column.kind);
            const all = formatMoneyFigure(moneyFigure(props.totals, column.key), column.kind);
            return (
              <div
                key={column.key}
                className="rounded-xl border border-ink-100 bg-white p-4 shadow-sm dark:border-ink-800 dark:bg-ink-900"
              >
                <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase dark:text-ink-300">
                  {headline.label}
                </dt>
                <dd
                  data-figure={column.key}
                  className="mt-1 font-display text-2xl font-bold text-ink-900 tabular-nums dark:text-white"
                >
                  {paid}
                </dd>
                {headline.all && all !== paid ? (
                  <dd
                    data-figure-all={column.key}
                    className="mt-1 text-xs text-ink-600 tabular-nums dark:text-ink-300"
                  >
                    {headline.all(all, props.totals)}
                  </dd>
                ) : null}
              </div>
            );
          })}
        </dl>
        <Card>
          <MoneyChart weeks={props.weeks} />
        </Card>
        <h3 className="pt-6 font-display text-lg font-semibold text-ink-900 dark:text-white">
          By campaign
        </h3>
        <MoneyCards rows={props.campaigns} totals={props.totals} label="Campaigns" />
        <div className="hidden sm:block" id="money-campaigns">
          <MoneyTable
            id="money-campaigns"
            caption="Spend, enquiries and won value by campaign, with its source and medium"
            nameHeader="Campaign"
            rows={props.campaigns}
            totals={props.totals}
            order={props.order}
            sortHref={props.sortHref}
          />
        </div>
        <h3
          id="money-sources"
          className="pt-6 font-display text-lg font-semibold text-ink-900 dark:text-white"
        >
          By source
        </h3>
        <MoneyCards rows={props.sources} totals={props.totals} label="Sources" />
        <div className="hidden sm:block">
          <MoneyTable
            id="money-sources"
            caption="Spend, enquiries and won value by source"
            nameHeader="Source"
            rows={props.sources}
            totals={props.totals}
            order={props.order}
            sortHref={props.sortHref}
          />
        </div>
      </section>

      <section aria-labelledby="spend-heading" id="spend" className="scroll-mt-24">
        <Card>
          <h2
            id="spend-heading"
            className="font-display text-xl font-semibold text-ink-900 dark:text-white"
          >
            Ad spend
          </h2>
          {props.spendNotice ? (
            <div className="mt-3">
              <Notice tone={props.spendNotice.tone} as="div">
                <p>{props.spendNotice.text}</p>
                {props.spendNotice.problems?.length ? (
                  <ul className="mt-2 list-disc space-y-1 pl-5 font-normal" data-problems>
                    {props.spendNotice.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
              </Notice>
            </div>
          ) : null}
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <form
              method="post"
              action={props.formAction}
              encType="multipart/form-data"
              aria-labelledby="upload-heading"
            >
              <input type="hidden" name="csrf" value={props.csrfToken} />
              <h3 id="upload-heading" className="font-semibold text-ink-900 dark:text-white">
                Google Ads campaign report
              </h3>
              <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
                In Google Ads: Campaigns, segment by Day, add the Campaign ID column, then Download
                → .csv. Uploading a period again replaces its days. A file with a line that cannot
                be read is refused whole.
              </p>
              <label htmlFor="spend-report" className={cn(labelClasses, "mt-3")}>
                Report file (.csv)
              </label>
              <input
                id="spend-report"
                name="report"
                type="file"
                accept=".csv,text/csv"
                required
                className={cn(fieldClasses, "py-2")}
              />
              <button
                type="submit"
                className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-3" })}
              >
                Upload the report
              </button>
            </form>
            <form method="post" action={props.formAction} aria-labelledby="month-heading">
              <input type="hidden" name="csrf" value={props.csrfToken} />
              <input type="hidden" name="intent" value="month" />
              <h3 id="month-heading" className="font-semibold text-ink-900 dark:text-white">
                Other channels, by month
              </h3>
              <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
                A month's spend on one campaign (as its ads' utm_campaign names it). Saving the same
                month and campaign again replaces it; 0 removes it.
              </p>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <div>
                  <label htmlFor="spend-channel" className={labelClasses}>
                    Channel
                  </label>
                  <select id="spend-channel" name="channel" className={fieldClasses}>
                    {props.channels.map((channel) => (
                      <option key={channel.value} value={channel.value}>
                        {channel.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor="spend-month" className={labelClasses}>
                    Month
                  </label>
                  <input
                    id="spend-month"
                    name="month"
                    type="month"
                    required
                    defaultValue={props.thisMonth}
                    className={fieldClasses}
                  />
                </div>
                <div className="sm:col-span-2">
                  <label htmlFor="spend-campaign" className={labelClasses}>
                    Campaign
                  </label>
                  <input
                    id="spend-campaign"
                    name="campaign"
                    required
                    maxLength={200}
                    autoComplete="off"
                    className={fieldClasses}
                  />
                </div>
                <div>
                  <label htmlFor="spend-cost" className={labelClasses}>
                    Spend
                  </label>
                  <input
                    id="spend-cost"
                    name="cost"
                    inputMode="decimal"
                    required
                    autoComplete="off"
                    placeholder="25,000"
                    className={fieldClasses}
                  />
                </div>
                <div>
                  <label htmlFor="spend-currency" className={labelClasses}>
                    Currency
                  </label>
                  <select id="spend-currency" name="currency" className={fieldClasses}>
                    {MONEY_CURRENCIES.map((currency) => (
                      <option key={currency} value={currency}>
                        {currency}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <button
                type="submit"
                className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-3" })}
              >
                Save the month's spend
              </button>
            </form>
          </div>
          {props.months.length > 0 ? (
            <div className="mt-6">
              <h3 className="text-sm font-semibold text-ink-900 dark:text-white">
                Months typed in for this period
              </h3>
              <ul className="mt-2 divide-y divide-ink-100 text-sm dark:divide-ink-800">
                {props.months.map((month) => (
                  <li
                    key={`${month.channel}-${month.month}-${month.campaign}`}
                    className="flex flex-wrap justify-between gap-2 py-2"
                  >
                    <span className="text-ink-800 dark:text-ink-100">
                      {month.month} · {month.channel} · {month.campaign}
                    </span>
                    <span className="font-semibold text-ink-900 tabular-nums dark:text-white">
                      {month.cost}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Card>
      </section>
    </>
  );
}
