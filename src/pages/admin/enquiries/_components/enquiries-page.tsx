import { Inbox, SearchX } from "lucide-react";

import { buttonClasses } from "@/components/ui/button";
import {
  EmptyState,
  Card,
  ListTable,
  MailBadge,
  Notice,
  PageHeading,
  Pagination,
  StatusBadge,
  WaitingBadge,
} from "@/features/admin/admin-ui";
import type { EnquiryStatus, MailState, Waiting } from "@/features/admin/enquiry-status";
import { formatMoney, type WonValue } from "@/features/admin/money";
import { formatDateTime } from "@/features/admin/format";

import { EnquiryFiltersForm, type FilterValues, type OwnerOption } from "./enquiry-filters-form";

export type EnquiryRow = {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  company: string | null;
  serviceType: string;
  status: EnquiryStatus;
  mail: MailState;
  requirementsLine: string | null;
  waiting: Waiting;
  /** The assignee's name (or address), null when nobody has taken it. */
  assigneeName: string | null;
  /** What the client is worth, when won with a value. */
  won: WonValue | null;
};

export type EnquiriesPageProps = {
  rows: EnquiryRow[];
  total: number;
  totalIsExact: boolean;
  page: number;
  pageCount: number;
  filters: FilterValues;
  filtered: boolean;
  /** The list's query string without the page ("?q=…"), for the CSV link and page links. */
  csvHref: string;
  pageHref: (page: number) => string;
  notice?: { tone: "success" | "error"; text: string };
  /** Date filters that name no calendar day (the page answers 400). */
  filterErrors?: Partial<Record<"from" | "to", string>>;
  owners: readonly OwnerOption[];
  me: string;
};

/** The notification only when it needs a look: delivered is the normal case and says nothing. */
function MailIfNotSent({ mail }: { mail: MailState }) {
  return mail === "sent" ? null : (
    <span className="inline-flex items-center gap-1 text-xs">
      <span className="text-ink-600 dark:text-ink-300">Team email:</span> <MailBadge mail={mail} />
    </span>
  );
}

