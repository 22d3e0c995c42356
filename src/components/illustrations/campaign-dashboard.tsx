import { PanelLabel, ProductBand } from "@/components/illustrations/frame";
import type { CampaignDashboard as Dashboard } from "@content/schemas/drawings";
import { cn } from "@/lib/cn";
import { largeFigure } from "@/components/ui/figure";

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat("en-IN");

const statusTones = {
  done: "bg-cta-100 text-cta-800 dark:bg-cta-700/30 dark:text-cta-100",
  next: "bg-brand-100 text-brand-800 dark:bg-brand-500/20 dark:text-brand-100",
  watch: "bg-ink-100 text-ink-700 dark:bg-white/10 dark:text-ink-100",
} as const;

const sampleClass =
  "shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-accent dark:bg-brand-500/15";

/**
 * The campaigns are a table when the panel has the room (28rem inside, a container query: a phone
 * from 640 px, a wide screen from 1280 px, not the 1024 px two-column layout): one grid for the
 * heading row, the campaigns and the total (subgrid), so the columns line up. Narrower, each
 * campaign is a name and its pill over three labelled figures in fixed shares, the spend widest.
 */
const row =
  "grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 @md:col-span-5 @md:grid-cols-subgrid";
const figures =
  "col-span-2 grid grid-cols-[4fr_3fr_3fr] gap-x-3 @md:col-span-3 @md:col-start-2 @md:grid-cols-subgrid";
const figure = "flex flex-col-reverse @md:block @md:text-right";

/**
 * /google-ads-marketing's product band: what a client reads every week, drawn in markup. A sample
 * account's campaigns over 30 days (spend, leads, cost per lead, status) and their total, the
 * cost per lead week by week, and the wasted spend cut. Every word and figure is real text; cost
 * per lead, the total and the trend's change are worked out from the content, so they agree. The
 * bars are decoration (each week's figure is written under it).
 */
