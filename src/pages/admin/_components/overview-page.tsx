import { buttonClasses } from "@/components/ui/button";
import { siteTimeZone } from "@/config/site";
import { Card, Notice, PageHeading, StatusBadge, WaitingBadge } from "@/features/admin/admin-ui";
import type { EnquiryStatus, Waiting } from "@/features/admin/enquiry-status";
import { formatDateTime, formatDuration, formatMinutes } from "@/features/admin/format";
import { WeeklyChart, type ChartWeek } from "@/features/admin/weekly-chart";

export type OverviewEnquiry = {
  id: string;
  createdAt: Date;
  name: string;
  serviceType: string;
  status: EnquiryStatus;
  requirementsLine: string | null;
  waiting: Waiting;
  assigneeName: string | null;
};

export type ResponseFigures = {
  days: number;
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  withinTarget: number | null;
};

export type OverviewPageProps = {
  thisWeek: number;
  lastWeek: number;
  weeks: ChartWeek[];
  services: string[];
  inbox: {
    targetMinutes: number;
    waiting: OverviewEnquiry[];
    waitingCount: number;
    overdueCount: number;
    newest: OverviewEnquiry[];
    stats: ResponseFigures[];
  };
  outbox: {
    pending: number;
    oldestPendingSeconds: number;
    failed: number;
    /** The latest failed attempt's error of mail still waiting (as /api/health shows it). */
    lastError: string | null;
  };
  /** MAIL_LATE_AFTER_SECONDS of /api/health: waiting longer than this is late. */
  lateAfterSeconds: number;
  failedWindowDays: number;
  /** Owners' calendar feeds whose last refresh failed (the booking page keeps the last good copy). */
  failingFeeds?: {
    ownerName: string;
    ownerEmail: string;
    host: string;
    error: string | null;
    lastSuccessAt: string | null;
  }[];
  /** This week's visit counts (src/server/admin/reports/traffic.ts weekTraffic). */
  traffic?: { views: number; enquiries: number; rate: number | null };
};

const conversionRate = new Intl.NumberFormat("en-IN", {
  style: "percent",
  maximumFractionDigits: 1,
});
const sectionHeading = "font-display text-lg font-semibold text-ink-900 dark:text-white";

function Stat({
  label,
  value,
  detail,
  href,
  tone = "neutral",
}: {
  label: string;
  value: string;
  detail?: string;
  href?: string;
  tone?: "neutral" | "warning" | "danger";
}) {
  const valueClass =
    tone === "danger"
      ? "text-danger-700 dark:text-red-200"
      : tone === "warning"
        ? "text-amber-800 dark:text-amber-200"
        : "text-ink-900 dark:text-white";
  return (
    <div className="rounded-xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5 dark:border-ink-800 dark:bg-ink-900">
      <dt className="text-sm font-medium text-ink-600 dark:text-ink-300">{label}</dt>
      <dd
        className={`mt-2 font-display text-2xl font-bold tracking-tight tabular-nums sm:text-3xl ${valueClass}`}
      >
        {value}
      </dd>
      {detail ? (
        <dd className="mt-1 text-sm text-ink-600 dark:text-ink-300">
          {href ? (
            <a
              className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
              href={href}
            >
              {detail}
            </a>
          ) : (
            detail
          )}
        </dd>
      ) : null}
    </div>
  );
}

