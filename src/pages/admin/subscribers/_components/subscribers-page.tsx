import { MailPlus } from "lucide-react";

import { buttonClasses } from "@/components/ui/button";
import { EmptyState, ListTable, Notice, PageHeading, Pagination } from "@/features/admin/admin-ui";
import { formatDateTime } from "@/features/admin/format";

export type SubscribersPageProps = {
  rows: { id: string; email: string; createdAt: Date }[];
  total: number;
  page: number;
  pageCount: number;
  csrfToken: string;
  notice?: { tone: "success" | "error"; text: string };
};

/** /admin/subscribers: newsletter sign-ups, newest first, with export and removal. */
export function SubscribersPage(props: SubscribersPageProps) {
  return (
    <div className="space-y-6">
      <PageHeading
        title="Newsletter subscribers"
        description={
          <>
            {props.total.toLocaleString("en-IN")} subscribed. Addresses are kept until the
            subscriber unsubscribes or you remove them here, as the{" "}
            <a
              className="font-medium text-brand-700 underline dark:text-brand-100"
              href="/privacy-policy"
            >
              privacy policy
            </a>{" "}
            says.
          </>
        }
        actions={
          // Nothing to export yet: the empty state's way to the sign-up is the main action then.
          props.total > 0 && (
            <a
              href="/api/admin/subscribers.csv"
              download
              className={buttonClasses({ variant: "primary", size: "sm" })}
            >
              Export CSV
            </a>
          )
        }
      />
      {props.notice ? <Notice tone={props.notice.tone}>{props.notice.text}</Notice> : null}
      {props.rows.length === 0 ? (
        <EmptyState
          icon={MailPlus}
          title="No subscribers yet."
          action={{ href: "/blog", label: "See the sign-up on the blog", primary: true }}
        >
          Addresses arrive from the newsletter form on the blog.
        </EmptyState>
      ) : (
        <ListTable
          caption="Newsletter subscribers, newest first"
          columns={["Email", "Subscribed", <span className="sr-only">Actions</span>]}
        >
          {props.rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-2 font-medium break-all text-ink-900 dark:text-white">
                {row.email}
              </td>
              <td className="px-4 py-2 whitespace-nowrap text-ink-600 dark:text-ink-300">
                <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time>
              </td>
              <td className="px-4 py-2 text-right">
                <form method="post" action={`/admin/subscribers/${row.id}/remove`}>
                  <input type="hidden" name="csrf" value={props.csrfToken} />
                  <button
                    type="submit"
                    aria-label={`Remove ${row.email}`}
                    className={buttonClasses({
                      variant: "ghost",
                      size: "sm",
                      className:
                        "text-danger-700 hover:bg-danger-600/10 dark:text-red-200 dark:hover:bg-danger-600/20",
                    })}
                  >
                    Remove
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      <Pagination
        page={props.page}
        pageCount={props.pageCount}
        hrefFor={(page) => `/admin/subscribers?page=${page}`}
        label="Subscriber pages"
      />
    </div>
  );
}
