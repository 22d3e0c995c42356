import { buttonClasses } from "@/components/ui/button";
import { Card, PageHeading } from "@/features/admin/admin-ui";
import { formatDuration } from "@/features/admin/format";
import { WeeklyChart, type ChartWeek } from "@/features/admin/weekly-chart";

export type OverviewPageProps = {
  thisWeek: number;
  lastWeek: number;
  weeks: ChartWeek[];
  services: string[];
  medianFirstResponseSeconds: number | null;
  awaitingFirstResponse: number;
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
  /** This week's visit counts (src/server/admin/traffic.ts weekTraffic). */
  traffic?: { views: number; enquiries: number; rate: number | null };
};

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });

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

/** /admin: how the enquiries are going, and whether the mail is getting out. */
export function OverviewPage(props: OverviewPageProps) {
  const change = props.thisWeek - props.lastWeek;
  // Late, or failing already: a wrong SMTP password shows on the first attempt, not days later.
  const mailLate =
    props.outbox.oldestPendingSeconds > props.lateAfterSeconds || props.outbox.lastError !== null;
  return (
    <div className="space-y-8">
      <PageHeading
        title="Overview"
        description="Weeks run Monday to Sunday, India time (IST)."
        actions={
          // The page's one primary action: answer what is waiting, else open the list.
          <a
            href={
              props.awaitingFirstResponse > 0 ? "/admin/enquiries?status=new" : "/admin/enquiries"
            }
            className={buttonClasses({ variant: "primary", size: "sm" })}
          >
            {props.awaitingFirstResponse > 0
              ? `Answer new enquiries (${props.awaitingFirstResponse})`
              : "Open the enquiries"}
          </a>
        }
      />
      {/* Two by two on a phone, so the chart starts on the first screen. */}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
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
          label="Median time to first response"
          value={
            props.medianFirstResponseSeconds === null
              ? "—"
              : formatDuration(props.medianFirstResponseSeconds)
          }
          detail={
            props.awaitingFirstResponse > 0
              ? `${props.awaitingFirstResponse} still new (last 12 weeks)`
              : "Every enquiry answered (last 12 weeks)"
          }
          href={props.awaitingFirstResponse > 0 ? "/admin/enquiries?status=new" : undefined}
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
              value={props.traffic.rate === null ? "—" : percent.format(props.traffic.rate)}
              detail="Enquiries per entry"
            />
          </dl>
        </section>
      ) : null}
    </div>
  );
}
