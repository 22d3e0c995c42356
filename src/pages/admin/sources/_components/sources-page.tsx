import { Download, Signpost } from "lucide-react";

import { buttonClasses } from "@/components/ui/button";
import { siteTimeZone } from "@/config/site";
import { EmptyState, ListTable, PageHeading } from "@/features/admin/admin-ui";
import { ENQUIRY_STATUSES } from "@/features/admin/enquiry-status";
import { formatDate, STATUS_LABELS } from "@/features/admin/format";
import { PeriodForm } from "@/features/admin/period-form";
import { cn } from "@/lib/cn";

import { MoneyReport, type MoneyReportProps } from "./money-report";

export type SourcesPageProps = {
  period: { from: string; to: string; note?: string };
  grouping: "campaign" | "landing";
  /** The first column's header: "Campaign" or "Landing page". */
  nameHeader: string;
  total: number;
  rows: {
    key: string;
    /** The group as the owner reads it (a campaign id by its name, "Direct"), and how it came. */
    name: string;
    detail?: string;
    total: number;
    share: number;
    byStatus: Record<(typeof ENQUIRY_STATUSES)[number], number>;
    /** Discovery calls of these enquiries: booked (not cancelled), and of those held. */
    calls: { booked: number; held: number };
    href: string;
  }[];
  /** Where each grouping's tab leads (the same period). */
  groupingHref: Record<"campaign" | "landing", string>;
  downloads: {
    googleAdsHref: string;
    enhancedHref: string;
    moneyHref: string;
    conversionName: string;
    statuses: string;
  };
  /** Date fields that name no calendar day (the page answers 400). */
  errors?: Partial<Record<"from" | "to", string>>;
  money: MoneyReportProps;
};

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });
const cellClasses = "px-4 py-3 text-right tabular-nums whitespace-nowrap";
const groupHead =
  "border-b border-ink-200 px-4 pt-3 pb-1 text-center whitespace-nowrap dark:border-ink-700";

