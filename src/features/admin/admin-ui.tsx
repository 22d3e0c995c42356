import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";

import type { EnquiryStatus, MailState, Waiting } from "./enquiry-status";
import { formatMinutes, MAIL_LABELS, STATUS_LABELS } from "./format";

/** Small server-rendered pieces the owner's pages share (no JavaScript). */

export function PageHeading({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {description ? (
          <p className="mt-1 max-w-2xl text-sm text-ink-600 dark:text-ink-300">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export function Card({
  children,
  className,
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const classes = cn(
    "rounded-xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6 dark:border-ink-800 dark:bg-ink-900",
    className,
  );
  return labelledBy ? (
    <section aria-labelledby={labelledBy} className={classes}>
      {children}
    </section>
  ) : (
    <div className={classes}>{children}</div>
  );
}

/**
 * A list with nothing in it yet, or nothing for this filter: an icon, what it means, and where
 * to go from here, so an empty page reads as designed rather than broken.
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Where to go from here; `primary` when it is the page's main action (nothing else to do). */
  action?: { href: string; label: string; primary?: boolean };
}) {
  return (
    <Card className="flex flex-col items-center border-dashed px-6 py-12 text-center sm:py-16">
      {/* A tile on two soft rings: drawn with CSS, nothing to load. */}
      <span
        aria-hidden="true"
        className="relative grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-50 to-white text-brand-700 shadow-sm ring-1 ring-brand-600/15 before:absolute before:-inset-3 before:rounded-[1.375rem] before:border before:border-brand-600/10 after:absolute after:-inset-6 after:rounded-[1.75rem] after:border after:border-brand-600/5 dark:from-ink-800 dark:to-ink-900 dark:text-brand-100 dark:ring-white/10 dark:before:border-white/10 dark:after:border-white/5"
      >
        <Icon className="size-7" />
      </span>
      <h2 className="mt-8 font-display text-lg font-bold text-ink-900 dark:text-white">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-ink-700 dark:text-ink-100">{children}</p>
      {action ? (
        <a
          href={action.href}
          className={buttonClasses({
            variant: action.primary ? "primary" : "secondary",
            size: "sm",
            className: "mt-6",
          })}
        >
          {action.label}
        </a>
      ) : null}
    </Card>
  );
}

/**
 * What the last action did, announced politely; errors in the alert colour. A `div` when the
 * message holds a list (a paragraph cannot).
 */
export function Notice({
  tone,
  children,
  as: Element = "p",
}: {
  tone: "success" | "error";
  children: ReactNode;
  as?: "p" | "div";
}) {
  return (
    <Element
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg border px-4 py-3 text-sm font-medium",
        tone === "success"
          ? "border-cta-100 bg-cta-100/60 text-cta-800 dark:border-cta-800 dark:bg-cta-800/30 dark:text-cta-100"
          : "border-danger-600/30 bg-danger-600/10 text-danger-700 dark:text-red-200",
      )}
    >
      {children}
    </Element>
  );
}

const statusTones: Record<EnquiryStatus, string> = {
  new: "bg-brand-50 text-brand-700 ring-brand-600/20 dark:bg-brand-600/20 dark:text-brand-100",
  contacted: "bg-sky-50 text-sky-800 ring-sky-700/20 dark:bg-sky-500/15 dark:text-sky-100",
  qualified:
    "bg-violet-50 text-violet-800 ring-violet-700/20 dark:bg-violet-500/15 dark:text-violet-100",
  won: "bg-cta-100 text-cta-800 ring-cta-700/20 dark:bg-cta-600/20 dark:text-cta-100",
  lost: "bg-ink-50 text-ink-700 ring-ink-500/20 dark:bg-ink-800 dark:text-ink-100",
  spam: "bg-red-50 text-danger-700 ring-danger-600/20 dark:bg-red-500/15 dark:text-red-100",
};

const badge =
  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap";

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <span className={cn(badge, statusTones[status])}>{STATUS_LABELS[status]}</span>;
}

const mailTones: Record<MailState, string> = {
  sent: "text-cta-800 dark:text-cta-100",
  waiting: "text-amber-800 dark:text-amber-200",
  failed: "text-danger-700 dark:text-red-200",
};
const mailDots: Record<MailState, string> = {
  sent: "bg-cta-600",
  waiting: "bg-amber-500",
  failed: "bg-danger-600",
};

/** The team notification's state: a dot and a word (never colour alone). */
export function MailBadge({ mail }: { mail: MailState }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-xs font-semibold", mailTones[mail])}>
      <span aria-hidden="true" className={cn("size-2 rounded-full", mailDots[mail])} />
      {MAIL_LABELS[mail]}
    </span>
  );
}

/**
 * How long an enquiry has waited for its first reply, in working minutes: amber while waiting,
 * red past the target ("Waiting 1 h 5 min · late"), quiet once answered. Words, never colour
 * alone; nothing for an enquiry closed without a reply.
 */
