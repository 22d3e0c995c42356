import { formatDateTime } from "@/features/admin/format";
import type { NotificationDelivery } from "@/features/admin/notification-delivery";
import { cn } from "@/lib/cn";

const KIND_LABELS: Record<string, string> = {
  "lead-notification": "Team email",
  "lead-acknowledgement": "Visitor's acknowledgement",
  "lead-webhook": "Webhook",
  "enquiry-reminder": "Reminder",
};

const STATE: Record<NotificationDelivery["status"], { label: string; className: string }> = {
  sent: { label: "Delivered", className: "text-cta-800 dark:text-cta-100" },
  pending: { label: "Waiting to retry", className: "text-amber-800 dark:text-amber-200" },
  sending: { label: "Sending", className: "text-amber-800 dark:text-amber-200" },
  failed: { label: "Given up", className: "text-danger-700 dark:text-red-200" },
};

/** Each notification of an enquiry, where it went, and how its delivery stands. */
export function DeliveryTable({ deliveries }: { deliveries: NotificationDelivery[] }) {
  if (deliveries.length === 0) {
    return (
      <p className="mt-4 text-sm text-ink-600 dark:text-ink-300">
        No notification records are left (they are deleted 30 days after delivery).
      </p>
    );
  }
  return (
    <>
      {/* Phones: one block per notification, every time in view (the table would scroll). */}
      <ul className="mt-4 divide-y divide-ink-100 text-sm sm:hidden dark:divide-ink-800">
        {deliveries.map((delivery) => (
          <li key={`${delivery.channel}-${delivery.id}`} className="py-3">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold text-ink-900 dark:text-white">
                {KIND_LABELS[delivery.kind] ?? delivery.kind}
              </span>
              <span className={cn("font-semibold", STATE[delivery.status].className)}>
                {STATE[delivery.status].label}
              </span>
            </p>
            <p className="truncate text-ink-600 dark:text-ink-300">{delivery.target}</p>
            {delivery.lastError ? (
              <p className="mt-0.5 text-xs break-words text-ink-600 dark:text-ink-300">
                Last error: {delivery.lastError}
              </p>
            ) : null}
            <p className="mt-1 text-xs text-ink-700 dark:text-ink-100">
              Queued {formatDateTime(delivery.createdAt)}
              {delivery.deliveredAt ? (
                <span className="block">Delivered {formatDateTime(delivery.deliveredAt)}</span>
              ) : delivery.nextAttemptAt ? (
                <span className="block">Next try {formatDateTime(delivery.nextAttemptAt)}</span>
              ) : null}
              <span className="block">
                {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[560px] border-collapse text-left text-sm">
          <caption className="sr-only">Notifications and their delivery</caption>
          <thead className="text-xs font-semibold tracking-wide text-ink-600 uppercase dark:text-ink-300">
            <tr className="border-b border-ink-100 dark:border-ink-800">
              <th scope="col" className="py-2 pr-4">
                Notification
              </th>
              <th scope="col" className="py-2 pr-4">
                State
              </th>
              <th scope="col" className="py-2 pr-4">
                Attempts
              </th>
              <th scope="col" className="py-2">
                When
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 dark:divide-ink-800">
            {deliveries.map((delivery) => (
              <tr key={`${delivery.channel}-${delivery.id}`} className="align-top">
                <th scope="row" className="py-2.5 pr-4 font-normal">
                  <span className="font-semibold text-ink-900 dark:text-white">
                    {KIND_LABELS[delivery.kind] ?? delivery.kind}
                  </span>
                  <span
                    className="block max-w-[18rem] truncate text-ink-600 dark:text-ink-300"
                    title={delivery.target}
                  >
                    {delivery.target}
                  </span>
                </th>
                <td className={cn("py-2.5 pr-4 font-semibold", STATE[delivery.status].className)}>
                  {STATE[delivery.status].label}
                  {delivery.lastError ? (
                    <span className="mt-0.5 block max-w-[16rem] text-xs font-normal break-words text-ink-600 dark:text-ink-300">
                      Last error: {delivery.lastError}
                    </span>
                  ) : null}
                </td>
                <td className="py-2.5 pr-4 tabular-nums">{delivery.attempts}</td>
                <td className="py-2.5 text-ink-700 dark:text-ink-100">
                  Queued {formatDateTime(delivery.createdAt)}
                  {delivery.deliveredAt ? (
                    <span className="block">Delivered {formatDateTime(delivery.deliveredAt)}</span>
                  ) : delivery.nextAttemptAt ? (
                    <span className="block">Next try {formatDateTime(delivery.nextAttemptAt)}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
