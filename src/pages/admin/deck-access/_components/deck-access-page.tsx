import { ExternalLink, KeyRound } from "lucide-react";

import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeading, Pagination } from "@/features/admin/admin-ui";
import { formatDateTime } from "@/features/admin/format";
import { cn } from "@/lib/cn";

export type DeckAccessPageProps = {
  rows: {
    id: number;
    createdAt: Date;
    clientIp: string;
    userAgent: string | null;
    success: boolean;
  }[];
  total: number;
  page: number;
  pageCount: number;
  retention: string;
};

const resultLabel = (success: boolean) => (success ? "Opened" : "Wrong password");
const resultClass = (success: boolean) =>
  success ? "text-cta-800 dark:text-cta-100" : "text-danger-700 dark:text-red-200";

/** /admin/deck-access: every attempt to open the sales deck, newest first. */
export function DeckAccessPage(props: DeckAccessPageProps) {
  return (
    <div className="space-y-6">
      <PageHeading
        title="Deck access log"
        description={`Every attempt to open the presentation: ${props.total.toLocaleString("en-IN")} recorded. Each entry is deleted ${props.retention} after the attempt, as the privacy policy says.`}
        actions={
          <a
            href="/cto-presentation"
            target="_blank"
            rel="noopener"
            className={buttonClasses({ variant: "primary", size: "sm" })}
          >
            Open the deck
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        }
      />
      {props.rows.length === 0 ? (
        <EmptyState icon={KeyRound} title="Nobody has tried to open the deck yet.">
          Every attempt at the password, right or wrong, is listed here with its time.
        </EmptyState>
      ) : (
        <>
          {/* Phones get one compact card per attempt; the table needs more width than they have. */}
          <ul
            aria-label="Presentation access attempts, newest first"
            className="divide-y divide-ink-100 overflow-hidden rounded-xl border border-ink-100 bg-white shadow-sm md:hidden dark:divide-ink-800 dark:border-ink-800 dark:bg-ink-900"
            data-deck-access-cards
          >
            {props.rows.map((row) => (
              <li key={row.id} className="px-4 py-3">
                <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-xs leading-5 font-medium text-ink-600 dark:text-ink-300">
                    Time
                  </dt>
                  <dd className="text-ink-700 dark:text-ink-100">
                    <time dateTime={row.createdAt.toISOString()}>
                      {formatDateTime(row.createdAt)}
                    </time>
                  </dd>
                  <dt className="text-xs leading-5 font-medium text-ink-600 dark:text-ink-300">
                    Result
                  </dt>
                  <dd className={cn("font-semibold", resultClass(row.success))}>
                    {resultLabel(row.success)}
                  </dd>
                  <dt className="text-xs leading-5 font-medium text-ink-600 dark:text-ink-300">
                    IP address
                  </dt>
                  <dd className="font-mono text-xs leading-5 [overflow-wrap:anywhere] text-ink-800 dark:text-ink-100">
                    {row.clientIp}
                  </dd>
                  <dt className="text-xs leading-5 font-medium text-ink-600 dark:text-ink-300">
                    Browser
                  </dt>
                  <dd className="text-xs leading-5 [overflow-wrap:anywhere] text-ink-600 dark:text-ink-300">
                    {row.userAgent ?? "—"}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-hidden rounded-xl border border-ink-100 bg-white shadow-sm md:block dark:border-ink-800 dark:bg-ink-900">
            <div className="overflow-x-auto">
              <table className="w-full min-w-[640px] border-collapse text-left text-sm">
                <caption className="sr-only">Presentation access attempts, newest first</caption>
                <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase dark:bg-ink-950 dark:text-ink-300">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Time
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Result
                    </th>
                    <th scope="col" className="px-4 py-3">
                      IP address
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Browser (user agent)
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100 dark:divide-ink-800">
                  {props.rows.map((row) => (
                    <tr key={row.id} className="align-top">
                      <td className="px-4 py-2 whitespace-nowrap text-ink-700 dark:text-ink-100">
                        <time dateTime={row.createdAt.toISOString()}>
                          {formatDateTime(row.createdAt)}
                        </time>
                      </td>
                      <td
                        className={cn(
                          "px-4 py-2 font-semibold whitespace-nowrap",
                          resultClass(row.success),
                        )}
                      >
                        {resultLabel(row.success)}
                      </td>
                      <td className="px-4 py-2 font-mono text-xs text-ink-800 dark:text-ink-100">
                        {row.clientIp}
                      </td>
                      <td className="px-4 py-2 text-xs break-words text-ink-600 dark:text-ink-300">
                        {row.userAgent ?? "—"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
      <Pagination
        page={props.page}
        pageCount={props.pageCount}
        hrefFor={(page) => `/admin/deck-access?page=${page}`}
        label="Access log pages"
      />
    </div>
  );
}
