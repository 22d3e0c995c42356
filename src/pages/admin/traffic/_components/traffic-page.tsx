import { Activity } from "lucide-react";

import { siteTimeZone } from "@/config/site";
import { Card, EmptyState, PageHeading } from "@/features/admin/admin-ui";
import { formatDate } from "@/features/admin/format";
import { PeriodForm } from "@/features/admin/period-form";
import type { Totals, TrafficReport, TrafficRow } from "@/features/traffic/report";

import { DailyChart } from "./daily-chart";
import { TrafficTable, type TrafficColumn } from "./traffic-table";
import { VitalsTable } from "./vitals-table";

export type TrafficPageProps = {
  report: TrafficReport;
  errors?: Partial<Record<"from" | "to", string>>;
};

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });
// Small rates keep two significant digits (0.015%), never a 0% that hides the enquiries.
const smallPercent = new Intl.NumberFormat("en-IN", {
  style: "percent",
  maximumSignificantDigits: 2,
});
const count = (value: number) => value.toLocaleString("en-IN");
export const rate = (value: number | null) =>
  value === null
    ? "—"
    : value > 0 && value < 0.01
      ? smallPercent.format(value)
      : percent.format(value);

/** "+12% on the period before", "Same as the period before", "None before". */
export function changeOn(now: number, before: number): string {
  if (now === before) return "Same as the period before";
  if (before === 0) return "None the period before";
  const change = (now - before) / before;
  return `${change > 0 ? "+" : "−"}${percent.format(Math.abs(change))} on the period before`;
}

function Stat({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5 dark:border-ink-800 dark:bg-ink-900">
      <dt className="text-sm font-medium text-ink-600 dark:text-ink-300">{label}</dt>
      <dd className="mt-2 font-display text-2xl font-bold tracking-tight text-ink-900 tabular-nums sm:text-3xl dark:text-white">
        {value}
      </dd>
      <dd className="mt-1 text-sm text-ink-600 dark:text-ink-300">{detail}</dd>
    </div>
  );
}

const label = (index: number, name: string): TrafficColumn<TrafficRow> => ({
  label: name,
  cell: (row) => row.key[index],
});
const views: TrafficColumn<TrafficRow> = {
  label: "Views",
  numeric: true,
  cell: (row) => count(row.views),
};
const entries: TrafficColumn<TrafficRow> = {
  label: "Entries",
  numeric: true,
  cell: (row) => count(row.entries),
};
const visits: TrafficColumn<TrafficRow> = {
  label: "Consented visits",
  numeric: true,
  cell: (row) => count(row.visits),
};
const enquiries: TrafficColumn<TrafficRow> = {
  label: "Enquiries",
  numeric: true,
  cell: (row) => count(row.enquiries),
};
const conversion: TrafficColumn<TrafficRow> = {
  label: "Conversion",
  numeric: true,
  cell: (row) => rate(row.rate),
};
const callsBooked: TrafficColumn<TrafficRow> = {
  label: "Calls booked",
  numeric: true,
  cell: (row) => count(row.calls),
};
const callsHeld: TrafficColumn<TrafficRow> = {
  label: "Calls held",
  numeric: true,
  cell: (row) => count(row.held),
};

/** The funnel in one line: entries → enquiries → discovery calls booked → held. */
export function funnelSteps(totals: Pick<Totals, "entries" | "enquiries" | "calls" | "held">) {
  return [
    { label: "Entries", value: count(totals.entries) },
    { label: "Enquiries", value: count(totals.enquiries) },
    { label: "Calls booked", value: count(totals.calls) },
    { label: "Calls held", value: count(totals.held) },
  ];
}

const DEVICE_LABELS: Record<string, string> = {
  mobile: "Phones",
  tablet: "Tablets",
  desktop: "Desktops",
};

function totalsLine(totals: Totals) {
  return `${count(totals.visits)} consented ${totals.visits === 1 ? "visit" : "visits"}, ${count(totals.visitEnquiries)} of them with an enquiry (${rate(totals.visits > 0 ? totals.visitEnquiries / totals.visits : null)})`;
}

/**
 * /admin/traffic: what the site's visits bring, from its own counters (no cookies): the period's
 * figures against the period before, per day, by page, landing page, source and device, and real
 * visitors' speed.
 */