/** /admin/enquiries: every enquiry, newest first, with search, filters and export. */
export function EnquiriesPage(props: EnquiriesPageProps) {
  const count = `${props.total.toLocaleString("en-IN")}${props.totalIsExact ? "" : "+"}`;
  const noun = props.total === 1 && props.totalIsExact ? "enquiry" : "enquiries";
  return (
    <div className="space-y-6">
      <PageHeading
        title="Enquiries"
        description={
          props.filtered
            ? `${count} ${noun} match these filters.`
            : `${count} ${noun}, newest first.`
        }
        actions={
          // Only when something matches: an empty file answers nothing the page does not say.
          props.rows.length > 0 && (
            <a
              href={props.csvHref}
              download
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              Export CSV{props.filtered ? " (these filters)" : ""}
            </a>
          )
        }
      />
      {props.notice ? <Notice tone={props.notice.tone}>{props.notice.text}</Notice> : null}
      <Card className="p-4 sm:p-5">
        <EnquiryFiltersForm
          values={props.filters}
          errors={props.filterErrors}
          owners={props.owners}
          me={props.me}
        />
      </Card>
      {props.rows.length === 0 ? (
        props.filtered ? (
          <EmptyState
            icon={SearchX}
            title="No enquiry matches these filters."
            action={{ href: "/admin/enquiries", label: "Clear the filters" }}
          >
            Try a shorter search, another status or a wider period.
          </EmptyState>
        ) : (
          <EmptyState
            icon={Inbox}
            title="No enquiries yet."
            action={{ href: "/contact", label: "See the enquiry form" }}
          >
            They appear here as soon as a visitor sends the form, with their mail&apos;s delivery.
          </EmptyState>
        )
      ) : (
        <>
          {/* Phones get one card per enquiry; the table needs more width than they have. */}
          <ul className="space-y-3 sm:hidden">
            {props.rows.map((row) => (
              <li
                key={row.id}
                className="relative rounded-xl border border-ink-100 bg-white p-4 shadow-sm dark:border-ink-800 dark:bg-ink-900"
              >
                <div className="flex items-start justify-between gap-3">
                  {/* The name's link covers the card: the whole card opens the enquiry. */}
                  <a
                    href={`/admin/enquiries/${row.id}`}
                    className="font-semibold break-words text-ink-900 underline-offset-2 after:absolute after:inset-0 after:rounded-xl hover:underline dark:text-white"
                  >
                    {row.name}
                  </a>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <StatusBadge status={row.status} />
                    <WonValueLine won={row.won} />
                  </span>
                </div>
                {row.requirementsLine ? (
                  <p className="mt-1 line-clamp-2 text-sm text-ink-800 dark:text-ink-100">
                    {row.requirementsLine}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
                  {row.serviceType}
                  {row.company ? ` · ${row.company}` : ""}
                </p>
                <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-ink-600 dark:text-ink-300">
                  <WaitingBadge waiting={row.waiting} />
                  <span>{row.assigneeName ? `Assigned to ${row.assigneeName}` : "Not taken"}</span>
                  <time dateTime={row.createdAt.toISOString()}>
                    {formatDateTime(row.createdAt)}
                  </time>
                  <MailIfNotSent mail={row.mail} />
                </div>
              </li>
            ))}
          </ul>
          <ListTable
            wideOnly
            minWidth="min-w-[720px]"
            caption={
              <>
                Enquiries, {props.filters.sort === "waiting" ? "longest waiting" : "newest"} first,
                page {props.page} of {props.pageCount}
              </>
            }
            columns={["Enquiry", "Reply", "Status", "Received"]}
          >
            {props.rows.map((row) => (
              <tr key={row.id} className="align-top hover:bg-ink-50/60 dark:hover:bg-ink-800/40">
                <td className="max-w-xl px-4 py-3">
                  <a
                    href={`/admin/enquiries/${row.id}`}
                    className="font-semibold text-ink-900 underline-offset-2 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100"
                  >
                    {row.name}
                  </a>
                  <span className="text-ink-600 dark:text-ink-300">
                    {" "}
                    · {row.serviceType}
                    {row.company ? ` · ${row.company}` : ""}
                  </span>
                  {row.requirementsLine ? (
                    <p className="mt-0.5 truncate text-ink-700 dark:text-ink-100">
                      {row.requirementsLine}
                    </p>
                  ) : null}
                </td>
                <td className="px-4 py-3">
                  <WaitingBadge waiting={row.waiting} />
                  <div className="mt-1 text-xs text-ink-600 dark:text-ink-300">
                    {row.assigneeName ?? "Not taken"}
                  </div>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={row.status} />
                  <WonValueLine won={row.won} className="mt-1 block" />
                </td>
                <td className="px-4 py-3 text-ink-600 tabular-nums dark:text-ink-300">
                  <time dateTime={row.createdAt.toISOString()} className="whitespace-nowrap">
                    {formatDateTime(row.createdAt)}
                  </time>
                  <div className="mt-1">
                    <MailIfNotSent mail={row.mail} />
                  </div>
                </td>
              </tr>
            ))}
          </ListTable>
        </>
      )}
      <Pagination
        page={props.page}
        pageCount={props.pageCount}
        exact={props.totalIsExact}
        hrefFor={props.pageHref}
        label="Enquiry pages"
      />
    </div>
  );
}

/** A won enquiry's value under its status. */
function WonValueLine({ won, className }: { won: WonValue | null; className?: string }) {
  if (!won) return null;
  return (
    <span
      className={`text-xs font-semibold text-cta-800 tabular-nums dark:text-cta-400 ${className ?? ""}`}
      data-won-value
    >
      {formatMoney(won.value, won.currency)}
    </span>
  );
}