/** A short list of enquiries: name, a line of the need, waiting time, status, when. */
function EnquiryList({ rows, label }: { rows: OverviewEnquiry[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-3 divide-y divide-ink-100 dark:divide-ink-800">
      {rows.map((row) => (
        <li key={row.id} className="relative py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <a
              href={`/admin/enquiries/${row.id}`}
              className="font-semibold text-ink-900 underline-offset-2 after:absolute after:inset-0 hover:underline dark:text-white"
            >
              {row.name}
            </a>
            <span className="text-sm text-ink-600 dark:text-ink-300">· {row.serviceType}</span>
          </div>
          {row.requirementsLine ? (
            <p className="mt-0.5 truncate text-sm text-ink-700 dark:text-ink-100">
              {row.requirementsLine}
            </p>
          ) : null}
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600 dark:text-ink-300">
            <WaitingBadge waiting={row.waiting} />
            {row.waiting.state === "waiting" ? null : <StatusBadge status={row.status} />}
            <span>{row.assigneeName ?? "Not taken"}</span>
            <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time>
          </div>
        </li>
      ))}
    </ul>
  );
}

const percent = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`);
const minutesOrDash = (minutes: number | null) =>
  minutes === null ? "—" : formatMinutes(Math.round(minutes));

/**
 * Time to first reply as one compact row: each figure named once, the last 7 days large and the
 * last 30 days beside it in small type (the same four words are not repeated card after card).
 */
function ResponseTimes({
  week,
  month,
  target,
}: {
  week: ResponseFigures;
  month: ResponseFigures;
  target: string;
}) {
  const figures = [
    {
      label: "Median",
      week: minutesOrDash(week.medianMinutes),
      month: minutesOrDash(month.medianMinutes),
    },
    {
      label: "90% within",
      week: minutesOrDash(week.p90Minutes),
      month: minutesOrDash(month.p90Minutes),
    },
    {
      label: `Within ${target}`,
      week: percent(week.withinTarget),
      month: percent(month.withinTarget),
      low: week.withinTarget !== null && week.withinTarget < 0.8,
    },
    { label: "Answered", week: String(week.answered), month: String(month.answered) },
  ];
  return (
    <section
      aria-labelledby="response-heading"
      className="rounded-xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5 dark:border-ink-800 dark:bg-ink-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="response-heading" className={sectionHeading}>
          Time to first reply, in working time
        </h2>
        <p className="text-sm text-ink-600 dark:text-ink-300">Last 7 days · last 30 in small</p>
      </div>
      <dl
        className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4 sm:divide-x sm:divide-ink-100 sm:dark:divide-ink-800"
        data-response-times
      >
        {figures.map((figure) => (
          <div key={figure.label} className="sm:px-4 sm:first:pl-0">
            <dt className="text-sm font-medium text-ink-600 dark:text-ink-300">{figure.label}</dt>
            <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span
                className={`font-display text-2xl font-bold tracking-tight tabular-nums ${figure.low ? "text-amber-800 dark:text-amber-200" : "text-ink-900 dark:text-white"}`}
              >
                <span className="sr-only">last 7 days: </span>
                {figure.week}
              </span>
              <span className="text-sm text-ink-600 tabular-nums dark:text-ink-300">
                <span className="sr-only">last 30 days: </span>
                {figure.month}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /admin: how the enquiries are going, and whether the mail is getting out. */
export function OverviewPage(props: OverviewPageProps) {
  const change = props.thisWeek - props.lastWeek;
  // Late, or failing already: a wrong SMTP password shows on the first attempt, not days later.
  const mailLate =
    props.outbox.oldestPendingSeconds > props.lateAfterSeconds || props.outbox.lastError !== null;
  const { inbox } = props;
  const [week, month] = inbox.stats as [ResponseFigures, ResponseFigures];
  const target = formatMinutes(inbox.targetMinutes);
  return (
    <div className="space-y-8">
      <PageHeading
        title="Overview"
        description={`Reply within ${target} of working time. Weeks run Monday to Sunday (${siteTimeZone()}).`}
        actions={
          // The page's one primary action: answer who is waiting, else open the list.
          <a
            href={
              inbox.waitingCount > 0
                ? "/admin/enquiries?waiting=1&sort=waiting"
                : "/admin/enquiries"
            }
            className={buttonClasses({ variant: "primary", size: "sm" })}
          >
            {inbox.waitingCount > 0
              ? `Answer who is waiting (${inbox.waitingCount})`
              : "Open the enquiries"}
          </a>
        }
      />
      {props.failingFeeds?.map((feed) => (
        <Notice key={feed.ownerEmail} tone="error">
          {feed.ownerName}&rsquo;s calendar feed ({feed.host}) fails to load:{" "}
          {feed.error ?? "no answer"}. Open times use{" "}
          {feed.lastSuccessAt
            ? `its last good copy, from ${formatDateTime(new Date(feed.lastSuccessAt))}`
            : "working hours alone until it loads"}
          .
        </Notice>
      ))}
      {/* What needs a reply now, then what came in last: the two lists an owner opens this for. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card labelledBy="waiting-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="waiting-heading" className={sectionHeading}>
              Waiting for a reply
            </h2>
            <p className="text-sm text-ink-600 dark:text-ink-300" data-waiting-count>
              {inbox.waitingCount === 0
                ? "Nobody"
                : `${inbox.waitingCount} waiting, ${inbox.overdueCount} past ${target}`}
            </p>
          </div>
          {inbox.waiting.length > 0 ? (
            <EnquiryList rows={inbox.waiting} label="Waiting, longest first" />
          ) : (
            <p className="mt-3 text-sm text-ink-700 dark:text-ink-100">
              Every enquiry has had its first reply.
            </p>
          )}
          {inbox.waitingCount > inbox.waiting.length ? (
            <a
              href="/admin/enquiries?waiting=1&sort=waiting"
              className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
            >
              All {inbox.waitingCount} waiting
            </a>
          ) : null}
        </Card>
        {/* The newest of the others: an enquiry waiting is listed once, beside. */}
        <Card labelledBy="newest-heading">
          <h2 id="newest-heading" className={sectionHeading}>
            {inbox.waiting.length > 0 ? "Other recent enquiries" : "Newest enquiries"}
          </h2>
          {inbox.newest.length > 0 ? (
            <EnquiryList rows={inbox.newest} label="Newest first" />
          ) : (
            <p className="mt-3 text-sm text-ink-700 dark:text-ink-100">
              {inbox.waiting.length > 0
                ? "Every recent enquiry is waiting for its reply."
                : "No enquiries yet."}
            </p>
          )}
        </Card>
      </div>
      <ResponseTimes week={week} month={month} target={target} />
      {/* Two by two on a phone. */}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <Stat
          label="Enquiries this week"
          value={props.thisWeek.toLocaleString("en-IN")}
          detail={
            change === 0
              ? "Same as last week"
              : `${change > 0 ? "+" : "−"}${Math.abs(change)} on last week`
          }
        />
        <Stat
          label="Last week"
          value={props.lastWeek.toLocaleString("en-IN")}
          detail="Open the list"
          href="/admin/enquiries"
        />
        <Stat
          label="Mail waiting / failed"
          value={`${props.outbox.pending} / ${props.outbox.failed}`}
          detail={
            props.outbox.failed > 0
              ? `Given up on in the last ${props.failedWindowDays} days: see failed enquiries`
              : props.outbox.lastError !== null
                ? `Sending fails: ${props.outbox.lastError}`
                : mailLate
                  ? `Oldest waiting ${formatDuration(props.outbox.oldestPendingSeconds)}: check the mail server`
                  : props.outbox.pending > 0
                    ? "Being retried"
                    : "All delivered"
          }
          href={props.outbox.failed > 0 ? "/admin/enquiries?mail=failed" : undefined}
          tone={props.outbox.failed > 0 ? "danger" : mailLate ? "warning" : "neutral"}
        />
      </dl>
      <Card labelledBy="weekly-heading">
        <h2
          id="weekly-heading"
          className="font-display text-lg font-semibold text-ink-900 dark:text-white"
        >
          Enquiries per week by service
        </h2>
        <div className="mt-2" data-weekly-chart>
          <WeeklyChart weeks={props.weeks} services={props.services} />
        </div>
      </Card>
      {props.traffic ? (
        <section aria-labelledby="traffic-week-heading" className="space-y-3" data-week-traffic>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2
              id="traffic-week-heading"
              className="font-display text-lg font-semibold text-ink-900 dark:text-white"
            >
              Visits this week
            </h2>
            <a
              href="/admin/traffic"
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
            >
              Open the Traffic page
            </a>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
            <Stat label="Views" value={props.traffic.views.toLocaleString("en-IN")} />
            <Stat label="Enquiries" value={props.traffic.enquiries.toLocaleString("en-IN")} />
            <Stat
              label="Conversion rate"
              value={props.traffic.rate === null ? "—" : conversionRate.format(props.traffic.rate)}
              detail="Enquiries per entry"
            />
          </dl>
        </section>
      ) : null}
    </div>
  );
}