export function WaitingBadge({ waiting }: { waiting: Waiting }) {
  if (waiting.state === "none") return null;
  const time = formatMinutes(waiting.minutes);
  if (waiting.state === "answered") {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs font-medium whitespace-nowrap text-ink-600 dark:text-ink-300">
        Answered in {time}
        {waiting.overdue ? " (late)" : ""}
      </span>
    );
  }
  return (
    <span
      data-waiting={waiting.overdue ? "late" : "waiting"}
      className={cn(
        badge,
        "gap-1.5 tabular-nums",
        waiting.overdue
          ? "bg-red-50 text-danger-700 ring-danger-600/25 dark:bg-red-500/15 dark:text-red-100"
          : "bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-500/15 dark:text-amber-100",
      )}
    >
      <span
        aria-hidden="true"
        className={cn("size-1.5 rounded-full", waiting.overdue ? "bg-danger-600" : "bg-amber-500")}
      />
      Waiting {time}
      {waiting.overdue ? " · late" : ""}
    </span>
  );
}

/** Previous / next and where we are; plain links that keep the rest of the query. */
export function Pagination({
  page,
  pageCount,
  exact = true,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  exact?: boolean;
  hrefFor: (page: number) => string;
  label: string;
}) {
  const hasNext = page < pageCount || !exact;
  if (page <= 1 && !hasNext) return null;
  const link =
    "inline-flex min-h-11 items-center rounded-lg border border-ink-100 px-4 text-sm font-semibold text-ink-800 hover:bg-ink-50 dark:border-ink-700 dark:text-ink-100 dark:hover:bg-ink-800";
  // Muted but still AA: axe cannot tell this span is an inactive control, and it need not be faint.
  const disabled =
    "inline-flex min-h-11 items-center rounded-lg border border-dashed border-ink-200 px-4 text-sm font-semibold text-ink-500 dark:border-ink-700 dark:text-ink-400";
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <a className={link} href={hrefFor(page - 1)} rel="prev">
          Previous
        </a>
      ) : (
        <span className={disabled} aria-hidden="true">
          Previous
        </span>
      )}
      <p className="text-sm text-ink-600 dark:text-ink-300">
        Page {page} of {pageCount.toLocaleString("en-IN")}
        {exact ? "" : "+"}
      </p>
      {hasNext ? (
        <a className={link} href={hrefFor(page + 1)} rel="next">
          Next
        </a>
      ) : (
        <span className={disabled} aria-hidden="true">
          Next
        </span>
      )}
    </nav>
  );
}

/**
 * A list's table: the framed box that scrolls sideways when the columns need it, a caption for
 * screen readers, the small-capitals head row and rows divided by rules. `wideOnly` hides it
 * below 640 px, where the page lists the same rows as cards.
 */
export function ListTable({
  caption,
  columns = [],
  head,
  headRows,
  children,
  minWidth,
  wideOnly = false,
}: {
  caption: ReactNode;
  /** The head row's plain column names; `head` adds cells of its own after them. */
  columns?: readonly ReactNode[];
  head?: ReactNode;
  /** Head rows of its own (`<tr>`s), for columns grouped under a shared header. */
  headRows?: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  /** A Tailwind min-width class, so the columns scroll rather than squeeze. */
  minWidth?: string;
  wideOnly?: boolean;
}) {
  return (
    <div
      className={cn(
        "overflow-hidden rounded-xl border border-ink-100 bg-white shadow-sm dark:border-ink-800 dark:bg-ink-900",
        wideOnly && "hidden sm:block",
      )}
    >
      {/* relative: a visually hidden header scrolls with the table, not beyond the page. */}
      <div className="relative overflow-x-auto">
        <table className={cn("w-full border-collapse text-left text-sm", minWidth)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase dark:bg-ink-950 dark:text-ink-300">
            {headRows ?? (
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col" className="px-4 py-3">
                    {column}
                  </th>
                ))}
                {head}
              </tr>
            )}
          </thead>
          <tbody className="divide-y divide-ink-100 dark:divide-ink-800">{children}</tbody>
        </table>
      </div>
    </div>
  );
}

const chipClasses =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";
const chipIdle =
  "border-ink-200 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-700 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-100 dark:hover:border-brand-100";
const chipOn =
  "border-brand-700 bg-brand-700 text-white dark:border-brand-100 dark:bg-brand-100 dark:text-ink-950";

type ChipLink = { on: boolean; href: string; children: ReactNode };
type ChipButton = {
  on: boolean;
  href?: undefined;
  name: string;
  value: string;
  children: ReactNode;
};

/**
 * One of a row of choices, the chosen one filled: a link to a view (`aria-current="page"` when it
 * is the view shown) or a submit button of a plain form (`aria-pressed` when it is the value held).
 */
export function Chip(props: ChipLink | ChipButton) {
  const className = `${chipClasses} ${props.on ? chipOn : chipIdle}`;
  if (props.href !== undefined) {
    return (
      <a href={props.href} aria-current={props.on ? "page" : undefined} className={className}>
        {props.children}
      </a>
    );
  }
  return (
    <button
      type="submit"
      name={props.name}
      value={props.value}
      aria-pressed={props.on}
      className={className}
    >
      {props.children}
    </button>
  );
}

export const fieldClasses =
  "block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-1 dark:border-ink-600 dark:bg-ink-950 dark:text-white dark:[color-scheme:dark]";
export const labelClasses = "mb-1 block text-sm font-medium text-ink-800 dark:text-ink-100";
