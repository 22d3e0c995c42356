import { ExternalLink, KeyRound } from "lucide-react";

import { buttonClasses } from "@/components/ui/button";
import { EmptyState, PageHeading, Pagination } from "@/features/admin/admin-ui";
import { describeSession, groupDeckVisits } from "@/features/admin/deck-visits";
import { formatDateTime, formatDuration } from "@/features/admin/format";
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

/**
 * /admin/deck-access: the attempts to open the sales deck, grouped by viewer (address and
 * browser, named in words) and session, the most recent first.
 */
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
        <ul aria-label="Viewers, most recent first" className="space-y-3" data-deck-viewers>
          {groupDeckVisits(props.rows).map((viewer) => (
            <li
              key={viewer.key}
              className="rounded-xl border border-ink-100 bg-white p-4 shadow-sm sm:p-5 dark:border-ink-800 dark:bg-ink-900"
            >
              <h2 className="font-semibold text-ink-900 dark:text-white">{viewer.agent}</h2>
              <p className="font-mono text-xs [overflow-wrap:anywhere] text-ink-600 dark:text-ink-300">
                {viewer.clientIp}
              </p>
              <ul
                aria-label={`Visits of ${viewer.agent}`}
                className="mt-3 divide-y divide-ink-100 border-t border-ink-100 dark:divide-ink-800 dark:border-ink-800"
              >
                {viewer.sessions.map((session) => (
                  <li
                    key={session.id}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
                  >
                    <span className="text-ink-700 dark:text-ink-100">
                      <time dateTime={session.start.toISOString()}>
                        {formatDateTime(session.start)}
                      </time>
                      {session.attempts > 1 ? (
                        <span className="text-ink-600 dark:text-ink-300">
                          {" "}
                          · {session.attempts} attempts{" "}
                          {session.end.getTime() - session.start.getTime() < 60_000
                            ? "within a minute"
                            : `over ${formatDuration((session.end.getTime() - session.start.getTime()) / 1000)}`}
                        </span>
                      ) : null}
                    </span>
                    <span
                      className={cn(
                        "font-semibold",
                        session.opened > 0
                          ? "text-cta-800 dark:text-cta-100"
                          : "text-danger-700 dark:text-red-200",
                      )}
                    >
                      {describeSession(session)}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
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
