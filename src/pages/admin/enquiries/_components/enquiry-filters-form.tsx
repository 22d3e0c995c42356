import { ChevronRight, Search as SearchIcon } from "lucide-react";
import type { ReactNode } from "react";

import { buttonClasses } from "@/components/ui/button";
import { Chip, fieldClasses, labelClasses } from "@/features/admin/admin-ui";
import { ENQUIRY_STATUSES } from "@/features/admin/enquiry-status";
import { MAIL_LABELS, STATUS_LABELS } from "@/features/admin/format";
import { ENQUIRY_PAGE_SIZES } from "@/features/admin/page-sizes";
import { SERVICE_TYPES } from "@content/schemas/service-types";

export type FilterValues = {
  q?: string;
  service?: string;
  status?: string;
  from?: string;
  to?: string;
  mail?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  landing?: string;
  waiting?: boolean;
  assignee?: string;
  sort?: string;
  size: number;
};

/** The owners an enquiry can be given to, by name where the settings give one. */
export type OwnerOption = { email: string; name: string };

/** Where the visit came from: exact values, as the Sources page and the enquiry page show them. */
const SOURCE_FIELDS = [
  { name: "source", label: "Source", placeholder: "e.g. google" },
  { name: "medium", label: "Medium", placeholder: "e.g. cpc" },
  // "(none)" selects enquiries without a campaign, as the Sources page's rows do.
  { name: "campaign", label: "Campaign", placeholder: "e.g. spring-launch" },
  { name: "landing", label: "Landing page", placeholder: "e.g. /contact" },
] as const;