export function CampaignDashboard({ dashboard }: { dashboard: Dashboard }) {
  const { columns, campaigns, weeks, wasted } = dashboard;
  const spend = campaigns.reduce((sum, campaign) => sum + campaign.spend, 0);
  const leads = campaigns.reduce((sum, campaign) => sum + campaign.leads, 0);
  const highest = Math.max(...weeks.map((week) => week.costPerLead));
  const first = weeks[0]!.costPerLead;
  const last = weeks[weeks.length - 1]!.costPerLead;
  const change = Math.round(((last - first) / first) * 100);

  return (
    <ProductBand
      name="results"
      title={dashboard.title}
      aside={<span className={cn(sampleClass, "hidden sm:inline")}>{dashboard.sample}</span>}
      caption={
        <>
          {dashboard.title} ({dashboard.sample})
        </>
      }
      glowClassName="from-brand-500/30 to-cta-500/20"
    >
      <div className="@container p-4 sm:p-5">
        {/* On a phone the title needs the bar's width: the pill opens the panel instead. */}
        <p className={cn(sampleClass, "mb-3 inline-block sm:hidden")}>{dashboard.sample}</p>
        <div className="grid @md:grid-cols-[minmax(0,1fr)_auto_auto_auto_auto] @md:gap-x-4">
          <div
            aria-hidden="true"
            className={cn(
              row,
              "hidden border-b border-line pb-2 text-xs font-bold tracking-wide text-fg-subtle uppercase @md:grid",
            )}
          >
            <span>{columns.campaign}</span>
            <span className="text-right">{columns.spend}</span>
            <span className="text-right">{columns.leads}</span>
            <span className="text-right">{columns.costPerLead}</span>
            <span className="text-right">{columns.status}</span>
          </div>
          <ul className="grid divide-y divide-line @md:col-span-5 @md:grid-cols-subgrid">
            {campaigns.map((campaign) => (
              <li key={campaign.name} className={cn(row, "grid py-2.5")}>
                <span className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere] text-fg">
                  {campaign.name}
                </span>
                <span
                  className={cn(
                    "justify-self-end rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap @md:col-start-5 @md:row-start-1",
                    statusTones[campaign.tone],
                  )}
                >
                  {campaign.status}
                </span>
                <dl className={cn(figures, "text-sm text-fg-muted tabular-nums")}>
                  <div className={figure}>
                    <dt className="text-xs text-fg-subtle @md:sr-only">{columns.spend}</dt>
                    <dd>{rupees.format(campaign.spend)}</dd>
                  </div>
                  <div className={figure}>
                    <dt className="text-xs text-fg-subtle @md:sr-only">{columns.leads}</dt>
                    <dd>{count.format(campaign.leads)}</dd>
                  </div>
                  <div className={figure}>
                    <dt className="text-xs text-fg-subtle @md:sr-only">{columns.costPerLead}</dt>
                    <dd className="font-semibold text-fg">
                      {rupees.format(Math.round(campaign.spend / campaign.leads))}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <div className={cn(row, "grid border-t-2 border-line pt-2.5")}>
            <p className="text-sm font-bold text-fg">{columns.total}</p>
            <dl className={cn(figures, "text-sm font-bold text-fg tabular-nums")}>
              <div className={figure}>
                <dt className="text-xs font-normal text-fg-subtle @md:sr-only">{columns.spend}</dt>
                <dd>{rupees.format(spend)}</dd>
              </div>
              <div className={figure}>
                <dt className="text-xs font-normal text-fg-subtle @md:sr-only">{columns.leads}</dt>
                <dd>{count.format(leads)}</dd>
              </div>
              <div className={figure}>
                <dt className="text-xs font-normal text-fg-subtle @md:sr-only">
                  {columns.costPerLead}
                </dt>
                <dd>{rupees.format(Math.round(spend / leads))}</dd>
              </div>
            </dl>
          </div>
        </div>

        <div className="mt-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <div className="rounded-xl border border-line bg-surface-tinted p-3 sm:p-4">
            <PanelLabel className="flex items-baseline justify-between gap-2">
              {dashboard.trendTitle}
              <span className="text-sm font-extrabold tracking-normal text-cta-800 normal-case dark:text-cta-100">
                {change > 0 ? "+" : "−"}
                {Math.abs(change)}%
              </span>
            </PanelLabel>
            <ol className="mt-3 flex gap-1.5 sm:gap-2">
              {weeks.map((week, index) => (
                <li key={week.label} className="flex min-w-0 flex-1 flex-col items-center">
                  <span className="sr-only">{week.label}: </span>
                  <span className="flex h-24 w-full flex-col items-center justify-end gap-1">
                    <span className="text-[10px] font-semibold text-fg-muted tabular-nums @md:text-xs">
                      {rupees.format(week.costPerLead)}
                    </span>
                    <span
                      aria-hidden="true"
                      className={cn(
                        "w-full max-w-8 rounded-t-md",
                        index === weeks.length - 1
                          ? "bg-cta-600"
                          : "bg-brand-300 dark:bg-brand-400/60",
                      )}
                      style={{ height: `${Math.round((week.costPerLead / highest) * 78)}%` }}
                    />
                  </span>
                  <span
                    aria-hidden="true"
                    className="mt-1 w-full border-t border-line pt-1 text-center text-[10px] font-bold text-fg-subtle"
                  >
                    {week.label}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <div className="flex flex-col justify-center rounded-xl bg-cta-100 p-3 sm:p-4 dark:bg-cta-700/25">
            <p className={cn(largeFigure, "text-3xl text-cta-800 dark:text-white")}>
              {wasted.value}
            </p>
            <p className="mt-0.5 text-sm font-bold text-cta-800 dark:text-cta-100">
              {wasted.label}
            </p>
            <p className="mt-1 text-xs text-ink-700 dark:text-ink-100">{wasted.detail}</p>
          </div>
        </div>
      </div>
    </ProductBand>
  );
}