/** The page's three files, each with what it holds: one place, at the end, linked from the top. */
function Downloads(props: SourcesPageProps["downloads"] & { period: SourcesPageProps["period"] }) {
  const files = [
    {
      href: props.moneyHref,
      label: "Money report (CSV)",
      text: `This period's campaigns and sources with every figure above, in rupees (${formatDate(props.period.from)} to ${formatDate(props.period.to)}).`,
    },
    {
      href: props.googleAdsHref,
      label: "Google Ads conversions (CSV)",
      text: `Enquiries of the last 90 days that came from an ad click and are now ${props.statuses}, as the conversion “${props.conversionName}”, for Google Ads' conversion upload.`,
    },
    {
      href: props.enhancedHref,
      label: "Enhanced conversions (CSV)",
      text: `Enhanced conversions for leads: the same 90 days' enquiries now ${props.statuses} whose visitor allowed marketing cookies, by hashed email and phone (with the click id when there is one), so leads whose click id was lost count too.`,
    },
  ];
  return (
    <section aria-labelledby="downloads-heading" id="downloads" className="scroll-mt-24">
      <h2
        id="downloads-heading"
        className="font-display text-xl font-semibold text-ink-900 dark:text-white"
      >
        Downloads
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-3">
        {files.map((file) => (
          <li
            key={file.label}
            className="flex flex-col items-start gap-3 rounded-xl border border-ink-100 bg-white p-4 shadow-sm dark:border-ink-800 dark:bg-ink-900"
          >
            <p className="text-sm text-ink-700 dark:text-ink-100">{file.text}</p>
            <a
              href={file.href}
              download
              className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-auto" })}
            >
              <Download aria-hidden="true" className="size-4" />
              {file.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /admin/sources: where the period's enquiries came from, by source / medium / campaign or by
 * landing page, with each group's count, share and where its enquiries stand now. Every row
 * links to the enquiry list filtered to exactly that group and period.
 */
export function SourcesPage(props: SourcesPageProps) {
  const { period } = props;
  const noun = props.total === 1 ? "enquiry" : "enquiries";
  return (
    <div className="space-y-6">
      <PageHeading
        title="Sources"
        description={`${props.total.toLocaleString("en-IN")} ${noun} from ${formatDate(period.from)} to ${formatDate(period.to)} (${siteTimeZone()}), by where the visit came from.`}
        actions={
          <a href="#downloads" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            <Download aria-hidden="true" className="size-4" />
            Downloads
          </a>
        }
      />
      <PeriodForm
        action="/admin/sources"
        idPrefix="sources"
        label="Period and grouping"
        period={period}
        errors={props.errors}
        hidden={{ by: props.grouping }}
      />

      {/* One segmented row at any width (two pills once wrapped onto two lines at 320-375 px). */}
      <nav
        aria-label="Group by"
        className="flex w-full max-w-full rounded-full border border-ink-200 p-1 sm:w-max dark:border-ink-700"
        data-grouping-toggle
      >
        {(
          [
            ["campaign", "Source and campaign"],
            ["landing", "Landing page"],
          ] as const
        ).map(([grouping, label]) => (
          <a
            key={grouping}
            href={props.groupingHref[grouping]}
            aria-current={props.grouping === grouping ? "page" : undefined}
            className={cn(
              "inline-flex min-h-10 flex-auto items-center justify-center rounded-full px-2 text-xs font-semibold whitespace-nowrap min-[360px]:px-3 min-[360px]:text-[0.8125rem] sm:flex-none sm:px-4 sm:text-sm",
              props.grouping === grouping
                ? "bg-brand-600 text-white"
                : "text-ink-700 hover:bg-ink-100 dark:text-ink-100 dark:hover:bg-ink-800",
            )}
          >
            {label}
          </a>
        ))}
      </nav>

      {props.rows.length === 0 ? (
        <EmptyState
          icon={Signpost}
          title="No enquiries in this period."
          action={{ href: "/admin/sources?from=2000-01-01", label: "Show all time" }}
        >
          Pick a wider period. Each enquiry is counted under the campaign, site or page its visit
          came from.
        </EmptyState>
      ) : (
        <>
          {/* Phones get one card per group; the table needs more width than they have. */}
          <ul className="space-y-3 sm:hidden">
            {props.rows.map((row) => (
              <li
                key={row.key}
                className="rounded-xl border border-ink-100 bg-white p-4 shadow-sm dark:border-ink-800 dark:bg-ink-900"
              >
                <div className="flex items-baseline justify-between gap-3">
                  <a
                    href={row.href}
                    className="font-semibold break-words text-ink-900 underline-offset-2 hover:underline dark:text-white"
                  >
                    {row.name}
                  </a>
                  <span className="shrink-0 text-sm text-ink-700 tabular-nums dark:text-ink-100">
                    <span className="font-semibold text-ink-900 dark:text-white">
                      {row.total.toLocaleString("en-IN")}
                    </span>{" "}
                    · {percent.format(row.share)}
                  </span>
                </div>
                {row.detail ? (
                  <p className="mt-1 text-sm break-words text-ink-600 dark:text-ink-300">
                    {row.detail}
                  </p>
                ) : null}
                <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
                  {row.calls.booked > 0 ? (
                    <div className="flex gap-1">
                      <dt className="text-ink-600 dark:text-ink-300">Calls booked / held</dt>
                      <dd className="font-semibold text-ink-900 tabular-nums dark:text-white">
                        {row.calls.booked.toLocaleString("en-IN")} /{" "}
                        {row.calls.held.toLocaleString("en-IN")}
                      </dd>
                    </div>
                  ) : null}
                  {ENQUIRY_STATUSES.filter((status) => row.byStatus[status] > 0).map((status) => (
                    <div key={status} className="flex gap-1">
                      <dt className="text-ink-600 dark:text-ink-300">{STATUS_LABELS[status]}</dt>
                      <dd
                        className={cn(
                          "font-semibold tabular-nums",
                          status === "won"
                            ? "text-cta-800 dark:text-cta-400"
                            : "text-ink-900 dark:text-white",
                        )}
                      >
                        {row.byStatus[status].toLocaleString("en-IN")}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <ListTable
            wideOnly
            minWidth="min-w-[52rem]"
            caption={`Enquiries by ${props.nameHeader.toLowerCase()}, most first`}
            headRows={
              <>
                {/* Calls and where the enquiries stand now each head their columns. */}
                <tr>
                  <th scope="col" rowSpan={2} className="px-4 py-2 align-bottom">
                    {props.nameHeader}
                  </th>
                  <th scope="col" rowSpan={2} className={cn(cellClasses, "py-2 align-bottom")}>
                    Enquiries
                  </th>
                  <th scope="col" rowSpan={2} className={cn(cellClasses, "py-2 align-bottom")}>
                    Share
                  </th>
                  <th scope="colgroup" colSpan={2} className={groupHead}>
                    Discovery calls
                  </th>
                  <th scope="colgroup" colSpan={ENQUIRY_STATUSES.length} className={groupHead}>
                    Where they stand now
                  </th>
                </tr>
                <tr>
                  {[
                    "Booked",
                    "Held",
                    ...ENQUIRY_STATUSES.map((status) => STATUS_LABELS[status]),
                  ].map((label) => (
                    <th key={label} scope="col" className={cn(cellClasses, "py-2")}>
                      {label}
                    </th>
                  ))}
                </tr>
              </>
            }
          >
            {props.rows.map((row) => (
              <tr key={row.key} className="align-top hover:bg-ink-50/60 dark:hover:bg-ink-800/40">
                <td className="min-w-48 px-4 py-3 break-words text-ink-800 dark:text-ink-100">
                  <a
                    href={row.href}
                    className="font-semibold text-ink-900 underline-offset-2 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100"
                  >
                    {row.name}
                  </a>
                  {row.detail ? (
                    <span className="mt-0.5 block text-xs text-ink-600 dark:text-ink-300">
                      {row.detail}
                    </span>
                  ) : null}
                </td>
                <td className={cn(cellClasses, "font-semibold text-ink-900 dark:text-white")}>
                  {row.total.toLocaleString("en-IN")}
                </td>
                <td className={cn(cellClasses, "text-ink-700 dark:text-ink-100")}>
                  {percent.format(row.share)}
                </td>
                {[row.calls.booked, row.calls.held].map((value, index) => (
                  <td
                    key={index}
                    className={cn(
                      cellClasses,
                      value === 0
                        ? "text-ink-400 dark:text-ink-500"
                        : "text-ink-800 dark:text-ink-100",
                    )}
                  >
                    {value.toLocaleString("en-IN")}
                  </td>
                ))}
                {ENQUIRY_STATUSES.map((status) => (
                  <td
                    key={status}
                    className={cn(
                      cellClasses,
                      row.byStatus[status] === 0
                        ? "text-ink-400 dark:text-ink-500"
                        : status === "won"
                          ? "font-semibold text-cta-800 dark:text-cta-400"
                          : "text-ink-800 dark:text-ink-100",
                    )}
                  >
                    {row.byStatus[status].toLocaleString("en-IN")}
                  </td>
                ))}
              </tr>
            ))}
          </ListTable>
        </>
      )}

      <MoneyReport {...props.money} />
      <Downloads {...props.downloads} period={period} />
    </div>
  );
}