export function TrafficPage({ report, errors }: TrafficPageProps) {
  const { period, previous, totals, previousTotals } = report;
  const empty = totals.views === 0 && totals.enquiries === 0 && report.vitals.length === 0;
  const key = (row: TrafficRow) => row.key.join("\u0000");
  return (
    <div className="space-y-8">
      <PageHeading
        title="Traffic"
        description={`${formatDate(period.from)} to ${formatDate(period.to)} (${siteTimeZone()}), against ${formatDate(previous.from)} to ${formatDate(previous.to)}. Counted by the site itself, without cookies; bots are left out.`}
      />
      <PeriodForm
        action="/admin/traffic"
        idPrefix="traffic"
        label="Period"
        period={period}
        errors={errors}
      />

      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-traffic-totals>
        <Stat
          label="Views"
          value={count(totals.views)}
          detail={changeOn(totals.views, previousTotals.views)}
        />
        <Stat
          label="Entries"
          value={count(totals.entries)}
          detail={changeOn(totals.entries, previousTotals.entries)}
        />
        <Stat
          label="Enquiries"
          value={count(totals.enquiries)}
          detail={changeOn(totals.enquiries, previousTotals.enquiries)}
        />
        <Stat
          label="Conversion rate"
          value={rate(totals.rate)}
          detail={`Enquiries per entry; ${rate(previousTotals.rate)} the period before`}
        />
      </dl>

      {empty ? (
        <EmptyState
          icon={Activity}
          title="Nothing counted in this period."
          action={{ href: "/admin/traffic?from=2000-01-01", label: "Show all time" }}
        >
          Every public page counts its views once it has painted. Pick a wider period, or open the
          site in another tab and come back.
        </EmptyState>
      ) : (
        <>
          <Card labelledBy="funnel-heading">
            <h2
              id="funnel-heading"
              className="font-display text-lg font-semibold text-ink-900 dark:text-white"
            >
              From visit to enquiry to call
            </h2>
            <ol
              className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-2 text-sm"
              data-call-funnel
            >
              {funnelSteps(totals).map((step, index) => (
                <li key={step.label} className="flex items-center gap-2">
                  {index > 0 ? (
                    <span aria-hidden="true" className="text-ink-500 dark:text-ink-300">
                      →
                    </span>
                  ) : null}
                  <span className="rounded-lg bg-ink-50 px-3 py-1.5 dark:bg-ink-800">
                    <span className="font-display text-base font-bold text-ink-900 tabular-nums dark:text-white">
                      {step.value}
                    </span>{" "}
                    <span className="text-ink-700 dark:text-ink-100">{step.label}</span>
                  </span>
                </li>
              ))}
            </ol>
            <p className="mt-3 text-sm text-ink-700 dark:text-ink-100" data-funnel>
              {totalsLine(totals)}.
            </p>
            <p className="mt-1 text-xs text-ink-600 dark:text-ink-300">
              Only visitors who allow analytics cookies are followed from page to page; everyone
              else is counted as views and entries.
            </p>
          </Card>
          <Card labelledBy="daily-heading">
            <h2
              id="daily-heading"
              className="font-display text-lg font-semibold text-ink-900 dark:text-white"
            >
              Per day
            </h2>
            <DailyChart days={report.daily} />
          </Card>
          <VitalsTable pages={report.vitals} />
          <TrafficTable
            id="landing-heading"
            title="Landing pages"
            caption="Entries, enquiries and conversion rate by the page visits started on"
            note="Where visits started, and the enquiries whose visit started there."
            rows={report.landing}
            rowKey={key}
            columns={[
              label(0, "Landing page"),
              entries,
              visits,
              enquiries,
              conversion,
              callsBooked,
              callsHeld,
            ]}
          />
          <TrafficTable
            id="sources-heading"
            title="Sources"
            caption="Entries, enquiries and conversion rate by source, medium and campaign"
            note="The same rule as the Sources page: utm_ values first, then an ad click, then the referring site."
            rows={report.sources}
            rowKey={key}
            columns={[
              label(0, "Source"),
              label(1, "Medium"),
              label(2, "Campaign"),
              entries,
              visits,
              enquiries,
              conversion,
              callsBooked,
              callsHeld,
            ]}
          />
          <TrafficTable
            id="pages-heading"
            title="Pages"
            caption="Views and entries by page"
            rows={report.pages}
            rowKey={key}
            columns={[label(0, "Page"), views, entries]}
          />
          <TrafficTable
            id="devices-heading"
            title="Devices"
            caption="Views and entries by device class"
            note="By the width of the visitor's window: phones under 768 px, tablets under 1024 px."
            rows={report.devices}
            rowKey={key}
            columns={[
              { label: "Device", cell: (row) => DEVICE_LABELS[row.key[0] ?? ""] ?? row.key[0] },
              views,
              entries,
            ]}
          />
        </>
      )}
    </div>
  );
}
