import { buttonClasses } from "@/components/ui/button";
import { fieldClasses, labelClasses } from "@/features/admin/admin-ui";
import { ENQUIRY_STATUSES } from "@/features/admin/enquiry-status";
import { MAIL_LABELS, STATUS_LABELS } from "@/features/admin/format";
import { SERVICE_TYPES } from "@/features/leads/service-types";

export type FilterValues = {
  q?: string;
  service?: string;
  status?: string;
  from?: string;
  to?: string;
  mail?: string;
  size: number;
};

/** The list's search and filters: a GET form, so the address holds the view (and the CSV link). */
export function EnquiryFiltersForm({ values }: { values: FilterValues }) {
  return (
    <form
      method="get"
      action="/admin/enquiries"
      role="search"
      aria-label="Search and filter enquiries"
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-6">
        <div className="col-span-2">
          <label htmlFor="filter-q" className={labelClasses}>
            Search
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={values.q ?? ""}
            maxLength={200}
            placeholder="Name, email, company or requirements"
            className={fieldClasses}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="filter-service" className={labelClasses}>
            Service
          </label>
          <select
            id="filter-service"
            name="service"
            defaultValue={values.service ?? ""}
            className={fieldClasses}
          >
            <option value="">All services</option>
            {SERVICE_TYPES.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className={labelClasses}>
            Status
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={values.status ?? ""}
            className={fieldClasses}
          >
            <option value="">Any status</option>
            {ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-mail" className={labelClasses}>
            Notification
          </label>
          <select
            id="filter-mail"
            name="mail"
            defaultValue={values.mail ?? ""}
            className={fieldClasses}
          >
            <option value="">Any delivery</option>
            {(Object.keys(MAIL_LABELS) as (keyof typeof MAIL_LABELS)[]).map((mail) => (
              <option key={mail} value={mail}>
                {MAIL_LABELS[mail]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-size" className={labelClasses}>
            Per page
          </label>
          <select
            id="filter-size"
            name="size"
            defaultValue={String(values.size)}
            className={fieldClasses}
          >
            <option value="25">25</option>
            <option value="50">50</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-from" className={labelClasses}>
            From
          </label>
          <input
            id="filter-from"
            name="from"
            type="date"
            defaultValue={values.from ?? ""}
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor="filter-to" className={labelClasses}>
            To
          </label>
          <input
            id="filter-to"
            name="to"
            type="date"
            defaultValue={values.to ?? ""}
            className={fieldClasses}
          />
        </div>
        <div className="col-span-2 flex items-end gap-2 lg:col-span-4">
          <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            Apply
          </button>
          <a
            href="/admin/enquiries"
            className={buttonClasses({
              variant: "ghost",
              size: "sm",
              className: "dark:text-ink-100 dark:hover:bg-ink-800",
            })}
          >
            Clear
          </a>
        </div>
      </div>
    </form>
  );
}