/** A labelled filter: its id is "filter-<name>", so the label always points at its control. */
function FilterField({
  name,
  label,
  className,
  children,
}: {
  name: string;
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = `filter-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A filter's choices; the empty value (listed first as `anyLabel`) means "do not filter". */
function FilterSelect({
  name,
  label,
  value,
  anyLabel,
  options,
  className,
}: {
  name: string;
  label: string;
  value: string;
  anyLabel?: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <FilterField name={name} label={label} className={className}>
      {(id) => (
        <select id={id} name={name} defaultValue={value} className={fieldClasses}>
          {anyLabel ? <option value="">{anyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** The filters behind "More filters" (the page size counts when it is not the default). */
const MORE_FILTERS = [
  "service",
  "status",
  "mail",
  "assignee",
  "waiting",
  "sort",
  "from",
  "to",
  ...SOURCE_FIELDS.map((field) => field.name),
] as const;

const SERVICE_OPTIONS = SERVICE_TYPES.map((service) => ({ value: service, label: service }));
const STATUS_OPTIONS = ENQUIRY_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));
const MAIL_OPTIONS = (Object.keys(MAIL_LABELS) as (keyof typeof MAIL_LABELS)[]).map((mail) => ({
  value: mail,
  label: MAIL_LABELS[mail],
}));
const SIZE_OPTIONS = ENQUIRY_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: String(size),
}));

/**
 * The list's search and filters: a GET form, so the address holds the view (and the CSV link).
 * One search row, the views an owner opens all day as one-click links (waiting, mine), and the
 * rest folded into "More filters".
 */
export function EnquiryFiltersForm({
  values,
  errors = {},
  owners,
  me,
}: {
  values: FilterValues;
  /** Messages for date filters that name no calendar day, shown under their field. */
  errors?: Partial<Record<"from" | "to", string>>;
  owners: readonly OwnerOption[];
  /** The signed-in owner's address: the "Mine" view. */
  me: string;
}) {
  const views = [
    {
      label: "All",
      href: "/admin/enquiries",
      on: !values.waiting && !values.assignee && !values.status,
    },
    {
      label: "Waiting",
      href: "/admin/enquiries?waiting=1&sort=waiting",
      on: Boolean(values.waiting) && !values.assignee,
    },
    {
      label: "Mine",
      href: `/admin/enquiries?assignee=${encodeURIComponent(me)}`,
      on: values.assignee === me && !values.waiting,
    },
    {
      label: "Not taken",
      href: "/admin/enquiries?assignee=none&waiting=1&sort=waiting",
      on: values.assignee === "none",
    },
  ];
  const set = MORE_FILTERS.filter(
    (name) => Boolean(values[name]) || Boolean(errors[name as "from"]),
  );
  const moreSet = set.length + (values.size !== ENQUIRY_PAGE_SIZES[0] ? 1 : 0);
  // Open when a filter is set that the highlighted view does not already say.
  const byView: readonly string[] = views.some((view) => view.on && view.label !== "All")
    ? ["waiting", "sort", "assignee"]
    : [];
  const open = set.some((name) => !byView.includes(name)) || values.size !== ENQUIRY_PAGE_SIZES[0];
  return (
    <form
      method="get"
      action="/admin/enquiries"
      role="search"
      aria-label="Search and filter enquiries"
    >
      <div className="flex gap-2">
        <label htmlFor="filter-q" className="sr-only">
          Search
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={values.q ?? ""}
          maxLength={200}
          // Short enough for a 320 px phone beside the button; the description says the rest.
          placeholder="Name or email"
          aria-describedby="filter-q-hint"
          className={`${fieldClasses} min-w-0 flex-1`}
        />
        <p id="filter-q-hint" className="sr-only">
          Also searches the company and the requirements.
        </p>
        {/* A magnifier on a phone, to leave the field its room; the word from sm up. */}
        <button
          type="submit"
          className={buttonClasses({ variant: "secondary", size: "sm", className: "max-sm:px-3" })}
        >
          <SearchIcon aria-hidden="true" className="size-4 sm:hidden" />
          <span className="max-sm:sr-only">Search</span>
        </button>
      </div>
      <nav aria-label="Views" className="mt-3 flex flex-wrap gap-2">
        {views.map((view) => (
          <Chip key={view.label} href={view.href} on={view.on}>
            {view.label}
          </Chip>
        ))}
      </nav>
      <div className="mt-1 grid gap-x-3 gap-y-4 min-[360px]:grid-cols-2 sm:gap-x-4 lg:grid-cols-6">
        {/*
          The rarer filters fold away (a phone sees the list, not a page of fields); open when
          one of them is set, so nothing that filters the list is ever hidden.
        */}
        <details className="group/more min-[360px]:col-span-2 lg:col-span-6" open={open}>
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-100 dark:hover:text-white [&::-webkit-details-marker]:hidden">
            <ChevronRight
              aria-hidden="true"
              className="size-4 transition-transform duration-150 group-open/more:rotate-90"
            />
            {/* One item of the flex row, so no gap opens before the colon. */}
            <span>
              More filters
              <span className="max-sm:sr-only">: service, status, owner, dates, source</span>
            </span>
            {moreSet > 0 ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700 dark:bg-ink-800 dark:text-brand-100">
                {moreSet} set
              </span>
            ) : null}
          </summary>
          <div className="mt-3 grid gap-x-3 gap-y-4 min-[360px]:grid-cols-2 sm:gap-x-4 lg:grid-cols-4">
            <FilterSelect
              name="service"
              label="Service"
              value={values.service ?? ""}
              anyLabel="All services"
              options={SERVICE_OPTIONS}
            />
            <FilterSelect
              name="status"
              label="Status"
              value={values.status ?? ""}
              anyLabel="Any status"
              options={STATUS_OPTIONS}
            />
            <FilterSelect
              name="assignee"
              label="Assigned to"
              value={values.assignee ?? ""}
              anyLabel="Anyone"
              options={[
                { value: "none", label: "Nobody yet" },
                ...owners.map((owner) => ({
                  value: owner.email,
                  label: owner.email === me ? `${owner.name} (you)` : owner.name,
                })),
              ]}
            />
            <FilterSelect
              name="mail"
              label="Team notification"
              value={values.mail ?? ""}
              anyLabel="Any delivery"
              options={MAIL_OPTIONS}
            />
            <FilterSelect
              name="sort"
              label="Order"
              value={values.sort ?? ""}
              anyLabel="Newest first"
              options={[{ value: "waiting", label: "Longest waiting first" }]}
            />
            <div className="flex items-end">
              <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink-800 dark:text-ink-100">
                <input
                  type="checkbox"
                  name="waiting"
                  value="1"
                  defaultChecked={Boolean(values.waiting)}
                  className="size-5 rounded border-ink-300 accent-brand-700"
                />
                Only those waiting for a reply
              </label>
            </div>
            {SOURCE_FIELDS.map((filter) => (
              <FilterField key={filter.name} name={filter.name} label={filter.label}>
                {(id) => (
                  <input
                    id={id}
                    name={filter.name}
                    type="text"
                    defaultValue={values[filter.name] ?? ""}
                    maxLength={300}
                    placeholder={filter.placeholder}
                    className={fieldClasses}
                  />
                )}
              </FilterField>
            ))}
            {(
              [
                ["from", "From"],
                ["to", "To"],
              ] as const
            ).map(([name, label]) => (
              <FilterField key={name} name={name} label={label}>
                {(id) => (
                  <>
                    <input
                      id={id}
                      name={name}
                      type="date"
                      min="2000-01-01"
                      max="2099-12-31"
                      defaultValue={values[name] ?? ""}
                      aria-invalid={errors[name] ? true : undefined}
                      aria-describedby={errors[name] ? `${id}-error` : undefined}
                      className={fieldClasses}
                    />
                    {errors[name] ? (
                      <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                        {errors[name]}
                      </p>
                    ) : null}
                  </>
                )}
              </FilterField>
            ))}
            <FilterSelect
              name="size"
              label="Per page"
              value={String(values.size)}
              options={SIZE_OPTIONS}
            />
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
              Apply filters
            </button>
            <a
              href="/admin/enquiries"
              className={buttonClasses({
                variant: "ghost",
                size: "sm",
                className: "dark:text-ink-100 dark:hover:bg-ink-800",
              })}
            >
              Clear all
            </a>
          </div>
        </details>
      </div>
    </form>
  );
}
